import type { ZoneOffset } from '../analytics/time-buckets';
import { daysFromCivil, digits } from '../table/iso-instant';

const DAY_MS = 86_400_000;
const SLOT_MS = 900_000;
/** Slots of the offset cache: consecutive quarter hours of nearly two years never share one. */
const SLOTS = 1 << 16;

/**
 * An instant's wall clock in a zone, as ms read as UTC digits. The zone's offset is asked once per UTC
 * quarter hour and kept in typed arrays (as WallHours in src/core/analytics/time-buckets.ts does per hour):
 * a Date per row would cost most of an encoding pass. Quarter hours, not hours, because some zones change
 * their offset on the half hour (Lord Howe's daylight saving starts at 15:30 UTC).
 */
export class ZoneWall {
  private readonly slots = new Float64Array(SLOTS).fill(NaN);
  private readonly shifts = new Float64Array(SLOTS);

  constructor(private readonly offset: ZoneOffset) {}

  of(ms: number): number {
    const q = Math.floor(ms / SLOT_MS);
    const slot = q & (SLOTS - 1);
    if (this.slots[slot] !== q) {
      this.slots[slot] = q;
      this.shifts[slot] = this.offset(q * SLOT_MS);
    }
    return ms + (this.shifts[slot] ?? 0);
  }
}

/**
 * The wall clock a date text shows, as ms read as UTC digits: `yyyy-MM-dd`, then optionally ` HH:mm` or
 * `THH:mm`, `:ss`; whatever follows (a fraction, an offset, `Z`) is not read: the text shows the clock as written,
 * and no bucket is finer than an hour. NaN when the text does not start so.
 */
export function textWall(s: string): number {
  if (s.length < 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return NaN;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31) return NaN;
  let ms = daysFromCivil(year, month, day) * DAY_MS;
  if (s.length < 16) return s.length === 10 ? ms : NaN;
  const sep = s.charCodeAt(10);
  if ((sep !== 32 && sep !== 84) || s.charCodeAt(13) !== 58) return NaN;
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return NaN;
  ms += hour * 3_600_000 + minute * 60_000;
  if (s.length >= 19 && s.charCodeAt(16) === 58) {
    const second = digits(s, 17, 2);
    if (second < 0 || second > 59) return NaN;
    ms += second * 1000;
  }
  return ms;
}

/** `yyyy-MM-dd`, optionally with a time (` ` or `T`), seconds, a fraction and an offset or `Z`. */
export const DATE_TEXT =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
