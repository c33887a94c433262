import { joined, type Span } from '../../src/core/history';
import { storedSegmentsOf, type HistoryState } from '../../warehouse/history/state';
import { dayStartMs } from '../../warehouse/history/row-time';

const DAY_MS = 86_400_000;
/** A conversation begun before midnight ends after it: a day is whole once this much of the next is held. */
const PAST_MIDNIGHT_MS = 3_600_000;

/**
 * Of `days` (`yyyy-MM-dd`), those a history holds whole and settled, with the first hour after each: the
 * days whose figures will not change. A segment's rows are settled up to `settleMs` before it was fetched.
 */
export function settledDays(state: HistoryState, days: readonly string[], settleMs: number): string[] {
  const settled: Span[] = storedSegmentsOf(state)
    .map((s) => ({ startMs: s.startMs, endMs: Math.min(s.endMs, s.fetchedAtMs - settleMs) }))
    .filter((s) => s.startMs <= s.endMs)
    .sort((a, b) => a.startMs - b.startMs);
  const held = joined(settled);
  return days.filter((day) => {
    const start = dayStartMs(day);
    const end = start + DAY_MS + PAST_MIDNIGHT_MS - 1000;
    return held.some((s) => s.startMs <= start && end <= s.endMs);
  });
}
