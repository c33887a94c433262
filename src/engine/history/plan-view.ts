import type { ReportQuery } from '../../api/types';
import type { Report } from '../../core/catalog/catalog';
import {
  estimateFetch,
  historyTraits,
  planHistory,
  querySpan,
  rowsPerDay,
  serviceWallMs,
  spanRange,
  type FetchEstimate,
  type HistoryPlan,
  type Span,
  type StoredSegment,
} from '../../core/history';
import { formatWallClock } from '../../core/dates';
import type { ListedRun } from '../../store/types';
import { sameQuery } from '../../api/same-query';
import { historyKey } from './history-key';
import { historyRuns, plannedSegments, runOfSegment, type HistoryRun } from './segments-of';
import type { TeamHeld } from './team-held';

export type { TeamHeld } from './team-held';

/**
 * One leg of a view: a stored run's pages read from the device, a span's rows read from the team's
 * server, or one query fetched from the service.
 */
export type ViewLeg =
  | {
      kind: 'device';
      runId: string;
      /** The span this leg answers for. */
      span: Span;
      /** Pages the run holds. */
      pages: number;
      /** Rows outside this span are dropped as the pages are read; null when the run holds no others. */
      within: Span | null;
    }
  | {
      kind: 'team';
      /** The view's query over this span: what the leg is stored as, and fetched as if the server fails. */
      query: ReportQuery;
      span: Span;
      /** The held segment's `fetchedAt`, as the server names it (its rows are asked with it). */
      fetchedAt: string;
      /** Its rows, by the segment's share, and the pages they should take. */
      rows: number;
      expectedPages: number;
    }
  | {
      kind: 'fetch';
      /** The query sent: the view's, over this window (within the report's range limit). */
      query: ReportQuery;
      span: Span;
      /** Pages the estimate expects (1 before any history). */
      expectedPages: number;
    };

/** How a requested range will be answered, before any call (docs/architecture.md#the-tenants-history). */
export interface ViewPlan {
  query: ReportQuery;
  fetch: 'unsettled' | 'all';
  /** Device legs first, then the team's, then the windows to fetch, each in order of time. */
  legs: ViewLeg[];
  /** Wall-clock milliseconds of the range, of the part read from the device, and from the team's server. */
  rangeMs: number;
  deviceMs: number;
  teamMs: number;
  /** Whether the team's server was asked, and what came of it. */
  team: TeamHeld['state'];
  /** What fetching should cost; null before any history, when no estimate is honest. */
  estimate: FetchEstimate | null;
  /** The kilobytes fetching should take, from the history's own bytes a row; null while no row says. */
  kilobytes: number | null;
  /**
   * A complete stored run of exactly this query that still holds its whole range, when nothing is to be
   * fetched: the user is asked whether to open it or fetch again.
   */
  identical: string | null;
  /** The history's rows were dated this far after the device's clock (it is behind the service's). */
  clockBehindMs: number | null;
  /** The service dated its answers this far before the device's clock (it is ahead of the service's). */
  clockAheadMs: number | null;
}

export interface PlanInput {
  runs: readonly ListedRun[];
  environment: string;
  query: ReportQuery;
  report: Pick<Report, 'key' | 'maxRangeDays' | 'family'>;
  settleMs: number;
  /** The device's clock. */
  now: number;
  fetch?: 'unsettled' | 'all';
  /** What the team's server holds of the history (none when not asked). */
  team?: TeamHeld;
}

/** Rows a page of the team's server is expected to hold, until its first page says how many pages. */
export const TEAM_PAGE_ROWS = 5_000;

/**
 * The page size calls are priced with: the legacy `size`, or the largest page the history has seen of the
 * service (a run read from the team's server has the server's pages, not the service's).
 */
function pageSizeOf(query: ReportQuery, runs: readonly HistoryRun[]) {
  if (query.size !== undefined) return query.size;
  const seen = Math.max(
    0,
    ...runs
      .filter((r) => r.facts.teamFetchedAtMs === undefined)
      .map((r) => r.facts.pageRows ?? Math.ceil(r.facts.rows / Math.max(1, r.facts.pagesDone))),
  );
  return seen > 0 ? seen : null;
}

/** The service's wall clock now, as the history last saw it: its offset, and its lead over this device. */
function serviceNow(runs: readonly HistoryRun[], now: number, teamOffset: number | null) {
  const latest = [...runs].sort((a, b) => b.segment.fetchedAtMs - a.segment.fetchedAtMs)[0];
  const behind = latest?.facts.clockBehindMs ?? 0;
  const ahead = latest?.facts.clockAheadMs ?? 0;
  return {
    nowMs: serviceWallMs(now + behind - ahead, latest?.facts.serviceOffsetMin ?? teamOffset ?? undefined),
    behind: behind || null,
    ahead: ahead || null,
  };
}

/** Bytes a row weighed in the service's JSON, as the history's runs and the team's segments say; null before any row. */
function bytesPerRow(runs: readonly HistoryRun[], team: TeamHeld) {
  let rows = 0;
  let bytes = 0;
  for (const { facts } of runs) {
    rows += facts.rows;
    bytes += facts.serviceBytes;
  }
  if (team.state === 'held')
    for (const s of team.segments) {
      rows += s.rows;
      bytes += s.bytes;
    }
  return rows > 0 && bytes > 0 ? bytes / rows : null;
}

const length = (s: Span) => s.endMs - s.startMs + 1000;

/** The device's legs of a plan: each part of a stored run, cut to its span where it holds more. */
function deviceLegs(plan: HistoryPlan, runs: readonly HistoryRun[], datedRows: boolean): ViewLeg[] {
  const runOf = new Map(runs.map((r) => [r.header.id, r]));
  const legs: ViewLeg[] = [];
  for (const part of plan.fromDevice) {
    const run = runOf.get(runOfSegment(part.segmentId));
    const whole = run && querySpan(run.facts.query);
    if (!run || !whole) continue;
    const all = part.startMs <= whole.startMs && part.endMs >= whole.endMs;
    legs.push({
      kind: 'device',
      runId: run.header.id,
      span: part,
      pages: run.header.storedPages,
      within: all || !datedRows ? null : part,
    });
  }
  return legs;
}

/** The team's legs of a plan: each part of a held segment, read with the segment's `fetchedAt`. */
const teamLegs = (plan: HistoryPlan, query: ReportQuery): ViewLeg[] =>
  plan.fromTeam.map((part): ViewLeg => ({
    kind: 'team',
    query: { ...query, ...spanRange(part) },
    span: { startMs: part.startMs, endMs: part.endMs },
    fetchedAt: formatWallClock(part.fetchedAtMs),
    rows: part.rows,
    expectedPages: Math.max(1, Math.ceil(part.rows / TEAM_PAGE_ROWS)),
  }));

/** A complete stored run of exactly `query` over its whole range, when the plan reads it alone. */
function identicalRun(
  runs: readonly HistoryRun[],
  query: ReportQuery,
  range: Span,
  legs: readonly ViewLeg[],
) {
  if (legs.length !== 1 || legs[0]?.kind !== 'device') return null;
  const run = runs.find(
    (r) =>
      sameQuery(r.facts.query, query) &&
      r.segment.spans.length === 1 &&
      r.segment.spans[0]?.startMs === range.startMs &&
      r.segment.spans[0].endMs === range.endMs,
  );
  return run?.header.id ?? null;
}

/**
 * The plan of a view of `query`, cheapest first: what the device answers, what the team's server holds of
 * the rest, what is fetched, and what that should cost.
 */
export function planView(input: PlanInput): ViewPlan | null {
  const { query, settleMs } = input;
  const range = querySpan(query);
  if (!range) return null;
  const traits = historyTraits(input.report);
  const runs = historyRuns(input.runs, historyKey(input.environment, query));
  const segments = plannedSegments(runs, traits.datedRows);
  const fetch = input.fetch ?? 'unsettled';
  const team = input.team ?? { state: 'none' };
  const held = team.state === 'held' ? team.segments : [];
  const plan = planHistory({ range, segments, traits, settleMs, fetch, team: held });
  const legs = [...deviceLegs(plan, runs, traits.datedRows), ...teamLegs(plan, query)];
  // Rows a day from everything held that had settled, the team's segments too.
  const known: StoredSegment[] = [...segments, ...held.map((s, i) => ({ ...s, id: `team#${i}` }))];
  const perDay = rowsPerDay(known, settleMs);
  const pageSize = pageSizeOf(query, runs);
  const { nowMs, behind, ahead } = serviceNow(runs, input.now, team.state === 'held' ? team.offsetMin : null);
  const priced = (spans: Span[]) =>
    perDay === null || pageSize === null ? null : estimateFetch(spans, perDay, pageSize, nowMs - settleMs);
  for (const span of plan.toFetch)
    legs.push({
      kind: 'fetch',
      query: { ...query, ...spanRange(span) },
      span,
      expectedPages: priced([span])?.calls ?? 1,
    });
  const estimate = priced(plan.toFetch);
  const perRow = bytesPerRow(runs, team);
  return {
    query,
    fetch,
    legs,
    rangeMs: length(plan.covers),
    deviceMs: plan.fromDevice.reduce((sum, p) => sum + length(p), 0),
    teamMs: plan.fromTeam.reduce((sum, p) => sum + length(p), 0),
    team: team.state,
    estimate,
    kilobytes: estimate && perRow !== null ? (estimate.rows * perRow) / 1024 : null,
    identical: identicalRun(runs, query, range, legs),
    clockBehindMs: behind,
    clockAheadMs: ahead,
  };
}
