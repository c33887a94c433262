import { addDays, formatWallClock, wallClockOf } from './wall-clock';

export type PresetId = 'today' | 'last-7-days' | 'last-30-days' | 'last-90-days' | 'this-month';

export interface RangePreset {
  id: PresetId;
  label: string;
  /** Service format, local wall clock. */
  start: string;
  end: string;
}

const MIDNIGHT = { hour: 0, minute: 0, second: 0 };
const END_OF_DAY = { hour: 23, minute: 59, second: 59 };

/**
 * Ranges a person asks for most, ending today at 23:59:59. "Last N days" counts today, so it starts N-1
 * whole days back at 00:00:00: the 90-day preset spans 89 days 23:59:59 and stays within DIALOGS' limit.
 */
export function presets(now: Date): RangePreset[] {
  const today = wallClockOf(now);
  const end = formatWallClock(addDays(today, 0, END_OF_DAY));
  const daysBack = (n: number) => formatWallClock(addDays(today, -(n - 1), MIDNIGHT));
  return [
    { id: 'today', label: 'Today', start: daysBack(1), end },
    { id: 'last-7-days', label: 'Last 7 days', start: daysBack(7), end },
    { id: 'last-30-days', label: 'Last 30 days', start: daysBack(30), end },
    { id: 'last-90-days', label: 'Last 90 days', start: daysBack(90), end },
    { id: 'this-month', label: 'This month', start: formatWallClock({ ...today, day: 1, ...MIDNIGHT }), end },
  ];
}
