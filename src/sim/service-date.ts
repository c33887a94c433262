import { SERVICE_DATE_RE } from '../core/contract';

/**
 * The service's `yyyy-MM-dd HH:mm:ss`, strictly: exact shape and a real calendar date and time of day.
 * Returns wall-clock ms (read as if UTC: the service's dates carry no zone), or null.
 */
export function parseWallDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = SERVICE_DATE_RE.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March: a real date survives the round trip unchanged.
  const real =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    h <= 23 &&
    mi <= 59 &&
    s <= 59;
  return real ? ms : null;
}
