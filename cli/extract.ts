import { countedFetch } from './counted-fetch';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createReportingClient } from '../src/api/client';
import { sameQuery } from '../src/api/same-query';
import type { Credentials } from '../src/api/types';
import { readCheckpoint, type Checkpoint } from './checkpoint';
import { exportKey } from '../src/core/personal-data';
import type { Target } from './environment';
import type { ExtractPlan } from './extract-plan';
import { extractWindow } from './extract-window';
import { keyLocks } from './key-locks';
import { InputError } from './input-error';
import { HISTORY_FILE, historyFolder } from '../warehouse/layout';
import { windowFolder } from './output/layout';
import type { ExtractSource } from './output/page-context';
import { waitProgress, type Progress } from './progress';
import { withQuotaWaits } from './quota-wait';

export interface ExtractRun {
  plan: ExtractPlan;
  target: Target;
  credentials: Credentials;
  stateDir: string;
  signal: AbortSignal;
  progress: Progress;
}

/** The windows' checkpoints; a folder that holds another query or format is refused (exit 2). */
async function checkpointsOf(plan: ExtractPlan, folders: string[]): Promise<(Checkpoint | null)[]> {
  return Promise.all(
    plan.windows.map(async ({ query }, i) => {
      const folder = folders[i] ?? '';
      const checkpoint = await readCheckpoint(folder);
      if (checkpoint && (!sameQuery(checkpoint.query, query) || checkpoint.format !== plan.format))
        throw new InputError(`${folder} holds another query or format: choose another --out, or --refresh.`);
      // Clear files beside masked ones would undo the masking: a folder keeps the masking it began with.
      if (checkpoint && checkpoint.mask !== plan.mask?.as)
        throw new InputError(
          `${folder} was written ${checkpoint.mask ? `with --mask-as ${checkpoint.mask}` : 'unmasked'}: give the same masking, or another --out, or --refresh.`,
        );
      return checkpoint;
    }),
  );
}

/** A history's day partitions beside a range's windows would put rows twice under one glob. */
function refuseHistoryFolder(plan: ExtractPlan, tenant: string) {
  const folder = historyFolder(plan.options.out, plan.report.name, tenant, plan.options.campaignId ?? null);
  if (existsSync(join(folder, HISTORY_FILE)))
    throw new InputError(
      `${folder} holds a history (--since): a range of --start and --end needs a folder of its own (another --out).`,
    );
}

/** What each page's file may say of the extraction: the query's public parts and the environment's label. */
function sourceOf(plan: ExtractPlan, target: Target): ExtractSource {
  const { start, end, campaignId, size } = plan.options;
  return {
    dialogs: plan.report.key === 'dialogs',
    report: plan.report.name,
    range: `${start} – ${end}`,
    environment: target.environment.label,
    parameters: [
      ...(campaignId !== undefined ? [['campaignId', campaignId] as const] : []),
      ...(size !== undefined ? [['size', String(size)] as const] : []),
    ],
  };
}

/**
 * One tenant's extraction, window after window. A run already complete spends no call (not even a
 * token) unless `--refresh`. The throttle's locks are files in the state folder, so every process on
 * this machine with the same key shares its budget.
 */
export async function runExtract(run: ExtractRun): Promise<void> {
  const { plan, target, credentials, signal, progress } = run;
  const { out, refresh } = plan.options;
  refuseHistoryFolder(plan, credentials.tenant);
  const folders = plan.windows.map(({ window }) =>
    windowFolder(out, plan.report.name, credentials.tenant, window),
  );
  if (refresh) for (const folder of folders) await rm(folder, { recursive: true, force: true });
  const checkpoints = await checkpointsOf(plan, folders);
  const rowsOf = () => checkpoints.reduce((sum, c) => sum + (c?.rows ?? 0), 0);
  progress({
    event: 'start',
    report: plan.report.name,
    tenant: credentials.tenant,
    windows: folders.length,
    out,
  });
  if (checkpoints.every((c) => c?.done)) return progress({ event: 'already-done', rows: rowsOf() });

  const counted = countedFetch(target.fetch);
  const client = createReportingClient({
    environment: target.environment,
    fetch: counted.fetch,
    locks: keyLocks(run.stateDir, target.environment.timeScale),
  });
  // Unattended: a CreateToken 429 (someone else just spent the key's three) is waited out, not fatal.
  await client.signIn(credentials, signal, { onWait: waitProgress(progress) });
  const source = sourceOf(plan, target);
  // One key for the whole run: a customer reads the same in every page it writes (docs/personal-data.md).
  const mask = plan.mask ? { ...plan.mask, key: exportKey() } : null;
  let pages = 0;
  const counting: Progress = (e) => {
    if (e.event === 'page') pages++;
    progress(e);
  };
  try {
    for (const [i, { window, query }] of plan.windows.entries()) {
      if (checkpoints[i]?.done) continue;
      const folder = folders[i] ?? '';
      // Each attempt (after a wait for the quota) goes on from the checkpoint on disk.
      await withQuotaWaits(
        async () =>
          extractWindow({
            client,
            folder,
            window,
            query,
            format: plan.format,
            source,
            mask,
            checkpoint: await readCheckpoint(folder),
            signal,
            progress: counting,
          }),
        { wait: plan.options.waitForQuota, signal, progress },
      );
      checkpoints[i] = await readCheckpoint(folder);
    }
    progress({ event: 'done', rows: rowsOf(), pages, calls: counted.calls() });
  } finally {
    client.signOut();
  }
}
