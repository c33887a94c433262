/** Every row of the Summary's table is this tall (px): the rows in view are found by arithmetic, not measured. */
export const SUMMARY_ROW_HEIGHT = 32;
/** Rows drawn above and below those in view, so a quick scroll does not show blanks. */
const OVERSCAN = 12;
/** The table's scroller is at most this tall (px); a short summary is as tall as its rows. */
export const SUMMARY_MAX_HEIGHT = 480;

/** Which of a table's rows are in the page: `first` to `last` (exclusive), in a scroller `height` px tall. */
export type RowsShown = { height: number; first: number; last: number };

/**
 * The rows of a summary of `count` rows (its groups and its total) that are drawn with the scroller at
 * `top`: those in view plus the overscan. A summary may have tens of thousands of groups; only these are in
 * the page. The bench's plain painter draws the same rows (bench/summary-page/paint.ts).
 */
export function summaryRowsShown(count: number, top: number): RowsShown {
  // One row more than the body for the header.
  const height = Math.min(SUMMARY_MAX_HEIGHT, (count + 1) * SUMMARY_ROW_HEIGHT + 2);
  const first = Math.max(0, Math.floor(top / SUMMARY_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + height) / SUMMARY_ROW_HEIGHT) + OVERSCAN);
  return { height, first, last };
}
