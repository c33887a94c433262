/**
 * A wall-clock time with no zone: what the service's `yyyy-MM-dd HH:mm:ss` means. Arithmetic on it goes
 * through Date.UTC, so a daylight-saving change in the user's zone never moves a limit.
 */
export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export const DAY_MS = 86_400_000;

/** Milliseconds of the wall clock read as if it were UTC: only differences between two are meaningful. */
export const wallMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Inverse of `wallMs`. */
export function fromWallMs(ms: number): WallClock {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The local wall clock of an instant (the user's zone). */
export const wallClockOf = (d: Date): WallClock => ({
  year: d.getFullYear(),
  month: d.getMonth() + 1,
  day: d.getDate(),
  hour: d.getHours(),
  minute: d.getMinutes(),
  second: d.getSeconds(),
});

/** The local instant showing this wall clock (a time skipped by daylight saving moves forward). */
export const localDateOf = (w: WallClock) => new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The one writer of the grid's date text and the service's dates, `yyyy-MM-dd HH:mm:ss`, of a wall clock
 * given as fields or as ms read as UTC digits (`wallMs`); `sep` is `T` where a column writes its dates so.
 * A prefix of it (`.slice(0, 13)`) names a day or an hour in the same shape.
 */
export function formatWallClock(w: WallClock | number, sep: ' ' | 'T' = ' '): string {
  if (typeof w === 'number') {
    // UTC getters of one Date: no object of fields per call, as this writes every row a search indexes.
    const d = new Date(w);
    const year = d.getUTCFullYear();
    return `${year >= 1000 ? year : pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${sep}${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  }
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}${sep}${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The calendar day `days` after (or before) this one, at the given time of day. */
export const addDays = (w: WallClock, days: number, time?: Pick<WallClock, 'hour' | 'minute' | 'second'>) =>
  fromWallMs(
    Date.UTC(
      w.year,
      w.month - 1,
      w.day + days,
      time?.hour ?? w.hour,
      time?.minute ?? w.minute,
      time?.second ?? w.second,
    ),
  );
