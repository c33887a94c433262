import { charAt, type SortContext } from './safe-order-context';

/** Runs this short are sorted by insertion. */
export const SMALL_RUN = 24;
/** An offset past every string: compare the strings whole. */
const WHOLE = 1 << 30;

/** Exact comparison of two safe strings whose first `offset` primary weights are equal. */
function compareFrom(ctx: SortContext, a: number, b: number, offset: number): number {
  const { lens } = ctx;
  const n = Math.max(lens[a] ?? 0, lens[b] ?? 0);
  for (let i = offset; i < n; i++) {
    const d = charAt(ctx, a, i) - charAt(ctx, b, i);
    if (d !== 0) return d;
  }
  const sa = ctx.values[a] ?? '';
  const sb = ctx.values[b] ?? '';
  return sa === sb ? a - b : ctx.collator.compare(sa, sb) || a - b;
}

/** Sorts a small run order[lo..hi) whose strings share their first `offset` primary weights. */
export function insertionSort(ctx: SortContext, lo: number, hi: number, offset: number): void {
  const { order } = ctx;
  for (let i = lo + 1; i < hi; i++) {
    const x = order[i] ?? 0;
    let j = i - 1;
    while (j >= lo && compareFrom(ctx, order[j] ?? 0, x, offset) > 0) {
      order[j + 1] = order[j] ?? 0;
      j--;
    }
    order[j + 1] = x;
  }
}

/** Primary weights all equal: only accents and case differ (or nothing), an exact sort of the run. */
export function collateRun(ctx: SortContext, lo: number, hi: number): void {
  if (hi - lo <= SMALL_RUN) return insertionSort(ctx, lo, hi, WHOLE);
  const { order } = ctx;
  const run = Array.from(order.subarray(lo, hi)).sort((x, y) => compareFrom(ctx, x, y, WHOLE));
  order.set(run, lo);
}
