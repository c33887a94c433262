import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ServiceError } from '../../src/api/errors';
import type { Credentials } from '../../src/api/types';
import {
  historyTraits,
  joined,
  planHistory,
  serviceWallMs,
  settleMsOf,
  spanRange,
} from '../../src/core/history';
import type { Target } from '../environment';
import type { HistoryExtractPlan } from '../extract-plan';
import { queryOf } from '../extract-plan';
import { createFileLockManager } from '../file-locks';
import { InputError } from '../input-error';
import { lazyClient } from '../lazy-client';
import { removeTemporaries } from '../output/atomic';
import { historyFolder, stagingFolder } from '../output/layout';
import type { ExtractSource } from '../output/page-context';
import type { Progress } from '../progress';
import type { ServiceRange } from '../../src/core/dates';
import { wallMsOf } from '../windows';
import { exportKey } from '../../src/core/personal-data';
import { commitPending } from './commit';
import { fetchSpan } from './fetch-span';
import { openState, refuseRangeFolders, removeStaleStaging } from './folder';
import { storedSegmentsOf, writeHistoryState, type HistoryState } from './state';

export interface HistoryRun {
  plan: HistoryExtractPlan;
  target: Target;
  credentials: Credentials;
  stateDir: string;
  signal: AbortSignal;
  progress: Progress;
}

/**
 * One tenant's history brought up to now (or --end): a span left unfinished by the last run is finished
 * first, then the planner (src/core/history/) says what the day partitions keep and what to fetch, and
 * each span fetched replaces the days it touches (./commit.ts). One run per history at a time: a second
 * one waits for the first, through a lock file in the state folder.
 */
export async function runHistory(run: HistoryRun): Promise<void> {
  const { plan, credentials, signal } = run;
  const { report, options } = plan;
  const campaignId = options.campaignId ?? null;
  const folder = historyFolder(options.out, report.name, credentials.tenant, campaignId);
  await mkdir(folder, { recursive: true });
  await refuseRangeFolders(folder);
  const locks = createFileLockManager(join(run.stateDir, 'locks'), () => 0);
  await locks
    .request(`history:${resolve(folder)}`, { signal }, () => bringUpToDate(run, folder))
    .catch((e: unknown) => {
      if (signal.aborted && !(e instanceof ServiceError)) throw new ServiceError('aborted', 'Stopped.');
      throw e;
    });
}

async function bringUpToDate(run: HistoryRun, folder: string): Promise<void> {
  const { plan, target, credentials, signal } = run;
  const { report, options } = plan;
  const { clock } = target;
  const settleMs = options.settleMinutes !== undefined ? settleMsOf(options.settleMinutes) : clock.settleMs;
  let rows = 0;
  let pages = 0;
  const progress: Progress = (e) => {
    if (e.event === 'page') pages++;
    if (e.event === 'committed') rows += e.rows;
    run.progress(e);
  };
  let state = await openState(folder, {
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
  await removeStaleStaging(folder, state.pending);
  await removeTemporaries(folder);
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
      assumedOffsetMs: clock.offsetMs,
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

  try {
    if (state.pending) {
      const window = { startDate: state.pending.startDate, endDate: state.pending.endDate };
      progress({ event: 'finishing', window });
      state = await fetchPending(state, window);
    }
    // The service's wall clock now, in the zone its rows carry (until they have said, the clock's own).
    const now = clock.now();
    const nowMs = serviceWallMs(now, state.offsetMinutes ?? clock.offsetMs(now) / 60_000);
    const range = { startMs: wallMsOf(plan.since), endMs: plan.end !== null ? wallMsOf(plan.end) : nowMs };
    if (range.endMs < range.startMs)
      throw new InputError(`--since ${plan.since} is after the service's now, ${spanRange(range).endDate}.`);
    const planned = planHistory({
      range,
      segments: storedSegmentsOf(state),
      traits: historyTraits(report),
      settleMs,
      fetch: options.refresh ? 'all' : 'unsettled',
    });
    progress({
      event: 'history',
      report: report.name,
      tenant: credentials.tenant,
      out: options.out,
      range: spanRange(range),
      kept: joined(planned.fromDevice).map(spanRange),
      toFetch: planned.toFetch.map(spanRange),
    });
    for (const span of planned.toFetch) {
      const window = spanRange(span);
      state = { ...state, pending: { ...window, askedAt: new Date(clock.now()).toISOString() } };
      await writeHistoryState(folder, state);
      state = await fetchPending(state, window);
    }
    progress({ event: 'done', rows, pages, calls: client.calls() });
  } finally {
    client.signOut();
  }
}
