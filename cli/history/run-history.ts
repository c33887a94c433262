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
import { openHistorySession, type HistoryRun, type HistorySession } from './history-session';
import { planFromTeam, stageTeamSpan, type SpanSource } from './team-spans';
import { storedSegmentsOf, writeHistoryState, type HistoryState } from '../../warehouse/history/state';

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
    const sources = await planFromTeam({
      teamHistory: target.environment.teamHistory === true,
      client: session.client,
      history: historyRefOf(run),
      toFetch: planned.toFetch,
      traits: historyTraits(report),
      settleMs,
      fetch: options.refresh ? 'all' : 'unsettled',
      signal: run.signal,
      progress,
    });
    for (const source of sources) state = await bringIn(run, session, folder, state, source);
    session.done();
  } finally {
    session.signOut();
  }
}

/** The history in the team's words: the tenant is the signed-in session's. */
const historyRefOf = ({ plan }: HistoryRun) => ({
  reportKey: plan.report.key,
  ...(plan.options.campaignId !== undefined && { campaignId: plan.options.campaignId }),
});

/**
 * One span put in the folder: read from the team's history (its segment's fetch time kept, so the settle
 * rule reads it as the team's server did), else fetched from the service; then committed as pending.
 */
async function bringIn(
  run: HistoryRun,
  session: HistorySession,
  folder: string,
  state: HistoryState,
  source: SpanSource,
): Promise<HistoryState> {
  const { target } = run;
  const window = spanRange(source.span);
  if (source.from === 'team') {
    const staged = await stageTeamSpan({
      ...session,
      folder,
      history: historyRefOf(run),
      source,
      signal: run.signal,
    });
    if (staged) {
      const offsetMin = source.segment.offsetMinutes ?? state.offsetMinutes;
      const offsetMs = offsetMin !== null ? offsetMin * 60_000 : target.clock.offsetMs(target.clock.now());
      const askedAt = new Date(source.segment.fetchedAtMs - offsetMs).toISOString();
      const next = { ...state, pending: { ...window, askedAt } };
      await writeHistoryState(folder, next);
      return session.commit(next);
    }
  }
  const next = { ...state, pending: { ...window, askedAt: new Date(target.clock.now()).toISOString() } };
  await writeHistoryState(folder, next);
  return session.fetchPending(next, window);
}
