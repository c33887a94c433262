import { rowWindow, type RowGeometry, type RowRecord } from '../../../../core/table';
import type { BodyProps } from './body-props';
import { walkRows, type RowVisit } from './walk-rows';

/** The rows drawn this frame: position, top in the canvas and record, in three dense arrays. */
export interface FaceRows {
  positions: number[];
  tops: number[];
  records: (RowRecord | undefined)[];
}

/**
 * The rows in view of each draw, and those of the draw before: two lists swapped at each draw (so a draw
 * allocates no arrays), filled by one visitor made once (so a walk allocates no closure).
 */
export function createRowLists(geometry: RowGeometry) {
  let rows: FaceRows = { positions: [], tops: [], records: [] };
  let spare: FaceRows = { positions: [], tops: [], records: [] };
  // What is being listed, read by the visitor: the body, its scroll position, the canvas's height.
  let listing: BodyProps | undefined;
  let scrollTop = 0;
  let height = 0;
  const collect: RowVisit = (pos, _slot, _place, contentTop) => {
    if (!listing) return;
    const top = contentTop - scrollTop - geometry.headerHeight;
    if (pos >= listing.count || top >= height || top + geometry.rowHeight <= 0) return;
    rows.positions.push(pos);
    rows.tops.push(top);
    rows.records.push(listing.rowAt(pos));
  };
  return {
    /** Lists the rows in view of a viewport `viewHeight` tall, on a canvas `canvasHeight` tall. */
    list(body: BodyProps, top: number, viewHeight: number, canvasHeight: number) {
      const before = rows;
      rows = spare;
      spare = before;
      rows.positions.length = 0;
      rows.tops.length = 0;
      rows.records.length = 0;
      listing = body;
      scrollTop = top;
      height = canvasHeight;
      walkRows(geometry, rowWindow(geometry, body.count, top, viewHeight), top, collect);
      listing = undefined;
    },
    /** This draw's rows. */
    rows: () => rows,
    /** The last draw's rows. */
    before: () => spare,
  };
}
