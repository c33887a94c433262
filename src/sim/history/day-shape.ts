/**
 * The shape of a tenant's day, on its wall clock: a contact centre is quiet at night, busiest mid-morning
 * and mid-afternoon, lighter on Saturday and lightest on Sunday. The weights are relative; the weekday
 * factors average 1, so `perDay` of a report stays its rows per day over a week.
 */
const HOURLY = [
  0.15, 0.1, 0.08, 0.08, 0.1, 0.2, 0.5, 1.0, 1.6, 1.9, 2.0, 1.9, 1.4, 1.4, 1.8, 1.9, 1.8, 1.5, 1.1, 0.9, 0.7,
  0.5, 0.35, 0.25,
] as const;
const HOUR_MS = 3_600_000;
const TOTAL = HOURLY.reduce((a, b) => a + b, 0);
/** CUMULATIVE[h] is the share of the day's rows before hour h. */
const CUMULATIVE = HOURLY.reduce<number[]>((acc, w) => [...acc, (acc.at(-1) ?? 0) + w / TOTAL], [0]);

/** Sunday first, as Date.getUTCDay() counts. */
const WEEKDAY = [0.62, 1.12, 1.12, 1.12, 1.12, 1.08, 0.75] as const;

/** Relative volume of a wall-clock day (days since 1970-01-01, a Thursday). */
export const weekdayFactor = (day: number): number => WEEKDAY[(((day + 4) % 7) + 7) % 7] ?? 1;

/** Milliseconds into the day of the row whose place in the day's traffic is `u` in [0, 1). */
export function timeOfDayMs(u: number): number {
  let h = 0;
  while (h < 23 && (CUMULATIVE[h + 1] ?? 1) <= u) h++;
  const before = CUMULATIVE[h] ?? 0;
  const share = (HOURLY[h] ?? 1) / TOTAL;
  return Math.min(86_399_999, Math.floor(h * HOUR_MS + ((u - before) / share) * HOUR_MS));
}
