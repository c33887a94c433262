import type { DateBucket } from './spec';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Buckets of the wall clock (ms read as UTC digits, src/core/dates/wall-clock.ts), so a daylight-saving
 * change never splits or merges one: a day of 23 or 25 hours is one day. Each bucket has a number, in
 * order of time, with no gaps: hours and days since 1970-01-01, weeks since the Monday before it (weeks
 * start on Monday), months since January 1970.
 */
export function bucketNumber(bucket: DateBucket, wall: number): number {
  switch (bucket) {
    case 'hour':
      return Math.floor(wall / HOUR_MS);
    case 'day':
      return Math.floor(wall / DAY_MS);
    case 'week':
      // 1970-01-01 was a Thursday: three days after the Monday that starts week 0.
      return Math.floor((Math.floor(wall / DAY_MS) + 3) / 7);
    case 'month':
      return monthNumber(Math.floor(wall / DAY_MS));
  }
}

/** The wall-clock ms at which bucket number `n` starts. */
export function bucketStartOf(bucket: DateBucket, n: number): number {
  switch (bucket) {
    case 'hour':
      return n * HOUR_MS;
    case 'day':
      return n * DAY_MS;
    case 'week':
      return (n * 7 - 3) * DAY_MS;
    case 'month': {
      const year = Math.floor(n / 12);
      return Date.UTC(1970 + year, n - year * 12, 1);
    }
  }
}

/** The start of the bucket `wall` falls in. */
export const bucketStart = (bucket: DateBucket, wall: number) =>
  bucketStartOf(bucket, bucketNumber(bucket, wall));

/** The start of the next bucket: where this one ends (exclusive). */
export const bucketEnd = (bucket: DateBucket, start: number) =>
  bucketStartOf(bucket, bucketNumber(bucket, start) + 1);

/**
 * Months since January 1970 of a day since 1970-01-01 (H. Hinnant's civil_from_days, integer steps only:
 * it runs once a row when grouping by month).
 */
function monthNumber(days: number): number {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9; // 1-12
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return (year - 1970) * 12 + month - 1;
}

/** Number bins [start + i × width, start + (i + 1) × width), i in [0, count). */
export interface NumberBins {
  start: number;
  width: number;
  count: number;
}

export const MAX_BINS = 20;
const STEPS = [1, 2, 5];

/** Decimals of a width of 1, 2 or 5 × 10^k: none for k >= 0. */
const decimalsOf = (width: number) => Math.max(0, -Math.floor(Math.log10(width) + 1e-9));

/**
 * The edges of the bins, each rounded to the width's decimals (0.3, not 0.30000000000000004): the grouping
 * and the drill to a bin's rows both compare with these, so a value on an edge is in the same bin for both.
 */
export function binEdges(bins: NumberBins): Float64Array {
  const d = decimalsOf(bins.width);
  const edges = new Float64Array(bins.count + 1);
  for (let i = 0; i <= bins.count; i++) edges[i] = Number((bins.start + i * bins.width).toFixed(d));
  return edges;
}

/**
 * Bins for values[0..size) (NaN: no number): the narrowest "nice" width (1, 2 or 5 × 10^k) that covers
 * [min, max] in at most MAX_BINS bins, starting at a multiple of the width. A column of whole numbers
 * never gets a width under 1, so each bin holds whole numbers only (a column of 0-4 gets five bins of
 * one value each). With no number at all, one bin [0, 1): every row is then in the group of none.
 */
export function chooseBins(values: Float64Array, size: number): NumberBins {
  let min = Infinity;
  let max = -Infinity;
  let integral = true;
  for (let i = 0; i < size; i++) {
    const v = values[i] ?? NaN;
    if (v !== v) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    if (integral && v !== Math.floor(v)) integral = false;
  }
  if (min > max) return { start: 0, width: 1, count: 1 };
  const span = max - min;
  // The smallest power of ten worth trying: a twentieth of the span, or of the value when all are one.
  const scale = span > 0 ? span / MAX_BINS : Math.abs(min) > 0 ? Math.abs(min) / MAX_BINS : 1;
  let k = Math.floor(Math.log10(scale)) - 1;
  for (;;) {
    for (const step of STEPS) {
      const width = Number((step * 10 ** k).toPrecision(1));
      if (integral && width < 1) continue;
      const start = Math.floor(min / width) * width;
      const bins = { start: Number(start.toFixed(decimalsOf(width))), width, count: 1 };
      const edges = binEdges({ ...bins, count: MAX_BINS });
      let count = 1;
      while (count <= MAX_BINS && (edges[count] ?? Infinity) <= max) count++;
      if (count <= MAX_BINS && (edges[0] ?? 0) <= min) return { ...bins, count };
    }
    k++;
  }
}

/**
 * The bin of v (clamped into the first or last bin), by the rounded edges: an arithmetic guess, moved at
 * most a step either way to agree with them.
 */
export function binOf(v: number, bins: NumberBins, edges: Float64Array): number {
  const last = bins.count - 1;
  let i = Math.floor((v - bins.start) / bins.width);
  if (i < 0) return 0;
  if (i > last) i = last;
  while (i < last && v >= (edges[i + 1] ?? Infinity)) i++;
  while (i > 0 && v < (edges[i] ?? -Infinity)) i--;
  return i;
}
