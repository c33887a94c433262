import type { DialogsFold } from '../dialogs-fold';
import type { ClustersFold } from './clusters-fold';

/**
 * Of each day from `first` on (days since the epoch of the wall clock, `count` of them), the messages of
 * the group that holds most of that day's: the daily figure a question nobody asked yesterday stands out by
 * (src/core/analytics/alerts/daily-figures.ts).
 */
export function largestByDay(
  fold: DialogsFold,
  clusters: ClustersFold,
  groupOfText: ArrayLike<number>,
  first: number,
  count: number,
): number[] {
  const perGroupDay = new Map<number, number>();
  const largest = new Array<number>(count).fill(0);
  for (let m = 0; m < clusters.length; m++) {
    const t = clusters.text[m] ?? 0;
    const day = Math.floor((fold.rows.hour[clusters.row[m] ?? 0] ?? NaN) / 24) - first;
    if (!(day >= 0 && day < count)) continue;
    const key = (groupOfText[t] ?? t) * count + day;
    const n = (perGroupDay.get(key) ?? 0) + 1;
    perGroupDay.set(key, n);
    if (n > (largest[day] ?? 0)) largest[day] = n;
  }
  return largest;
}
