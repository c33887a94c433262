import { SERVICE_DATE_FORMAT, SERVICE_DATE_RE } from '../contract';
import { formatWallClock, localDateOf, wallClockOf, type WallClock } from './wall-clock';

export { SERVICE_DATE_FORMAT };
export const SERVICE_DATE_EXAMPLE = '2026-11-01 00:00:00';

/** Why a date was refused, for a page to word: `text` is the part at fault ("2026-02-30", "25:00:00"). */
export type DateProblem = { reason: 'empty' | 'format' } | { reason: 'day' | 'time'; text: string };

export type ParsedServiceDate =
  { ok: true; value: WallClock; date: Date } | { ok: false; message: string; problem: DateProblem };

/**
 * A range of the service's dates, both ends included, as a query sends it and the command line names a
 * window: the one range type (core/history/query-span.ts converts it to and from a span of wall-clock ms).
 */
export interface ServiceRange {
  /** `yyyy-MM-dd HH:mm:ss` on the service's wall clock. */
  startDate: string;
  endDate: string;
}

const FORMAT_MESSAGE = `Use ${SERVICE_DATE_FORMAT}, e.g. ${SERVICE_DATE_EXAMPLE}`;

/** The service's format, on the user's local wall clock. */
export const formatServiceDate = (d: Date) => formatWallClock(wallClockOf(d));

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Strict: the exact format and a real calendar date and time of day. Whitespace around a pasted value is
 * forgiven; anything else is refused with a message a person can act on.
 */
export function parseServiceDate(text: string): ParsedServiceDate {
  const trimmed = text.trim();
  const m = SERVICE_DATE_RE.exec(trimmed);
  if (!m)
    return trimmed === ''
      ? { ok: false, message: `Enter a date. ${FORMAT_MESSAGE}`, problem: { reason: 'empty' } }
      : { ok: false, message: FORMAT_MESSAGE, problem: { reason: 'format' } };
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const dayText = trimmed.slice(0, 10);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, message: `${dayText} is not a date`, problem: { reason: 'day', text: dayText } };
  }
  if (hour > 23 || minute > 59 || second > 59) {
    const text = trimmed.slice(11);
    return {
      ok: false,
      message: `${text} is not a time of day (00:00:00 to 23:59:59)`,
      problem: { reason: 'time', text },
    };
  }
  const value: WallClock = { year, month, day, hour, minute, second };
  return { ok: true, value, date: localDateOf(value) };
}
