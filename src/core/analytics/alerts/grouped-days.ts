import type { MessageClusters } from '../clusters';
import type { TimeBucket } from '../overview-types';
import type { GroupedDay } from './daily-figures';

/** The Overview's days, each with its largest group of not-understood messages where the groups know it. */
export function groupedDays(
  days: readonly TimeBucket[],
  groups: Pick<MessageClusters, 'days' | 'largestByDay'> | null,
): GroupedDay[] {
  if (!groups) return [...days];
  const largest = new Map(groups.days.map((start, i) => [start, groups.largestByDay[i] ?? 0]));
  // A day with no not-understood message has no group: its largest holds 0 of its 0.
  return days.map((day) => ({ ...day, largestGroup: largest.get(day.start) ?? 0 }));
}
