import type { VaultContext } from './context';
import { deleteTenantRuns } from './runs';
import type { Vault } from './types';
import { listRuns, readCodedPages } from './vault-reads';
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
    codedPages: (runId) => readCodedPages(ctx, runId),
    deleteTenant: () => deleteTenantRuns(ctx.db, ctx.tenantTag),
  };
}
