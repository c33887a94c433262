const ISO = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:[.,]\d+)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** The UTC offset written in an ISO 8601 date ("-03:00", "+00:00" for Z), or null when there is none. */
export function offsetOf(date: string): string | null {
  const m = ISO.exec(date.trim());
  const zone = m?.[3];
  if (zone === undefined) return null;
  if (zone.toUpperCase() === 'Z') return '+00:00';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

/**
 * The message time as the service wrote it, on its own offset ("2026-03-01 10:15:30 -03:00"): an export
 * must not depend on the zone of the person who made it. Unreadable dates are returned unchanged.
 */
export function timeWithOffset(date: string): string {
  const m = ISO.exec(date.trim());
  if (!m) return date;
  const time = m[2]?.length === 5 ? `${m[2]}:00` : (m[2] ?? '');
  return `${m[1] ?? ''} ${time} ${offsetOf(date) ?? ''}`;
}
