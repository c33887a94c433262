import { formatWallClock, fromWallMs } from '../../src/core/dates';

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:[.,]\d+)?(Z|[+-]\d{2}:?\d{2})$/i;

export interface RowTime {
  /** The wall-clock second the date names, as written (before its offset): where the row is in a span. */
  wallMs: number;
  /** The offset it was written with: the service's zone at that instant. */
  offsetMs: number;
}

/**
 * Where a DIALOGS `date` (ISO 8601 with its offset, docs/service.md#dates) falls on the service's wall
 * clock; null when it is not such a date. The service's ranges take whole seconds, so the milliseconds
 * go: a row of 10:15:30.123 is in any range whose ends hold 10:15:30.
 */
export function rowTimeOf(date: unknown): RowTime | null {
  if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) return null;
  const m = ISO.exec(date.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zone = m[7] ?? 'Z';
  const digits = zone.replace(':', '');
  const offsetMinutes =
    zone.toUpperCase() === 'Z'
      ? 0
      : (digits.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  return { wallMs: Date.UTC(year, month - 1, day, hour, minute, second), offsetMs: offsetMinutes * 60_000 };
}

/** The day (`yyyy-MM-dd`) of a wall-clock time: the name of its partition. */
export const dayOf = (wallMs: number): string => formatWallClock(fromWallMs(wallMs)).slice(0, 10);

/** The first second of a day. */
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
