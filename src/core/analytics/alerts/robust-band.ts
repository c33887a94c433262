/** A figure's usual range: its median, and the values below `low` or above `high` that are unusual. */
export interface Band {
  median: number;
  low: number;
  high: number;
}

/** The median of some values (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/** The median absolute deviation from the median. */
export const mad = (values: readonly number[], centre = median(values)): number =>
  median(values.map((v) => Math.abs(v - centre)));

/** MAD times this estimates a normal spread's standard deviation: one bad day moves it little, unlike one. */
const MAD_TO_SD = 1.4826;

/**
 * The band of values like these: the median plus or minus `k` robust standard deviations, and never
 * narrower than `minHalfWidth` either side (a flat history would otherwise make noise an alert). The
 * spread may be learnt from more values than the centre (`spreadFrom`, around their own median).
 */
export function robustBand(
  values: readonly number[],
  k: number,
  minHalfWidth: number,
  spreadFrom: readonly number[] = values,
): Band {
  const centre = median(values);
  const half = Math.max(k * MAD_TO_SD * mad(spreadFrom), minHalfWidth);
  return { median: centre, low: centre - half, high: centre + half };
}
