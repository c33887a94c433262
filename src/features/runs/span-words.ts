import { formatWallClock } from '../../core/dates';
import type { Span } from '../../core/history';

const DAY_START = ' 00:00:00';
const DAY_END = ' 23:59:59';

/** A span of the service's clock as the range field would show it; whole days as their dates alone. */
export function spanWords(span: Span): string {
  const start = formatWallClock(span.startMs);
  const end = formatWallClock(span.endMs);
  return start.endsWith(DAY_START) && end.endsWith(DAY_END)
    ? `${start.slice(0, 10)} – ${end.slice(0, 10)}`
    : `${start} – ${end}`;
}
