import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { RowGeometry } from '../../../core/table';
import { GUTTER_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from '../grid-sizes';
import { cellId, sameBody, type BodyProps } from './body-props';
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
/**
 * Scrolling has rested when no scroll event came for this long: the DOM rows are then written once. A
 * wheel or a dragged thumb sends one event a frame, so a pause between two frames never counts as rest.
 */
const DOM_REST_MS = 100;

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
 * The body's two layers outside React: the DOM rows written (what assistive technology reads and the
 * pointer hits) and the face drawn (what they look like, in a canvas). A refresh does both; a scroll frame
 * draws only the face, and the DOM rows follow once scrolling rests or at once when the pointer or the
 * keyboard needs them. Without a 2D context, or in forced colours, the DOM rows show themselves and are
 * written on every scroll frame.
 */
function useBodyLayers(scrollRef: RefObject<HTMLDivElement | null>) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const faceRef = useRef<HTMLCanvasElement>(null);
  const writer = useRef<RowWriter | null>(null);
  const face = useRef<Face | null | undefined>(undefined);
  const domStale = useRef(false);
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef<BodyProps | null>(null);
  const viewportHeight = useRef(INITIAL_RECT.height);
  const pageRows = useRef(1);
  const writeDom = useCallback(() => {
    const grid = scrollRef.current;
    const host = bodyRef.current;
    const props = current.current;
    if (!grid || !host || !props) return;
    clearTimeout(restTimer.current);
    domStale.current = false;
    writer.current ??= createRowWriter(host, ROWS);
    const written = writer.current.write(props, grid.scrollTop, viewportHeight.current);
    pageRows.current = written.pageRows;
    nameActive(grid, props, written.activeWritten);
  }, [scrollRef]);
  const frame = useRef(0);
  /** The size the face was last drawn at: a resize to that size (the observer's first call) draws nothing. */
  const drawnSize = useRef({ width: 0, height: 0 });
  /** Draws the face; false when there is none (the DOM rows must then be shown and written). */
  const drawFace = useCallback(() => {
    // Any draw is the one a render asked for this frame.
    if (frame.current) cancelAnimationFrame(frame.current);
    frame.current = 0;
    const grid = scrollRef.current;
    const host = bodyRef.current;
    const canvas = faceRef.current;
    const props = current.current;
    if (!grid || !host || !canvas || !props) return false;
    if (face.current === undefined) face.current = createFace(canvas, grid, ROWS, GUTTER_WIDTH);
    const view = viewOf(grid, viewportHeight.current);
    drawnSize.current = { width: view.width, height: view.height };
    const drawn = face.current?.draw(props, view) ?? false;
    // The DOM rows are see-through while the face shows them (results.css).
    if (drawn !== host.hasAttribute('data-face')) host.toggleAttribute('data-face', drawn);
    return drawn;
  }, [scrollRef]);
  const refresh = useCallback(() => {
    writeDom();
    drawFace();
  }, [writeDom, drawFace]);
  /** A scroll frame: the face now, the DOM rows once scrolling rests (or now, without a face). */
  const scrolled = useCallback(
    (rest = DOM_REST_MS) => {
      if (!drawFace()) return writeDom();
      domStale.current = true;
      clearTimeout(restTimer.current);
      // writeDom clears this timer, so it only fires while the DOM rows are behind.
      restTimer.current = setTimeout(writeDom, rest);
    },
    [drawFace, writeDom],
  );
  /**
   * After a render that changed what the body shows: the face is drawn once in the next frame, before it
   * paints, and the DOM rows in a task of their own, so the render's task holds neither. A render's task
   * had drawn it at once, and a mount renders twice (the virtualizer measures): reopening a stored run,
   * the first page's task drew twice, 31 and 45 ms of its 152 ms (profiled). A scroll frame in between
   * draws it anyway, and the frame's draw is then dropped. Without a face the DOM rows are written now.
   */
  const changed = useCallback(() => {
    if (face.current === null) return writeDom();
    domStale.current = true;
    clearTimeout(restTimer.current);
    restTimer.current = setTimeout(writeDom, 0);
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      // The grid's real height, so the resize observer's first call in this frame finds it drawn; DOM
      // rows written at another height are written again.
      const height = scrollRef.current?.clientHeight ?? 0;
      if (height > 0 && height !== viewportHeight.current) {
        viewportHeight.current = height;
        domStale.current = true;
        clearTimeout(restTimer.current);
        restTimer.current = setTimeout(writeDom, 0);
      }
      if (!drawFace()) writeDom();
    });
  }, [drawFace, writeDom, scrollRef]);
  /** Shows `props` after a render: as a scroll frame when nothing the body shows changed. */
  const show = useCallback(
    (props: BodyProps) => {
      const before = current.current;
      current.current = props;
      // A render that changed nothing the body shows came from scrolling (the column virtualizer renders
      // as a scroll starts and ends): it is drawn as a scroll frame.
      if (before && sameBody(before, props)) scrolled();
      else changed();
    },
    [changed, scrolled],
  );
  const catchUp = useCallback(() => {
    if (domStale.current) writeDom();
  }, [writeDom]);
  const resized = useCallback(
    (width: number, height: number) => {
      const drawn = drawnSize.current;
      if (face.current && width === drawn.width && height === drawn.height) return;
      viewportHeight.current = height;
      refresh();
    },
    [refresh],
  );
  const stop = useCallback(() => {
    clearTimeout(restTimer.current);
    cancelAnimationFrame(frame.current);
    frame.current = 0;
  }, []);
  const layers = { show, scrolled, catchUp, resized, stop };
  return { bodyRef, faceRef, viewportHeight, pageRows, layers };
}

type BodyLayers = ReturnType<typeof useBodyLayers>['layers'];

/** Scroll frames, the rows brought up to date before input needs them, and the viewport's height. */
function useBodyEvents(scrollRef: RefObject<HTMLDivElement | null>, layers: BodyLayers) {
  const { scrolled, catchUp, resized, stop } = layers;
  useEffect(() => {
    const grid = scrollRef.current;
    if (!grid) return;
    const beforeInput = (event: Event) => {
      // A move with a button held is a drag (the scrollbar's thumb, or a selection the press began, which
      // brought the rows up to date): the face alone follows it.
      if (event instanceof PointerEvent && event.type === 'pointermove' && event.buttons !== 0) return;
      catchUp();
    };
    const onScroll = () => scrolled();
    grid.addEventListener('scroll', onScroll, { passive: true });
    // Before a press, a key or a hover is handled, the rows it lands on are there.
    const needs = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const type of needs) grid.addEventListener(type, beforeInput, { capture: true, passive: true });
    const observer = new ResizeObserver(() =>
      resized(grid.clientWidth, grid.clientHeight || INITIAL_RECT.height),
    );
    observer.observe(grid);
    return () => {
      grid.removeEventListener('scroll', onScroll);
      for (const type of needs) grid.removeEventListener(type, beforeInput, { capture: true });
      observer.disconnect();
      stop();
    };
  }, [scrollRef, scrolled, catchUp, resized, stop]);
}

/**
 * Keeps the body showing `props`: after every render, and on every scroll frame. Returns the elements to
 * mount the layers in and what the keyboard reads (rows per page, the viewport's height).
 */
export function useBody(scrollRef: RefObject<HTMLDivElement | null>, props: BodyProps) {
  const { bodyRef, faceRef, viewportHeight, pageRows, layers } = useBodyLayers(scrollRef);
  const { show } = layers;
  useLayoutEffect(() => show(props));
  useBodyEvents(scrollRef, layers);
  return { bodyRef, faceRef, pageRows, viewportHeight };
}
