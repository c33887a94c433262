import { reportByKey } from '../../core/catalog/catalog';
import { historyTraits, subtract, type Span } from '../../core/history';
import type { HistoryChange, ListedRun } from '../../store/types';
import { historyRuns } from './segments-of';

/**
 * What deleting `span` of the history `key` changes (all of it when null): runs wholly inside go with
 * their pages; a dated report's run that keeps days on either side keeps them (its rows outside are
 * dropped on reading); a run of a report without dates that the span touches goes whole.
 */
export function deletionOf(listed: readonly ListedRun[], key: string, span: Span | null): HistoryChange {
  const change: HistoryChange = { rewrite: [], remove: [] };
  for (const run of historyRuns(listed, key)) {
    const { datedRows } = historyTraits(reportByKey(run.facts.query.reportKey));
    const spans = span
      ? run.segment.spans.flatMap((s) => {
          const whole = s.endMs - s.startMs + 1000;
          return subtract(s, [span]).map((left) => ({
            ...left,
            rows: Math.round((s.rows * (left.endMs - left.startMs + 1000)) / whole),
          }));
        })
      : [];
    const untouched =
      spans.length === run.segment.spans.length &&
      spans.every(
        (s, i) => s.startMs === run.segment.spans[i]?.startMs && s.endMs === run.segment.spans[i]?.endMs,
      );
    if (untouched) continue;
    if (spans.length === 0 || !datedRows) change.remove.push(run.header.id);
    else
      change.rewrite.push({
        runId: run.header.id,
        facts: { ...run.facts, segment: { ...run.segment, spans } },
      });
  }
  return change;
}
