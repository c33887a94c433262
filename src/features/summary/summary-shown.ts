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

/**
 * A table of more columns than this draws only the columns in view: a pivot may have hundreds of values
 * across, and a browser lays out every cell of an automatic table to size its columns. A narrower table
 * keeps its columns as wide as their texts.
 */
export const SUMMARY_WIDE = 24;
/** In a wide table, each group column is this wide (px) and stays at the left as the figures scroll. */
export const SUMMARY_KEY_WIDTH = 180;
/** In a wide table, each figure column is this wide (px). */
export const SUMMARY_FIGURE_WIDTH = 104;
/** Figure columns drawn left and right of those in view, so a quick scroll does not show blanks. */
const COLUMN_OVERSCAN = 2;

/** A wide table's figure columns in the page: `first` to `last` (exclusive) of `figures`. */
export type ColumnsShown = { keys: number; figures: number; first: number; last: number };

/**
 * The figure columns drawn with the scroller `width` px wide scrolled `left` px: those in view beside the
 * `keys` group columns held at its left, plus the overscan; null when the table is not wide and draws
 * every column.
 */
export function summaryColumnsShown(
  keys: number,
  figures: number,
  left: number,
  width: number,
): ColumnsShown | null {
  if (keys + figures <= SUMMARY_WIDE) return null;
  const first = Math.max(0, Math.floor(left / SUMMARY_FIGURE_WIDTH) - COLUMN_OVERSCAN);
  const inView = Math.max(0, width - keys * SUMMARY_KEY_WIDTH);
  const last = Math.min(figures, Math.ceil((left + inView) / SUMMARY_FIGURE_WIDTH) + COLUMN_OVERSCAN);
  return { keys, figures, first, last };
}

/** A column in the page: one of the table's by its index, or a gap as wide as the figure columns left out. */
export type DrawnColumn =
  { kind: 'column'; index: number } | { kind: 'gap'; side: 'left' | 'right'; width: number };

/** The columns of a table of `total` columns drawn, in order, with a gap for each run left out. */
export function drawnColumns(total: number, shown: ColumnsShown | null): DrawnColumn[] {
  const column = (index: number): DrawnColumn => ({ kind: 'column', index });
  if (!shown) return Array.from({ length: total }, (_, i) => column(i));
  const { keys, figures, first, last } = shown;
  const drawn = Array.from({ length: keys }, (_, i) => column(i));
  if (first > 0) drawn.push({ kind: 'gap', side: 'left', width: first * SUMMARY_FIGURE_WIDTH });
  for (let j = first; j < last; j++) drawn.push(column(keys + j));
  if (last < figures)
    drawn.push({ kind: 'gap', side: 'right', width: (figures - last) * SUMMARY_FIGURE_WIDTH });
  return drawn;
}

/** A wide table's width (px): every group and figure column at its fixed width. */
export const wideWidth = ({ keys, figures }: ColumnsShown) =>
  keys * SUMMARY_KEY_WIDTH + figures * SUMMARY_FIGURE_WIDTH;
