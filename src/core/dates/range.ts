import { parseServiceDate, type DateProblem } from './service-date';
import { addDays, DAY_MS, localDateOf, wallClockOf, wallMs } from './wall-clock';

export interface RangeProblem {
  field: 'start' | 'end';
  message: string;
  /** The same, for a page to word in its language. */
  problem: DateProblem | { reason: 'before' } | { reason: 'too-long'; maxRangeDays: number; days: number };
}

/**
 * Checks a range as typed. The limit is compared on WALL-CLOCK times (the service's dates carry no zone),
 * so exactly `maxRangeDays` days is allowed in every zone, across any daylight-saving change.
 * Only DIALOGS has a documented limit (docs/service.md#the-90-day-rule-of-dialogs), hence the default name.
 */
export function checkRange(
  start: string,
  end: string,
  maxRangeDays: number | null,
  reportName = 'DIALOGS',
): RangeProblem | null {
  const s = parseServiceDate(start);
  if (!s.ok) return { field: 'start', message: s.message, problem: s.problem };
  const e = parseServiceDate(end);
  if (!e.ok) return { field: 'end', message: e.message, problem: e.problem };
  const spanMs = wallMs(e.value) - wallMs(s.value);
  if (spanMs < 0) return { field: 'end', message: 'End is before start', problem: { reason: 'before' } };
  if (maxRangeDays !== null && spanMs > maxRangeDays * DAY_MS) {
    const days = Math.ceil(spanMs / DAY_MS);
    return {
      field: 'end',
      message: `${reportName} takes at most ${maxRangeDays} days; this range is ${days} days.`,
      problem: { reason: 'too-long', maxRangeDays, days },
    };
  }
  return null;
}

/**
 * The latest end a range starting at `start` (local) may have: the same wall-clock time `maxDays`
 * calendar days later. A calendar disables the days after it.
 */
export const clampEndForMax = (start: Date, maxDays: number): Date =>
  localDateOf(addDays(wallClockOf(start), maxDays));

/** `end`, or the latest allowed end when `end` goes past the limit. */
export function clampEnd(start: Date, end: Date, maxDays: number | null): Date {
  if (maxDays === null) return end;
  const latest = addDays(wallClockOf(start), maxDays);
  return wallMs(wallClockOf(end)) > wallMs(latest) ? localDateOf(latest) : end;
}
