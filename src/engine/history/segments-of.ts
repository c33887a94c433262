import { keptApart, querySpan, serviceWallMs, type StoredSegment } from '../../core/history';
import type { ListedRun, RunFacts, RunHeader, SegmentFacts } from '../../store/types';
import { historyKey } from './history-key';

/** A complete run of a history, as a segment. */
export interface HistoryRun {
  header: RunHeader;
  facts: RunFacts;
  segment: SegmentFacts;
}

/** How long before a run's `startedAt` (its first page stored) the service may have read it at. */
const ANSWER_MARGIN_MS = 60_000;

/**
 * A run's segment: as stored, or, for a complete run stored before histories, its query's range asked at
 * its start (`startedAt`, less a margin for the call; on the earliest clock, since no row said the
 * service's offset then).
 */
export function segmentOf(facts: RunFacts): SegmentFacts | null {
  if (facts.segment) return facts.segment;
  const span = querySpan(facts.query);
  if (!span) return null;
  const asked = facts.askedAt ?? facts.startedAt - ANSWER_MARGIN_MS;
  const fetchedAtMs = serviceWallMs(asked, facts.serviceOffsetMin) - 1000;
  return { spans: [{ ...span, rows: facts.rows }], fetchedAtMs };
}

/** Every page of it stored, and the last one said no more follow. */
const isWhole = (facts: RunFacts) => facts.state === 'complete' && facts.keeping;

/** The complete runs of the history `key` in a vault's list (runs of other keys are locked, never in it). */
export function historyRuns(runs: readonly ListedRun[], key: string): HistoryRun[] {
  const found: HistoryRun[] = [];
  for (const run of runs) {
    if (run.locked || !isWhole(run.facts)) continue;
    if (historyKey(run.facts.environment, run.facts.query) !== key) continue;
    const segment = segmentOf(run.facts);
    if (segment) found.push({ header: run.header, facts: run.facts, segment });
  }
  return found;
}

/** A segment's id names its run and which of the run's spans it is. */
export const segmentId = (runId: string, span: number) => `${runId}#${span}`;
export const runOfSegment = (id: string) => id.slice(0, id.indexOf('#'));

/** The runs' spans as the planner's segments, each run's own (as stored, not yet kept apart). */
export const segmentsOf = (runs: readonly HistoryRun[]): StoredSegment[] =>
  runs.flatMap(({ header, segment }) =>
    segment.spans.map((span, i) => ({
      id: segmentId(header.id, i),
      ...span,
      fetchedAtMs: segment.fetchedAtMs,
    })),
  );

/** The history's segments as the planner reads them: never two over the same second. */
export const plannedSegments = (runs: readonly HistoryRun[], datedRows: boolean) =>
  keptApart(segmentsOf(runs), datedRows);
