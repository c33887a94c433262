import type { ServiceRange } from '../src/core/dates';
import { spanRange, windowsOf } from '../src/core/history';
import { spanOf } from '../warehouse/spans';

/**
 * A range cut into consecutive windows of at most `maxDays` days (null: one window), by the history
 * planner's own cut (`windowsOf`): on wall-clock times, each ending one second before the next begins.
 */
export const splitRange = (startDate: string, endDate: string, maxDays: number | null): ServiceRange[] =>
  windowsOf(spanOf({ startDate, endDate }), maxDays).map(spanRange);
