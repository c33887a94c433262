import { formatWallClock } from '../dates/wall-clock';
import { rowOffsetMin, rowWall } from '../dates/row-date';

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC offset written in an ISO 8601 date ("-03:00", "+00:00" for Z), or null when there is none. */
export function offsetOf(date: string): string | null {
  const minutes = rowOffsetMin(date);
  if (minutes === null) return null;
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/**
 * The message time as the service wrote it, on its own offset ("2026-03-01 10:15:30 -03:00"): an export
 * must not depend on the zone of the person who made it. Unreadable dates are returned unchanged.
 */
export function timeWithOffset(date: string): string {
  const wall = rowWall(date);
  if (Number.isNaN(wall)) return date;
  const offset = offsetOf(date);
  return offset === null ? formatWallClock(wall) : `${formatWallClock(wall)} ${offset}`;
}
