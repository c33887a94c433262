import { addDays, localDateOf, wallClockOf, wallMs, type WallClock } from '../../core/dates';

export type TimeOfDay = Pick<WallClock, 'hour' | 'minute' | 'second'>;

const secondsOf = (t: TimeOfDay) => t.hour * 3600 + t.minute * 60 + t.second;
const dayOnly = (w: WallClock): WallClock => ({ ...w, hour: 0, minute: 0, second: 0 });

/**
 * Days a calendar may still offer once the first day `anchor` is picked, so that the range, with the
 * times of day it will be sent with, stays within `maxDays` (wall clock, as checkRange counts): exactly
 * `maxDays` is allowed, so the far day is included when the last day's time is not later than the first's.
 * The picked day may become either end, hence a window on both sides.
 */
export function allowedDays(
  anchor: Date,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  maxDays: number,
): { first: Date; last: Date } {
  const day = dayOnly(wallClockOf(anchor));
  const reach = secondsOf(endTime) <= secondsOf(startTime) ? maxDays : maxDays - 1;
  return { first: localDateOf(addDays(day, -reach)), last: localDateOf(addDays(day, reach)) };
}

/** `date`'s calendar day at a time of day, as a wall clock. */
export const atTime = (date: Date, time: TimeOfDay): WallClock => ({
  ...dayOnly(wallClockOf(date)),
  ...time,
});

/** Whole days between two local dates' calendar days (b - a). */
export const daysBetween = (a: Date, b: Date) =>
  Math.round((wallMs(dayOnly(wallClockOf(b))) - wallMs(dayOnly(wallClockOf(a)))) / 86_400_000);
