import { LENGTH_BINS, type Histogram, type Share } from './overview-types';

export const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Nearest rank: the smallest value with at least p of the values at or below it. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/**
 * Values up to this are counted one by one (an Int32Array of max + 1) instead of sorted: sorting the
 * overview's three per-conversation arrays was its largest single cost (measured: docs/analytics.md#measured).
 */
const COUNTED_UP_TO = 1 << 20;

/** Whole non-negative values in at most LENGTH_BINS equal bins from 0, with p50 and p90. */
export function histogram(values: Float64Array): Histogram {
  let max = 0;
  let whole = true;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    if (v > max) max = v;
    if (!(v >= 0 && v === Math.floor(v))) whole = false;
  }
  return whole && max <= COUNTED_UP_TO ? countedHistogram(values, max) : sortedHistogram(values);
}

const binWidth = (max: number) => Math.max(1, Math.ceil((max + 1) / LENGTH_BINS));

function sortedHistogram(values: Float64Array): Histogram {
  const sorted = values.slice().sort();
  const max = sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0);
  const width = binWidth(max);
  const counts = new Array<number>(Math.ceil((max + 1) / width)).fill(0);
  for (const v of sorted) {
    const bin = Math.floor(v / width);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return { width, counts, p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), total: sorted.length };
}

/** The same figures as sortedHistogram, from how many times each whole value from 0 to max occurs. */
function countedHistogram(values: Float64Array, max: number): Histogram {
  const each = new Int32Array(max + 1);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    each[v] = (each[v] ?? 0) + 1;
  }
  const width = binWidth(max);
  const counts = new Array<number>(Math.ceil((max + 1) / width)).fill(0);
  // Nearest rank, as percentile reads a sorted array: the value at place ceil(p * n) - 1 (0 with none).
  const n = values.length;
  const at50 = Math.max(0, Math.ceil(0.5 * n) - 1);
  const at90 = Math.max(0, Math.ceil(0.9 * n) - 1);
  let p50 = 0;
  let p90 = 0;
  let below = 0;
  for (let v = 0; v <= max; v++) {
    const k = each[v] ?? 0;
    if (k === 0) continue;
    const bin = Math.floor(v / width);
    counts[bin] = (counts[bin] ?? 0) + k;
    if (below <= at50 && at50 < below + k) p50 = v;
    if (below <= at90 && at90 < below + k) p90 = v;
    below += k;
  }
  return { width, counts, p50, p90, total: n };
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
