import { parseServiceDate, type ServiceRange } from './service-date';
import { formatWallClock, wallMs, type WallClock } from './wall-clock';

/** The period a range is compared with: the same length just before it, or the same dates a year before. */
export type CompareWith = 'previous' | 'lastYear';

/** The same wall-clock date and time a year before; 29 February is 28 February then. */
function yearBefore(w: WallClock): WallClock {
  const lastDay = new Date(Date.UTC(w.year - 1, w.month, 0)).getUTCDate();
  return { ...w, year: w.year - 1, day: Math.min(w.day, lastDay) };
}

/**
 * The other period of a comparison, in the service's `yyyy-MM-dd HH:mm:ss`: 'previous' is as long as the
 * range (its end is the second before the range starts; a range's end second is part of it), 'lastYear'
 * is the same wall-clock dates a year before. On wall-clock times, so a daylight-saving change in between
 * moves neither end. Null when the range does not read.
 */
export function comparedPeriod(startDate: string, endDate: string, mode: CompareWith): ServiceRange | null {
  const start = parseServiceDate(startDate);
  const end = parseServiceDate(endDate);
  if (!start.ok || !end.ok) return null;
  if (mode === 'lastYear')
    return {
      startDate: formatWallClock(yearBefore(start.value)),
      endDate: formatWallClock(yearBefore(end.value)),
    };
  const s = wallMs(start.value);
  const length = wallMs(end.value) - s + 1_000;
  return {
    startDate: formatWallClock(s - length),
    endDate: formatWallClock(s - 1_000),
  };
}
