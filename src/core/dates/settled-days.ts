import { comparedPeriod, type CompareWith } from './compared-period';
import { parseServiceDate } from './service-date';
import { formatWallClock, wallMs } from './wall-clock';

const DAY_MS = 86_400_000;

/**
 * The days of a comparison that have settled: this period's before `current`, the other's before `other`
 * (wall clocks of the grid's zone, ms read as UTC digits).
 */
export interface SettledDays {
  current: number;
  other: number;
}

/**
 * Where a DIALOGS run's days stop being settled: rows of the last hours still arrive
 * (docs/service.md#rows-arrive-late). It is the start of the day, on the grid's clock (this device's
 * zone, as the grid shows the rows' dates), that holds `now - settleMs`. The other period's bound is the
 * same place in it. Null when the run's range ends before that day (every day settled), or when its range
 * does not read.
 */
export function settledDays(
  range: { startDate: string; endDate: string },
  mode: CompareWith,
  settleMs: number,
  now: number,
): SettledDays | null {
  const start = parseServiceDate(range.startDate);
  const end = parseServiceDate(range.endDate);
  if (!start.ok || !end.ok) return null;
  const settledAt = now - settleMs;
  const wall = settledAt - new Date(settledAt).getTimezoneOffset() * 60_000;
  const day = Math.floor(wall / DAY_MS) * DAY_MS;
  if (wallMs(end.value) < day) return null;
  // The other period's bound: the same place in it (a range's length earlier, or the same date a year before).
  const length = wallMs(end.value) - wallMs(start.value) + 1_000;
  const dayText = formatWallClock(day);
  const yearBefore = comparedPeriod(dayText, dayText, 'lastYear');
  const lastYear = yearBefore ? parseServiceDate(yearBefore.startDate) : null;
  const other = mode === 'previous' ? day - length : lastYear?.ok ? wallMs(lastYear.value) : null;
  if (other === null) return null;
  return { current: day, other };
}
