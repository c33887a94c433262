import { parseServiceDate, wallMs, type ServiceRange } from '../src/core/dates';
import { querySpan, type Span } from '../src/core/history';

/** The service's dates as a span of its wall clock; the dates are checked before they get here. */
export function spanOf(range: ServiceRange): Span {
  const span = querySpan(range);
  if (!span) throw new Error('spanOf takes checked dates');
  return span;
}

/** One service date as wall-clock ms; the date is checked before it gets here. */
export function wallMsOf(date: string): number {
  const parsed = parseServiceDate(date);
  if (!parsed.ok) throw new Error('wallMsOf takes a checked date');
  return wallMs(parsed.value);
}
