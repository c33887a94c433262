import type { MessageClusters } from '../clusters';
import type { DialogsOverview } from '../overview-types';
import { dailyFigures } from './daily-figures';
import { groupedDays } from './grouped-days';
import { judgeDays, type DayAlert } from './judge-days';

/**
 * The alerts of a run's Overview by day: its days but the first and the last, which the range or the
 * zone shown may cut (a day of a few hours is no day to judge), each against the days of the run before it.
 * With the run's groups of not-understood messages, their largest's share of each day is judged too.
 */
export function overviewAlerts(
  o: Pick<DialogsOverview, 'bucket' | 'overTime' | 'channels'>,
  groups: Pick<MessageClusters, 'days' | 'largestByDay'> | null = null,
): DayAlert[] {
  if (o.bucket !== 'day') return [];
  return judgeDays(groupedDays(o.overTime.slice(1, -1), groups), dailyFigures(o.channels));
}
