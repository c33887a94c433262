import { DAY_MS } from '../dates';
import type { Span } from './intervals';
import { settledPart, type StoredSegment } from './plan';

export interface FetchEstimate {
  /** ExecuteReport calls: at least one a query, then one a page of the rows expected. */
  calls: number;
  rows: number;
}

/**
 * Rows per day the stored history shows (settled parts only, where the count is complete); null before any
 * history, when no estimate is honest.
 */
export function rowsPerDay(segments: readonly StoredSegment[], settleMs: number): number | null {
  let rows = 0;
  let ms = 0;
  for (const s of segments) {
    const settled = settledPart(s, settleMs);
    if (!settled) continue;
    const share = (settled.endMs - settled.startMs + 1000) / (s.endMs - s.startMs + 1000);
    rows += s.rows * share;
    ms += settled.endMs - settled.startMs + 1000;
  }
  return ms > 0 ? (rows / ms) * DAY_MS : null;
}

/**
 * What fetching `spans` should cost, at `perDay` rows a day and `pageSize` rows a page. No row is dated
 * after `visibleUntilMs` (the service's now less the settle time), so the part of a span after it is
 * priced at no rows, only its query's call.
 */
export function estimateFetch(
  spans: readonly Span[],
  perDay: number,
  pageSize: number,
  visibleUntilMs = Infinity,
): FetchEstimate {
  let calls = 0;
  let rows = 0;
  for (const span of spans) {
    const end = Math.min(span.endMs, visibleUntilMs);
    const expected = end < span.startMs ? 0 : (perDay * (end - span.startMs + 1000)) / DAY_MS;
    rows += expected;
    calls += Math.max(1, Math.ceil(expected / pageSize));
  }
  return { calls, rows: Math.round(rows) };
}
