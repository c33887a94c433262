import { LENGTH_BINS, type Histogram, type Share } from './overview-types';

export const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Nearest rank: the smallest value with at least p of the values at or below it. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** Whole non-negative values in at most LENGTH_BINS equal bins from 0, with p50 and p90. */
export function histogram(values: Float64Array): Histogram {
  const sorted = values.slice().sort();
  const max = sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0);
  const width = Math.max(1, Math.ceil((max + 1) / LENGTH_BINS));
  const counts = new Array<number>(Math.ceil((max + 1) / width)).fill(0);
  for (const v of sorted) {
    const bin = Math.floor(v / width);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return { width, counts, p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), total: sorted.length };
}

/** Labels compare as text, a missing one as the empty string. */
export const byLabel = (a: string | null, b: string | null) =>
  (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;

/** Counts by dictionary code as shares, most frequent first. */
export function shares(values: readonly (string | null)[], counts: ArrayLike<number>): Share[] {
  let whole = 0;
  for (let i = 0; i < values.length; i++) whole += counts[i] ?? 0;
  return values
    .map((value, i) => ({ value, count: counts[i] ?? 0, share: rate(counts[i] ?? 0, whole) }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || byLabel(a.value, b.value));
}
