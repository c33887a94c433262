/** Below this many rows on either side a change is not shown as a number (docs/analytics.md#summary). */
export const MIN_BASE = 30;

/** A figure of one period and the rows behind it. */
export interface Base {
  figure: number | null;
  rows: number;
}

/** abs: current - previous; rel: abs / |previous| (null when previous is 0: no relative change from nothing). */
export type Change = { abs: number; rel: number | null } | { tooFew: true };

/**
 * The change of a figure from the previous period to the current one; "too few to compare" when either
 * period has under MIN_BASE rows behind it, or no figure (a +400 % on a base of 3 rows says nothing).
 */
export function change(current: Base, previous: Base): Change {
  if (current.rows < MIN_BASE || previous.rows < MIN_BASE) return { tooFew: true };
  if (current.figure === null || previous.figure === null) return { tooFew: true };
  const abs = current.figure - previous.figure;
  return { abs, rel: previous.figure === 0 ? null : abs / Math.abs(previous.figure) };
}
