import type { MessageClusters } from '../clusters';
import type { DialogsOverview } from '../overview-types';
import { dailyFigures } from './daily-figures';
import { groupedDays } from './grouped-days';
import { figureBands, judgeDays, type DayAlert } from './judge-days';
import type { Band } from './robust-band';

type Overview = Pick<DialogsOverview, 'bucket' | 'overTime' | 'channels'>;
type Groups = Pick<MessageClusters, 'days' | 'largestByDay'> | null;

/**
 * The days of a run's Overview that are judged: all but the first and the last, which the range or the
 * zone shown may cut (a day of a few hours is no day to judge). With the run's groups of not-understood
 * messages, each knows its largest group.
 */
const judgedDays = (o: Overview, groups: Groups) => groupedDays(o.overTime.slice(1, -1), groups);

/** The alerts of a run's Overview by day, each judged day against the days of the run before it. */
export function overviewAlerts(o: Overview, groups: Groups = null): DayAlert[] {
  if (o.bucket !== 'day') return [];
  return judgeDays(judgedDays(o, groups), dailyFigures(o.channels));
}

/**
 * The usual range of the figure named `figure` on each of the Overview's days (null where none is learnt
 * yet, or the day is not judged): the very bands overviewAlerts holds the days against, to draw.
 */
export function overviewBands(o: Overview, groups: Groups, figure: string): (Band | null)[] {
  const found = dailyFigures(o.channels).find((f) => f.id === figure);
  if (o.bucket !== 'day' || !found) return o.overTime.map(() => null);
  const bands = new Map<number, Band | null>();
  for (const { day, band } of figureBands(judgedDays(o, groups), found)) bands.set(day.start, band);
  return o.overTime.map((b) => bands.get(b.start) ?? null);
}
