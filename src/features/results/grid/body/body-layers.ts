import type { RowGeometry } from '../../../../core/table';
import { GUTTER_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from '../grid-sizes';
import { cellId, type BodyProps } from './body-props';
import type { BodyLayers } from './body-scheduler';
import { createFace, type Face } from './draw-face';
import { createRowWriter, type RowWriter } from './write-rows';

// A jump rewrites every row in view, and laying out their cells is most of such a frame. So exactly the
// rows in view are written, one row per block and no overscan: rows are written in the scroll event
// itself, before the frame, and an overscan of one row would not cover a wheel step anyway.
export const ROWS: RowGeometry = {
  rowHeight: ROW_HEIGHT,
  headerHeight: HEADER_HEIGHT,
  overscan: 0,
  block: 1,
};
export const INITIAL_RECT = { width: 1400, height: 600 };

/** The elements the layers live in, as React's refs hold them: null until mounted. */
export interface BodyElements {
  grid: { readonly current: HTMLElement | null };
  host: { readonly current: HTMLElement | null };
  canvas: { readonly current: HTMLCanvasElement | null };
}

/** aria-activedescendant names the active cell while it is written, and nothing otherwise. */
function nameActive(grid: HTMLElement, props: BodyProps, activeWritten: boolean) {
  if (activeWritten && props.count > 0) {
    grid.setAttribute('aria-activedescendant', cellId(props.idPrefix, props.active.pos, props.active.col));
  } else grid.removeAttribute('aria-activedescendant');
}

/** What of the grid the face draws: its scroll position and size. */
const viewOf = (grid: HTMLElement, height: number) => ({
  scrollTop: grid.scrollTop,
  scrollLeft: grid.scrollLeft,
  width: grid.clientWidth,
  height,
});

/**
 * The body's two layers, drawn and written at once: the DOM rows (what assistive technology reads and the
 * pointer hits) and the face (what they look like, in a canvas). Each is made on its first use; when
 * each is updated is body-scheduler.ts's to say.
 */
export function createBodyLayers(elements: BodyElements) {
  let writer: RowWriter | undefined;
  /** undefined until first drawn, null without a 2D context. */
  let face: Face | null | undefined;
  /** Rows a page holds, as last written: what Page Up and Page Down move by. */
  const pageRows = { current: 1 };
  const layers: BodyLayers = {
    write(props, height, rows) {
      const grid = elements.grid.current;
      const host = elements.host.current;
      if (!grid || !host) return true;
      writer ??= createRowWriter(host, ROWS);
      const written = writer.write(props, grid.scrollTop, height, rows);
      pageRows.current = written.pageRows;
      // A write in slices names the active cell once it is written, and unnames it only once complete.
      if (written.complete || written.activeWritten) nameActive(grid, props, written.activeWritten);
      return written.complete;
    },
    draw(props, height) {
      const grid = elements.grid.current;
      const host = elements.host.current;
      const canvas = elements.canvas.current;
      if (!grid || !host || !canvas) return undefined;
      if (face === undefined) face = createFace(canvas, grid, ROWS, GUTTER_WIDTH);
      const view = viewOf(grid, height);
      if (face === null) return { width: view.width, face: 'none' };
      const state = face.draw(props, view);
      // The DOM rows are see-through while the face shows them (results.css).
      const shown = state === 'shown';
      if (shown !== host.hasAttribute('data-face')) host.toggleAttribute('data-face', shown);
      if (state === 'pending') return { width: view.width, face: state, shown: face.shown };
      return { width: view.width, face: state === 'failed' ? 'off' : state };
    },
    laidHeight: () => elements.grid.current?.clientHeight ?? 0,
  };
  /**
   * Unmounting. Effects are also undone and done again with the elements kept (React's strict mode, a
   * hidden Activity): the face, whose canvas cannot be handed to its worker twice, is kept then.
   */
  const stop = () => face?.closeIfGone();
  return { layers, pageRows, stop };
}
