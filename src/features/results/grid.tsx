import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  MAX_SCROLL_HEIGHT,
  rowIndexAt,
  scrollTopFor,
  type ColumnFilter,
  type RowGeometry,
  type RowRecord,
  type TableModel,
  type TableView,
} from '../../core/table';
import { ACT } from './cell-painter';
import { FilterCell } from './filter-cell';
import { gridAction, type ActiveCell } from './grid-keys';
import { FILTER_ROW, GUTTER_WIDTH, HEAD_ROW, HEADER_HEIGHT, ROW_HEIGHT } from './grid-sizes';
import { HeaderCell } from './header-cell';
import { createFacePainter, type FacePainter } from './face-painter';
import { cellId, createRowPainter, type BodyProps, type RowPainter } from './row-painter';
import type { LaidColumn } from './use-column-model';

// Rows are fixed-height arithmetic (core/table/row-window.ts) rather than @tanstack/react-virtual's row
// virtualizer: that one keeps a measurement object per row and rebuilds all of them when the count changes
// (250,000 objects per appended page or filter keystroke), and re-renders React on every scroll. Measured
// in the bench with the painter: append 10k rows to 240k 26 ms -> 11-22 ms, the slowest global filter
// keystroke 91 ms -> 37-63 ms, and no major GC while scrolling (it was a 52-77 ms task). Columns, few and
// of varying widths, stay with react-virtual.
// A jump rewrites every drawn row, and laying out their cells is most of such a frame (a trace of the
// bench's jump loop: 9 ms of a 16 ms frame is layout, 7 ms of it the cells). So exactly the rows in view
// are drawn, one row per block and no overscan: rows are painted in the scroll event itself, before the
// frame, and an overscan of one 28 px row would not cover a 100 px wheel step anyway.
const ROWS: RowGeometry = { rowHeight: ROW_HEIGHT, headerHeight: HEADER_HEIGHT, overscan: 0, block: 1 };
export const INITIAL_RECT = { width: 1400, height: 600 };
/**
 * Scrolling has rested when no scroll event came for this long: the DOM rows are then written once. A
 * wheel or a dragged thumb sends one event a frame, so a pause between two frames never counts as rest.
 */
const DOM_REST_MS = 100;

const sameBody = (a: BodyProps, b: BodyProps) =>
  a.count === b.count &&
  a.rowAt === b.rowAt &&
  a.laid === b.laid &&
  a.first === b.first &&
  a.last === b.last &&
  a.width === b.width &&
  a.active.pos === b.active.pos &&
  a.active.col === b.active.col &&
  a.idPrefix === b.idPrefix &&
  a.links === b.links;

export interface GridProps {
  label: string;
  model: TableModel;
  view: TableView;
  laid: readonly LaidColumn[];
  totalWidth: number;
  sortCount: number;
  filters: Readonly<Record<string, ColumnFilter>>;
  /** Changes when the filters are cleared from outside, so the filter inputs start empty. */
  filterEpoch: number;
  emptyText: string;
  /** True while typed filters have not reached the rows yet (they are applied as a deferred render). */
  busy: boolean;
  onFilter: (key: string, filter: ColumnFilter | undefined) => void;
  onPick: (key: string, anchor: HTMLElement) => void;
  onMoveBefore: (key: string, beforeKey: string) => void;
  onOpenRow: (pos: number) => void;
  onOpenConversation: ((id: string) => void) | undefined;
  onCopy: (row: RowRecord, column: LaidColumn | null) => void;
}

/**
 * The virtual grid: one scroll element, rows and columns virtualized, a sticky header with the filters.
 * Focus stays on the grid and aria-activedescendant names the active cell, so scrolling a cell out of
 * the DOM never loses the keyboard user's place.
 */
export function Grid(p: GridProps) {
  const { model, view, laid } = p;
  const idPrefix = useId().replace(/:/g, '');
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<ActiveCell>({ pos: 0, col: 0 });
  const getColumnKey = useCallback((i: number) => laid[i]?.column.key ?? i, [laid]);
  // The app is built without the React Compiler; this instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const cols = useVirtualizer({
    horizontal: true,
    count: laid.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => laid[i]?.size ?? 100,
    getItemKey: getColumnKey,
    paddingStart: GUTTER_WIDTH,
    // One column beyond each edge: its header is there to drag a column onto, and a horizontal wheel step
    // shows no gap. (Dropping it saved one cell of eight per row and no measurable frame time.)
    overscan: 1,
    // Before the element is measured (first paint, server render): a typical viewport, not nothing.
    initialRect: INITIAL_RECT,
  });
  const vcols = cols.getVirtualItems();
  const first = vcols[0]?.index ?? 0;
  const last = vcols.at(-1)?.index ?? -1;
  const width = GUTTER_WIDTH + p.totalWidth;
  const at = {
    pos: Math.min(active.pos, Math.max(0, view.length - 1)),
    col: Math.min(active.col, laid.length - 1),
  };
  const rowAt = useCallback((pos: number) => model.rows[rowIndexAt(view, pos)], [model, view]);

  // The body is drawn outside React: the row painter writes the DOM rows (what assistive technology reads
  // and the pointer hits), the face painter draws what they look like into a canvas (face-painter.ts). A
  // render draws both; a scroll frame draws only the face, and the DOM rows follow once scrolling rests or
  // at once when the pointer or the keyboard needs them. Without a 2D context, or in forced colours, the
  // DOM rows show themselves and are written on every scroll frame.
  const painter = useRef<RowPainter | null>(null);
  const faceRef = useRef<HTMLCanvasElement>(null);
  const face = useRef<FacePainter | null | undefined>(undefined);
  const domStale = useRef(false);
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bodyProps = useRef<BodyProps | null>(null);
  const viewportHeight = useRef(INITIAL_RECT.height);
  const pageRows = useRef(1);
  const paintDom = useCallback(() => {
    const grid = scrollRef.current;
    const body = bodyRef.current;
    const props = bodyProps.current;
    if (!grid || !body || !props) return;
    clearTimeout(restTimer.current);
    domStale.current = false;
    painter.current ??= createRowPainter(body, ROWS);
    const drawn = painter.current.paint(props, grid.scrollTop, viewportHeight.current);
    pageRows.current = drawn.pageRows;
    if (drawn.activeDrawn && props.count > 0) {
      grid.setAttribute('aria-activedescendant', cellId(props.idPrefix, props.active.pos, props.active.col));
    } else grid.removeAttribute('aria-activedescendant');
  }, []);
  /** Draws the face; false when there is none (the DOM rows must then be shown and written). */
  const drawFace = useCallback(() => {
    const grid = scrollRef.current;
    const body = bodyRef.current;
    const canvas = faceRef.current;
    const props = bodyProps.current;
    if (!grid || !body || !canvas || !props) return false;
    if (face.current === undefined) face.current = createFacePainter(canvas, grid, ROWS, GUTTER_WIDTH);
    const drawn =
      face.current?.draw(props, {
        scrollTop: grid.scrollTop,
        scrollLeft: grid.scrollLeft,
        width: grid.clientWidth,
        height: viewportHeight.current,
      }) ?? false;
    // The DOM rows are see-through while the face shows them (results.css).
    if (drawn !== body.hasAttribute('data-face')) body.toggleAttribute('data-face', drawn);
    return drawn;
  }, []);
  const paint = useCallback(() => {
    paintDom();
    drawFace();
  }, [paintDom, drawFace]);
  /** A scroll frame: the face now, the DOM rows once scrolling rests (or now, without a face). */
  const scrolled = useCallback(() => {
    if (!drawFace()) return paintDom();
    domStale.current = true;
    clearTimeout(restTimer.current);
    // paintDom clears this timer, so it only fires while the DOM rows are behind.
    restTimer.current = setTimeout(paintDom, DOM_REST_MS);
  }, [drawFace, paintDom]);
  const links = p.onOpenConversation !== undefined;
  useLayoutEffect(() => {
    const before = bodyProps.current;
    const next = { count: view.length, rowAt, laid, first, last, width, active: at, idPrefix, links };
    bodyProps.current = next;
    // A render that changed nothing the body shows came from scrolling (the column virtualizer renders
    // as a scroll starts and ends): it is drawn as a scroll frame.
    if (before && sameBody(before, next)) scrolled();
    else paint();
  });
  useEffect(() => {
    const grid = scrollRef.current;
    if (!grid) return;
    const catchUp = (e: Event) => {
      // A move with a button held is a drag (the scrollbar's thumb, or a selection the press began, which
      // brought the rows up to date): the face alone follows it.
      if (e instanceof PointerEvent && e.type === 'pointermove' && e.buttons !== 0) return;
      if (domStale.current) paintDom();
    };
    const onScroll = () => scrolled();
    grid.addEventListener('scroll', onScroll, { passive: true });
    // Before a press, a key or a hover is handled, the rows it lands on are there.
    const needs = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const type of needs) grid.addEventListener(type, catchUp, { capture: true, passive: true });
    const resized = new ResizeObserver(() => {
      viewportHeight.current = grid.clientHeight || INITIAL_RECT.height;
      paint();
    });
    resized.observe(grid);
    return () => {
      grid.removeEventListener('scroll', onScroll);
      for (const type of needs) grid.removeEventListener(type, catchUp, { capture: true });
      resized.disconnect();
      clearTimeout(restTimer.current);
    };
  }, [paint, paintDom, scrolled]);

  const { onCopy } = p;
  const copyAt = useCallback(
    (pos: number, col: number) => {
      const row = rowAt(pos);
      if (row) onCopy(row, laid[col] ?? null);
    },
    [rowAt, laid, onCopy],
  );
  const openAt = (cell: ActiveCell) => {
    const lc = laid[cell.col];
    const value = rowAt(cell.pos)?.[lc?.column.key ?? ''];
    if (lc?.column.kind === 'conversation' && typeof value === 'string' && p.onOpenConversation) {
      p.onOpenConversation(value);
    } else {
      p.onOpenRow(cell.pos);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return; // typing in a header control
    const action = gridAction(e.key, { ctrl: e.ctrlKey || e.metaKey }, at, {
      rows: view.length,
      cols: laid.length,
      page: pageRows.current,
    });
    if (!action) return;
    e.preventDefault();
    if ('move' in action) {
      setActive(action.move);
      const grid = e.currentTarget;
      const top = scrollTopFor(ROWS, view.length, action.move.pos, grid.scrollTop, viewportHeight.current);
      if (top !== grid.scrollTop) grid.scrollTop = top;
      if (action.move.col >= 0) cols.scrollToIndex(action.move.col, { align: 'auto' });
      else grid.scrollTo({ left: 0 });
    } else if ('open' in action) openAt(action.open);
    else copyAt(action.copy.pos, action.copy.col);
  };

  // One handler for the whole body: the painter's buttons say what they do in data-act.
  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target instanceof Element ? e.target : null;
    const cell = target?.closest('[data-col]');
    const row = target?.closest('[data-pos]');
    if (!cell || !row) return;
    const pos = Number(row.getAttribute('data-pos'));
    const col = Number(cell.getAttribute('data-col'));
    const act = target?.closest('[data-act]')?.getAttribute('data-act');
    if (act === ACT.row) p.onOpenRow(pos);
    else if (act === ACT.copy) copyAt(pos, col);
    else if (act === ACT.link) openAt({ pos, col });
    else {
      setActive({ pos, col });
      scrollRef.current?.focus({ preventScroll: true });
    }
  };

  const headers = [];
  const filterCells = [];
  for (let i = first; i <= last; i++) {
    const lc = laid[i];
    if (!lc) continue;
    headers.push(
      <HeaderCell
        key={lc.column.key}
        lc={lc}
        index={i}
        dir={lc.header.column.getIsSorted()}
        priority={lc.header.column.getSortIndex()}
        resizing={lc.header.column.getIsResizing()}
        sortCount={p.sortCount}
        onMoveBefore={p.onMoveBefore}
      />,
    );
    filterCells.push(
      <FilterCell
        key={`${lc.column.key}:${p.filterEpoch}`}
        lc={lc}
        index={i}
        filter={p.filters[lc.column.key]}
        onChange={p.onFilter}
        onPick={p.onPick}
      />,
    );
  }

  const realHeight = Math.min(HEADER_HEIGHT + view.length * ROW_HEIGHT, MAX_SCROLL_HEIGHT);
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={p.label}
      aria-rowcount={view.length + 2}
      aria-colcount={laid.length + 1}
      aria-busy={p.busy}
      tabIndex={0}
      className="rt-grid"
      onKeyDown={onKeyDown}
    >
      <div className="rt-sizer" style={{ height: realHeight, width }}>
        <div role="rowgroup" className="rt-head" style={{ width, height: HEADER_HEIGHT }}>
          <div role="row" aria-rowindex={1} className="rt-hrow" style={{ width, height: HEAD_ROW }}>
            <div role="columnheader" aria-colindex={1} className="rt-gutter rt-gutter-head">
              #
            </div>
            {headers}
          </div>
          <div role="row" aria-rowindex={2} className="rt-frow" style={{ width, height: FILTER_ROW }}>
            <div role="gridcell" aria-colindex={1} className="rt-gutter rt-gutter-head">
              <span className="visually-hidden">Filters</span>
            </div>
            {filterCells}
          </div>
        </div>
        <canvas ref={faceRef} className="rt-face" aria-hidden="true" hidden />
        {/* Rows are drawn into this element by the row painter; React renders none of them. */}
        <div ref={bodyRef} role="rowgroup" className="rt-body" onClick={onBodyClick} />
      </div>
      {view.length === 0 ? <p className="rt-empty">{p.emptyText}</p> : null}
    </div>
  );
}
