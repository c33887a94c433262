import { formatWallClock, parseServiceDate, wallMs, type ServiceRange } from '../dates';
import type { Span } from './intervals';

/** A range of the service's dates (a query's, a window's) as a span of its wall clock; null when its dates do not read. */
export function querySpan(query: ServiceRange): Span | null {
  const start = parseServiceDate(query.startDate);
  const end = parseServiceDate(query.endDate);
  if (!start.ok || !end.ok) return null;
  const span = { startMs: wallMs(start.value), endMs: wallMs(end.value) };
  return span.endMs < span.startMs ? null : span;
}

/** A span as the service's dates: the inverse of querySpan (`{ ...query, ...spanRange(span) }` moves a query). */
export const spanRange = (span: Span): ServiceRange => ({
  startDate: formatWallClock(span.startMs),
  endDate: formatWallClock(span.endMs),
});
