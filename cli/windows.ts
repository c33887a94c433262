import { formatWallClock, parseServiceDate, wallMs } from '../src/core/dates';
import { windowsOf, type Span } from '../src/core/history';

export interface Window {
  startDate: string;
  endDate: string;
}

/** A span of the service's wall clock as the service's own dates. */
export const windowOf = (span: Span): Window => ({
  startDate: formatWallClock(span.startMs),
  endDate: formatWallClock(span.endMs),
});

/** The service's dates as a span of its wall clock; the dates are checked before they get here. */
export function spanOf(window: Window): Span {
  const start = parseServiceDate(window.startDate);
  const end = parseServiceDate(window.endDate);
  if (!start.ok || !end.ok) throw new Error('spanOf takes checked dates');
  return { startMs: wallMs(start.value), endMs: wallMs(end.value) };
}

/**
 * A range cut into consecutive windows of at most `maxDays` days (null: one window), by the history
 * planner's own cut (`windowsOf`): on wall-clock times, each ending one second before the next begins.
 */
export const splitRange = (startDate: string, endDate: string, maxDays: number | null): Window[] =>
  windowsOf(spanOf({ startDate, endDate }), maxDays).map(windowOf);

/** One service date as wall-clock ms. */
export const wallMsOf = (date: string): number => spanOf({ startDate: date, endDate: date }).startMs;

/** Wall-clock ms as the service's date. */
export const serviceDateOf = (ms: number): string => formatWallClock(ms);
