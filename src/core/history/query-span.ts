import { formatWallClock, parseServiceDate, wallMs } from '../dates';
import type { Span } from './intervals';

interface Ranged {
  startDate: string;
  endDate: string;
}

/** A query's range as a span of the service's wall clock, or null when its dates do not read. */
export function querySpan(query: Ranged): Span | null {
  const start = parseServiceDate(query.startDate);
  const end = parseServiceDate(query.endDate);
  if (!start.ok || !end.ok) return null;
  const span = { startMs: wallMs(start.value), endMs: wallMs(end.value) };
  return span.endMs < span.startMs ? null : span;
}

/** The same query over another span: its dates written as the service reads them. */
export const spanQuery = <Q extends Ranged>(query: Q, span: Span): Q => ({
  ...query,
  startDate: formatWallClock(span.startMs),
  endDate: formatWallClock(span.endMs),
});
