import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ServiceError } from '../../src/api/errors';
import {
  historyTraits,
  joined,
  planHistory,
  serviceWallMs,
  settleMsOf,
  spanRange,
} from '../../src/core/history';
import { createFileLockManager } from '../file-locks';
import { InputError } from '../input-error';
import { historyFolder } from '../../warehouse/layout';
import { wallMsOf } from '../../warehouse/spans';
import { refuseRangeFolders } from './folder';
import { openHistorySession, type HistoryRun } from './history-session';
import { storedSegmentsOf, writeHistoryState } from '../../warehouse/history/state';

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
  const { plan, target, credentials } = run;
  const { report, options } = plan;
  const { clock } = target;
  const settleMs = options.settleMinutes !== undefined ? settleMsOf(options.settleMinutes) : clock.settleMs;
  const session = await openHistorySession(run, folder);
  const { progress, fetchPending } = session;
  let { state } = session;

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
    session.done();
  } finally {
    session.signOut();
  }
}
