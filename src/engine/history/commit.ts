import { afterFetch, querySpan, serviceWallMs } from '../../core/history';
import type { HistoryChange, RunFacts, SegmentSpan } from '../../store/types';
import { runOfSegment, segmentsOf, type HistoryRun } from './segments-of';

/**
 * A run that just completed, as a segment of its history: its facts with the segment, and what it
 * changes in the other runs of the history (afterFetch: what it covers is taken from them; a run left
 * with nothing, or a report's run without dated rows that it touches at all, is deleted). The store
 * writes both in the transaction of the run's last page (docs/architecture.md#the-tenants-history).
 */
export function committed(
  facts: RunFacts,
  others: readonly HistoryRun[],
  opts: { datedRows: boolean; settleMs: number; offsetMin: number | undefined },
): { facts: RunFacts; change: HistoryChange } | null {
  const span = querySpan(facts.query);
  if (!span) return null;
  const offset = facts.serviceOffsetMin ?? opts.offsetMin;
  // The service reads a run up to the instant its first page was asked; a row it gave, dated d, says that
  // instant was at least d plus the settle time, whatever this device's clock said. A device clock ahead
  // of the service's (its answers' dates said so) asked that much earlier on the service's clock: taken
  // at its word, the run's unsettled tail would count as settled and never be asked again. Rows are dated
  // to the millisecond and spans are whole seconds: a second counts as settled once all of it had, hence
  // the second less on each.
  // A run read from the team's server reads what the service had given when it was asked for the segment.
  const askedAt = (facts.askedAt ?? facts.startedAt) - (facts.clockAheadMs ?? 0);
  const asked = facts.teamFetchedAtMs ?? serviceWallMs(askedAt, offset) - 1000;
  const fetchedAtMs = Math.max(asked, (facts.newestRowMs ?? -Infinity) - 1000 + opts.settleMs);
  const mine = { id: '#new', ...span, fetchedAtMs, rows: facts.rows };
  const { kept, removed } = afterFetch(segmentsOf(others), mine);
  const touched = new Set(removed.map(runOfSegment));
  const change: HistoryChange = { rewrite: [], remove: [] };
  for (const run of others) {
    if (!touched.has(run.header.id)) continue;
    const spans: SegmentSpan[] = kept
      .filter((s) => runOfSegment(s.id) === run.header.id)
      .map(({ startMs, endMs, rows }) => ({ startMs, endMs, rows }));
    if (spans.length === 0 || !opts.datedRows) change.remove.push(run.header.id);
    else
      change.rewrite.push({
        runId: run.header.id,
        facts: { ...run.facts, segment: { ...run.segment, spans } },
      });
  }
  return {
    facts: {
      ...facts,
      serviceOffsetMin: offset,
      segment: { spans: [{ ...span, rows: facts.rows }], fetchedAtMs },
    },
    change,
  };
}
