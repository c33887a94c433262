/**
 * The one reader of a date inside a row (docs/service.md#dates): ISO 8601 as the service writes it,
 * `2026-03-31T00:00:26.609-05:00`, and what the standard lets it leave out or spell otherwise. The grid
 * sorts by it, the history places a row by it, the conversations show its offset, the Summary buckets its
 * wall clock and the command line orders a day's file by it: one grammar, so a row one of them reads is
 * never one another drops.
 *
 * Grammar, after any surrounding white space: `yyyy-MM-dd`, then optionally `T` (or `t`, or a space)
 * `HH:mm`, optionally `:ss`, optionally a fraction (`.` or `,`, any digits, the first three are the
 * milliseconds), then optionally `Z` (`z`) or an offset `±hh`, `±hhmm`, `±hh:mm`. Fields out of range
 * (hour 24, minute 60, offset ±24:00 or more) do not read; a day 29-31 rolls over in a shorter month, as
 * Date.parse and Date.UTC do.
 *
 * Read character by character into a scratch array: measured faster than Date.parse, most of the time
 * being spent reading the characters of strings spread over the heap (docs/measurements.md#why-measured).
 */

const DAY_MS = 86_400_000;

/** The last text read: its wall clock (ms read as UTC digits, with its milliseconds) and offset. */
const WALL = 0;
/** Offset from UTC in minutes; NaN when the text has none (a wall clock of no stated zone). */
const OFFSET = 1;
const fields = new Float64Array(2);

/** The number written at s[at..at+n), or -1 when one of those characters is not a digit (or not there). */
export function digits(s: string, at: number, n: number): number {
  let v = 0;
  for (let k = at; k < at + n; k++) {
    const d = s.charCodeAt(k) - 48;
    if (!(d >= 0 && d <= 9)) return -1; // NaN past the end
    v = v * 10 + d;
  }
  return v;
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date of year 0-9999 (H. Hinnant's days_from_civil); day
 * may overflow. In int32 steps and without a branch: a branch or a rounding first met when the rows reach
 * January (or an earlier era) cost a deoptimisation, and a slow page, in the middle of a run.
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  // January and February count in the year before; one era later, so every quotient is of a positive.
  const y = year - (((14 - month) / 12) | 0) + 400;
  const era = (y / 400) | 0;
  const yoe = y - era * 400;
  const doy = (((153 * ((month + 9) % 12) + 2) / 5) | 0) + day - 1;
  const doe = yoe * 365 + ((yoe / 4) | 0) - ((yoe / 100) | 0) + doy;
  return (era - 1) * 146_097 + doe - 719_468;
}

/** Reads `s` into `fields`; false when it is not a date of the grammar above. */
function readDate(s: string): boolean {
  if (readText(s)) return true;
  // White space around is looked for only once a text does not read: the service's own shape never pays.
  const trimmed = s.trim();
  return trimmed.length < s.length && readText(trimmed);
}

/** readDate of a text without white space around it. */
function readText(s: string): boolean {
  const end = s.length;
  if (end < 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return false;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31) return false;
  let wall = daysFromCivil(year, month, day) * DAY_MS;
  let offset = NaN;
  if (end > 10) {
    // The time of day at its fixed places, with the date in one function: V8 keeps it all in registers.
    const sep = s.charCodeAt(10);
    if ((sep !== 84 && sep !== 116 && sep !== 32) || end < 16 || s.charCodeAt(13) !== 58) return false;
    const hour = digits(s, 11, 2);
    const minute = digits(s, 14, 2);
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return false;
    wall += hour * 3_600_000 + minute * 60_000;
    let at = 16;
    if (s.charCodeAt(16) === 58) {
      const second = digits(s, 17, 2);
      if (second < 0 || second > 59) return false;
      wall += second * 1000;
      at = 19;
      const mark = s.charCodeAt(19);
      if (mark === 46 || mark === 44) {
        // Each character read once (they cost more than the arithmetic on them).
        let n = 0;
        let ms = 0;
        let d = digits(s, 20, 1);
        while (d >= 0) {
          if (n < 3) ms = ms * 10 + d;
          n++;
          d = digits(s, 20 + n, 1);
        }
        if (n === 0) return false;
        wall += n === 1 ? ms * 100 : n === 2 ? ms * 10 : ms;
        at = 20 + n;
      }
    }
    if (at < end) {
      offset = offsetAt(s, at, end);
      if (offset !== offset) return false;
    }
  }
  fields[WALL] = wall;
  fields[OFFSET] = offset;
  return true;
}

/** The offset from s[at] to `end` in minutes: `Z`, `±hh`, `±hhmm` or `±hh:mm`; NaN when it is none of them. */
function offsetAt(s: string, at: number, end: number): number {
  const sign = s.charCodeAt(at);
  if (sign === 90 || sign === 122) return at + 1 === end ? 0 : NaN;
  if (sign !== 43 && sign !== 45) return NaN;
  const length = end - at;
  const colon = length === 6 && s.charCodeAt(at + 3) === 58;
  if (length !== 3 && length !== 5 && !colon) return NaN;
  const oh = digits(s, at + 1, 2);
  const om = length === 3 ? 0 : digits(s, at + (colon ? 4 : 3), 2);
  if (oh < 0 || oh > 23 || om < 0 || om > 59) return NaN;
  return (sign === 45 ? -1 : 1) * (oh * 60 + om);
}

/**
 * Milliseconds since the epoch of a row's date, for sorting and bucketing a date column. A text without an
 * offset (or outside the grammar) is Date.parse's: a bare wall clock is then the reader's own zone.
 */
export function rowInstant(s: string): number {
  if (!readDate(s)) return Date.parse(s);
  const offset = fields[OFFSET] ?? NaN;
  return offset === offset ? (fields[WALL] ?? NaN) - offset * 60_000 : Date.parse(s);
}

/**
 * rowInstant(s) written to out[i]. A hot loop's way to it: a number returned from a call V8 does not
 * inline is a fresh heap object, and a page's worth of them sets off a young-generation collection.
 */
export function rowInstantInto(s: string, out: Float64Array, i: number) {
  const offset = readDate(s) ? (fields[OFFSET] ?? NaN) : NaN;
  out[i] = offset === offset ? (fields[WALL] ?? NaN) - offset * 60_000 : Date.parse(s);
}

/** A row's date placed on the service's clock, as its offset says. */
export interface RowDate {
  /** The service's wall clock (whole seconds, ms read as UTC digits): what the date says, without its offset. */
  wallMs: number;
  /** Its offset from UTC, in minutes: the service's clock as its rows carry it. */
  offsetMin: number;
  /** The instant, ms since the epoch (the grid's `rowInstant`). */
  instantMs: number;
}

/**
 * A row's date, or null when it is not a date with an offset. The wall clock keeps whole seconds: the
 * service's ranges end on a whole second, and a row at 23:59:59.500 belongs to the range ending 23:59:59.
 */
export function parseRowDate(value: unknown): RowDate | null {
  if (typeof value !== 'string' || !readDate(value)) return null;
  const offsetMin = fields[OFFSET] ?? NaN;
  if (offsetMin !== offsetMin) return null;
  const wall = fields[WALL] ?? NaN;
  return { wallMs: Math.floor(wall / 1000) * 1000, offsetMin, instantMs: wall - offsetMin * 60_000 };
}

/**
 * The wall clock a date text shows (ms read as UTC digits, whole seconds), whatever its offset: what the
 * Summary buckets. NaN when the text does not read.
 */
export function rowWall(s: string): number {
  return readDate(s) ? Math.floor((fields[WALL] ?? NaN) / 1000) * 1000 : NaN;
}

/** The offset a date text is written with, in minutes; null when it has none or does not read. */
export function rowOffsetMin(s: string): number | null {
  if (!readDate(s)) return null;
  const offset = fields[OFFSET] ?? NaN;
  return offset === offset ? offset : null;
}
