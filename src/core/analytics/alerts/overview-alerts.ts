import type { DialogsOverview } from '../overview-types';
import { dailyFigures } from './daily-figures';
import { judgeDays, type DayAlert } from './judge-days';

/**
 * The alerts of a run's Overview by day: its days but the first and the last, which the range or the
 * zone shown may cut (a day of a few hours is no day to judge), each against the days of the run before it.
 */
export function overviewAlerts(o: Pick<DialogsOverview, 'bucket' | 'overTime' | 'channels'>): DayAlert[] {
  if (o.bucket !== 'day') return [];
  return judgeDays(o.overTime.slice(1, -1), dailyFigures(o.channels));
}
