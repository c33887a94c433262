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
  type Span,
} from '../../core/history';
import type { ListedRun } from '../../store/types';
import { sameQuery } from '../../api/same-query';
import { historyKey } from './history-key';
import { historyRuns, plannedSegments, runOfSegment, type HistoryRun } from './segments-of';

/** One leg of a view: a stored run's pages read from the device, or one query fetched from the service. */
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
  /** Device legs first, in order of time, then the windows to fetch, in order of time. */
  legs: ViewLeg[];
  /** Wall-clock milliseconds of the range, and of the part read from the device. */
  rangeMs: number;
  deviceMs: number;
  /** What fetching should cost; null before any history, when no estimate is honest. */
  estimate: FetchEstimate | null;
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
}

/** The page size calls are priced with: the legacy `size`, or the largest page the history has seen. */
function pageSizeOf(query: ReportQuery, runs: readonly HistoryRun[]) {
  if (query.size !== undefined) return query.size;
  const seen = Math.max(
    0,
    ...runs.map((r) => r.facts.pageRows ?? Math.ceil(r.facts.rows / Math.max(1, r.facts.pagesDone))),
  );
  return seen > 0 ? seen : null;
}

/** The service's wall clock now, as the history last saw it: its offset, and its lead over this device. */
function serviceNow(runs: readonly HistoryRun[], now: number) {
  const latest = [...runs].sort((a, b) => b.segment.fetchedAtMs - a.segment.fetchedAtMs)[0];
  const behind = latest?.facts.clockBehindMs ?? 0;
  const ahead = latest?.facts.clockAheadMs ?? 0;
  return {
    nowMs: serviceWallMs(now + behind - ahead, latest?.facts.serviceOffsetMin),
    behind: behind || null,
    ahead: ahead || null,
  };
}

const length = (s: Span) => s.endMs - s.startMs + 1000;

/** The plan of a view of `query`: what the device answers, what is fetched, and what that should cost. */
export function planView(input: PlanInput): ViewPlan | null {
  const { query, settleMs } = input;
  const range = querySpan(query);
  if (!range) return null;
  const traits = historyTraits(input.report);
  const runs = historyRuns(input.runs, historyKey(input.environment, query));
  const segments = plannedSegments(runs, traits.datedRows);
  const fetch = input.fetch ?? 'unsettled';
  const plan = planHistory({ range, segments, traits, settleMs, fetch });
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
      within: all || !traits.datedRows ? null : part,
    });
  }
  const perDay = rowsPerDay(segments, settleMs);
  const pageSize = pageSizeOf(query, runs);
  const { nowMs, behind, ahead } = serviceNow(runs, input.now);
  const priced = (spans: Span[]) =>
    perDay === null || pageSize === null ? null : estimateFetch(spans, perDay, pageSize, nowMs - settleMs);
  for (const span of plan.toFetch)
    legs.push({
      kind: 'fetch',
      query: { ...query, ...spanRange(span) },
      span,
      expectedPages: priced([span])?.calls ?? 1,
    });
  const identical =
    plan.toFetch.length === 0
      ? (runs.find(
          (r) =>
            sameQuery(r.facts.query, query) &&
            r.segment.spans.length === 1 &&
            r.segment.spans[0]?.startMs === range.startMs &&
            r.segment.spans[0].endMs === range.endMs &&
            legs.length === 1,
        )?.header.id ?? null)
      : null;
  return {
    query,
    fetch,
    legs,
    rangeMs: length(plan.covers),
    deviceMs: plan.fromDevice.reduce((sum, p) => sum + length(p), 0),
    estimate: priced(plan.toFetch),
    identical,
    clockBehindMs: behind,
    clockAheadMs: ahead,
  };
}
