import type { VaultContext } from './context';
import { deleteTenantRuns } from './runs';
import type { Vault } from './types';
import { listRuns, readFramedPages } from './vault-reads';
import { changeRunHistory, createRun, putRunPage, updateRun } from './vault-writes';

/** The store opened with one key: its reads and writes over one shared context. */
export function createVault(context: Omit<VaultContext, 'opened'>): Vault {
  const ctx: VaultContext = { ...context, opened: new Set() };
  return {
    list: () => listRuns(ctx),
    create: (facts) => createRun(ctx, facts),
    putPage: (runId, page, facts, history, coded, written) =>
      putRunPage(ctx, runId, page, facts, history, coded, written),
    changeHistory: (change) => changeRunHistory(ctx, change),
    update: (runId, facts) => updateRun(ctx, runId, facts),
    framedPages: (runId) => readFramedPages(ctx, runId),
    deleteTenant: () => deleteTenantRuns(ctx.db, ctx.tenantTag),
  };
}
