import { realTop, scrollScale, toReal, toVirtual, type ScrollScale } from './scroll-scale';

/** Fixed sizes of a grid's rows: every row has one height, under a sticky header. */
export interface RowGeometry {
  rowHeight: number;
  headerHeight: number;
  /** Rows drawn beyond the viewport on each side. */
  overscan: number;
}

export interface RowWindow {
  scale: ScrollScale;
  /** Rows that fit in the viewport under the header (a Page Up / Down step). */
  pageRows: number;
  /** Rows in the pool: row `pos` is drawn in slot `pos % slots`, so a row that stays keeps its slot. */
  slots: number;
  /** First row to draw and the end (exclusive). */
  from: number;
  to: number;
}

/**
 * Which rows to draw for a scroll position. Fixed row heights make this arithmetic: no item
 * measurements are kept, so the window costs the same at 1,000 rows or 1,000,000, and a change of the
 * row count (a page appended, a filter keystroke) allocates nothing per row.
 */
export function rowWindow(
  g: RowGeometry,
  count: number,
  realScrollTop: number,
  viewportHeight: number,
): RowWindow {
  const scale = scrollScale(g.headerHeight + count * g.rowHeight, viewportHeight);
  const body = Math.max(g.rowHeight, viewportHeight - g.headerHeight);
  const pageRows = Math.max(1, Math.floor(body / g.rowHeight));
  // Every row partly visible under the header, plus the overscan on both sides.
  const slots = Math.ceil(body / g.rowHeight) + 1 + 2 * g.overscan;
  const top = toVirtual(scale, Math.max(0, realScrollTop));
  const from = Math.max(0, Math.min(Math.floor(top / g.rowHeight) - g.overscan, count - slots));
  return { scale, pageRows, slots, from, to: Math.min(count, from + slots) };
}

/** Real top, in the content, of row `pos` drawn at scroll position `realScrollTop`. */
export const rowTop = (g: RowGeometry, w: RowWindow, realScrollTop: number, pos: number) =>
  realTop(w.scale, realScrollTop, g.headerHeight + pos * g.rowHeight);

/**
 * The real scrollTop that brings row `pos` fully into view under the sticky header, moving as little as
 * possible; the current one when the row is already in view.
 */
export function scrollTopFor(
  g: RowGeometry,
  count: number,
  pos: number,
  realScrollTop: number,
  viewportHeight: number,
): number {
  const scale = scrollScale(g.headerHeight + count * g.rowHeight, viewportHeight);
  const top = toVirtual(scale, realScrollTop);
  const rowTop = g.headerHeight + pos * g.rowHeight;
  if (rowTop - g.headerHeight < top) return toReal(scale, rowTop - g.headerHeight);
  if (rowTop + g.rowHeight > top + viewportHeight)
    return toReal(scale, rowTop + g.rowHeight - viewportHeight);
  return realScrollTop;
}
