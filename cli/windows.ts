import { DAY_MS, formatWallClock, fromWallMs, parseServiceDate, wallMs } from '../src/core/dates';

export interface Window {
  startDate: string;
  endDate: string;
}

/**
 * A range cut into consecutive windows of at most `maxDays` days (null: one window). The arithmetic is on
 * wall-clock times (the service's dates carry no zone), so a daylight-saving change never moves a seam.
 * Each window ends one second before the next begins: the service's dates are whole seconds and both
 * ends are inclusive, so no row falls in two windows or between them.
 */
export function splitRange(startDate: string, endDate: string, maxDays: number | null): Window[] {
  const start = parseServiceDate(startDate);
  const end = parseServiceDate(endDate);
  if (!start.ok || !end.ok) throw new Error('splitRange takes checked dates');
  const endMs = wallMs(end.value);
  if (maxDays === null)
    return [{ startDate: formatWallClock(start.value), endDate: formatWallClock(end.value) }];
  const windows: Window[] = [];
  for (let from = wallMs(start.value); from <= endMs;) {
    const to = Math.min(from + maxDays * DAY_MS - 1000, endMs);
    windows.push({ startDate: formatWallClock(fromWallMs(from)), endDate: formatWallClock(fromWallMs(to)) });
    from = to + 1000;
  }
  return windows;
}
