import { realTop, scrollScale, toReal, toVirtual, type ScrollScale } from './scroll-scale';

/** Fixed sizes of a grid's rows: every row has one height, under a sticky header. */
export interface RowGeometry {
  rowHeight: number;
  headerHeight: number;
  /** Rows drawn beyond the viewport on each side. */
  overscan: number;
  /** Rows per block: blocks, not rows, are recycled as the window moves. */
  block: number;
}

export interface RowWindow {
  scale: ScrollScale;
  /** Rows that fit in the viewport under the header (a Page Up / Down step). */
  pageRows: number;
  /** Blocks in the pool: a block is drawn in slot `block % slots`, so a block that stays keeps its slot. */
  slots: number;
  /** The blocks to draw, first to last. */
  blocks: number[];
}

/**
 * Which blocks of rows to draw for a scroll position. Fixed row heights make this arithmetic: no item
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
  const windowRows = Math.ceil(body / g.rowHeight) + 1 + 2 * g.overscan;
  // Any run of windowRows consecutive rows spans at most this many blocks.
  const slots = Math.ceil((windowRows - 1) / g.block) + 1;
  const totalBlocks = Math.ceil(count / g.block);
  const top = toVirtual(scale, Math.max(0, realScrollTop));
  const startRow = Math.max(0, Math.floor(top / g.rowHeight) - g.overscan);
  const firstBlock = Math.max(0, Math.min(Math.floor(startRow / g.block), totalBlocks - slots));
  const blocks: number[] = [];
  for (let b = firstBlock; b < Math.min(totalBlocks, firstBlock + slots); b++) blocks.push(b);
  return { scale, pageRows, slots, blocks };
}

/** Real top, in the content, of a block drawn at scroll position `realScrollTop`. */
export const blockTop = (g: RowGeometry, w: RowWindow, realScrollTop: number, block: number) =>
  realTop(w.scale, realScrollTop, g.headerHeight + block * g.block * g.rowHeight);

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
