import { blockTop, type RowGeometry, type RowWindow } from '../../../../core/table';

/**
 * One row place of the window: the row's position (it may be past the count), its block's slot in the
 * pool, its place in the block and its real top in the scroll content.
 */
export type RowVisit = (pos: number, slot: number, place: number, top: number) => void;

/**
 * The one walk over the rows in view, shared by the face (which draws them) and the DOM rows (which are
 * written): every place of every block in the window, first to last. Visitors are made once per layer,
 * not per frame, so a walk allocates nothing.
 */
export function walkRows(geometry: RowGeometry, window: RowWindow, scrollTop: number, visit: RowVisit) {
  for (const block of window.blocks) {
    const top = blockTop(geometry, window, scrollTop, block);
    const slot = block % window.slots;
    for (let place = 0; place < geometry.block; place++) {
      visit(block * geometry.block + place, slot, place, top + place * geometry.rowHeight);
    }
  }
}
