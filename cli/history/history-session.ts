import type { Credentials } from '../../src/api/types';
import { exportKey } from '../../src/core/personal-data';
import type { Target } from '../environment';
import { queryOf, type HistoryExtractPlan } from '../extract-plan';
import { lazyClient } from '../lazy-client';
import { removeTemporaries } from '../../warehouse/atomic';
import { stagingFolder } from '../../warehouse/layout';
import type { ExtractSource } from '../output/page-context';
import type { Progress } from '../progress';
import type { ServiceRange } from '../../src/core/dates';
import { commitPending } from './commit';
import { dropDamagedDays } from './damaged-days';
import { fetchSpan } from './fetch-span';
import { openState, removeStaleStaging } from './folder';
import type { HistoryState } from '../../warehouse/history/state';

export interface HistoryRun {
  plan: HistoryExtractPlan;
  target: Target;
  credentials: Credentials;
  stateDir: string;
  signal: AbortSignal;
  progress: Progress;
}

/**
 * A history's folder opened for one run: its state as the last run left it (staging it left behind
 * removed), a client that signs in at its first call, and the fetch of one span into the days it touches.
 */
export async function openHistorySession(run: HistoryRun, folder: string) {
  const { plan, target, credentials, signal } = run;
  const { report, options } = plan;
  let rows = 0;
  let pages = 0;
  const progress: Progress = (e) => {
    if (e.event === 'page') pages++;
    if (e.event === 'committed') rows += e.rows;
    run.progress(e);
  };
  const opened = await openState(folder, {
    version: 1,
    environment: target.environment.name,
    report: report.key,
    tenant: credentials.tenant,
    campaignId: options.campaignId ?? null,
    offsetMinutes: null,
    segments: [],
    pending: null,
    ...(plan.mask ? { mask: plan.mask.as } : {}),
  });
  await removeStaleStaging(folder, opened.pending);
  await removeTemporaries(folder);
  // Before anything is planned: a day that is not what its manifest says is planned as not held.
  const state = await dropDamagedDays(folder, opened, progress);
  const client = lazyClient(run);
  const source: ExtractSource = {
    dialogs: report.key === 'dialogs',
    report: report.name,
    range: `${plan.since} – ${plan.end ?? 'now'}`,
    environment: target.environment.label,
    parameters: options.campaignId !== undefined ? [['campaignId', options.campaignId]] : [],
  };
  // One key for the run: a customer reads the same in every day this run writes (docs/personal-data.md).
  const mask = plan.mask ? { ...plan.mask, key: exportKey() } : null;
  const commit = (current: HistoryState) =>
    commitPending({
      history: folder,
      state: current,
      assumedOffsetMs: target.clock.offsetMs,
      dialogs: source.dialogs,
      mask,
      progress,
    });
  /** The pending span fetched whole, then put in place. */
  const fetchPending = async (current: HistoryState, window: ServiceRange) => {
    await fetchSpan({
      client: client.get,
      folder: stagingFolder(folder, window),
      window,
      query: queryOf(report, options, window),
      source,
      waitForQuota: options.waitForQuota,
      signal,
      progress,
    });
    return commit(current);
  };
  const done = () => progress({ event: 'done', rows, pages, calls: client.calls() });
  return { state, progress, fetchPending, commit, client: client.get, done, signOut: client.signOut };
}

export type HistorySession = Awaited<ReturnType<typeof openHistorySession>>;
