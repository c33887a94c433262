import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  rowIndexAt,
  type ColumnFilter,
  type RowRecord,
  type TableModel,
  type TableView,
} from '../../core/table';
import { FilterCell } from './filter-cell';
import { gridAction, type ActiveCell } from './grid-keys';
import { cellId, GridRow, GUTTER_WIDTH, ROW_HEIGHT } from './grid-row';
import { HeaderCell } from './header-cell';
import type { LaidColumn } from './use-column-model';
import { useScaledRows } from './use-scaled-rows';

const HEAD_ROW = 34;
const FILTER_ROW = 32;
export const HEADER_HEIGHT = HEAD_ROW + FILTER_ROW;
// A jump rewrites every drawn row, and laying out their cells' text is most of such a frame: blocks of 2
// rows with 1 row of overscan draw 24 rows for a 20-row viewport where blocks of 8 with 3 drew 40 (a
// jump frame's main-thread time about 0.8x at 28 rows, measured from a trace; text shaping 0.9x more at
// 24). Rows render in the scroll event itself, so more overscan would only matter to scrolling the
// compositor does ahead of the main thread.
const ROW_OVERSCAN = 1;
const ROW_BLOCK = 2;
export const INITIAL_RECT = { width: 1400, height: 600 };

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
  const [active, setActive] = useState<ActiveCell>({ pos: 0, col: 0 });
  const rows = useScaledRows(scrollRef, view.length, ROW_HEIGHT, HEADER_HEIGHT, INITIAL_RECT);
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

  const rowAt = (pos: number) => model.rows[rowIndexAt(view, pos)];
  const { onCopy } = p;
  // Stable while scrolling, so the memoised rows are not rendered again for a new callback.
  const copyAt = useCallback(
    (pos: number, col: number) => {
      const row = model.rows[rowIndexAt(view, pos)];
      if (row) onCopy(row, laid[col] ?? null);
    },
    [model, view, laid, onCopy],
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
      page: rows.pageRows,
    });
    if (!action) return;
    e.preventDefault();
    if ('move' in action) {
      setActive(action.move);
      rows.virtualizer.scrollToIndex(action.move.pos, { align: 'auto' });
      if (action.move.col >= 0) cols.scrollToIndex(action.move.col, { align: 'auto' });
      else scrollRef.current?.scrollTo({ left: 0 });
    } else if ('open' in action) openAt(action.open);
    else copyAt(action.copy.pos, action.copy.col);
  };

  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target instanceof Element ? e.target : null;
    const cell = target?.closest('[data-col]');
    const row = target?.closest('[data-pos]');
    if (!cell || !row) return;
    setActive({ pos: Number(row.getAttribute('data-pos')), col: Number(cell.getAttribute('data-col')) });
    scrollRef.current?.focus({ preventScroll: true });
  };

  // Rows are drawn in blocks of ROW_BLOCK. A block keeps its place in the content while it is in the
  // window, and each row keeps its place in its block, so scrolling moves nothing but whole blocks as
  // they are recycled: changing the inline position of every row on every frame measured as the bulk of
  // a frame (style recalculation), and rows that did not move are not even rendered again.
  const windowRows = rows.pageRows + 2 * ROW_OVERSCAN;
  const blockSlots = Math.ceil(windowRows / ROW_BLOCK) + 1;
  const startRow = Math.max(0, (rows.virtualizer.getVirtualItems()[0]?.index ?? 0) - ROW_OVERSCAN);
  const totalBlocks = Math.ceil(view.length / ROW_BLOCK);
  const firstBlock = Math.max(0, Math.min(Math.floor(startRow / ROW_BLOCK), totalBlocks - blockSlots));
  const blocks: number[] = [];
  for (let b = firstBlock; b < Math.min(totalBlocks, firstBlock + blockSlots); b++) blocks.push(b);
  // Slot order, not row order: the DOM never reorders (a moved node re-creates its layout objects).
  // aria-rowindex gives each row its place; keyboard users move by aria-activedescendant.
  blocks.sort((x, y) => (x % blockSlots) - (y % blockSlots));
  const firstRow = firstBlock * ROW_BLOCK;
  const pool = blockSlots * ROW_BLOCK;
  const activeRendered =
    at.pos >= firstRow && at.pos < firstRow + pool && (at.col === -1 || (at.col >= first && at.col <= last));
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

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={p.label}
      aria-rowcount={view.length + 2}
      aria-colcount={laid.length + 1}
      aria-busy={p.busy}
      aria-activedescendant={activeRendered && view.length > 0 ? cellId(idPrefix, at.pos, at.col) : undefined}
      tabIndex={0}
      className="rt-grid"
      onKeyDown={onKeyDown}
    >
      <div className="rt-sizer" style={{ height: rows.scale.realHeight, width }}>
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
        <div role="rowgroup" className="rt-body" onClick={onBodyClick}>
          {blocks.map((b) => (
            <div
              key={b % blockSlots}
              role="none"
              className="rt-block"
              style={{ transform: `translateY(${rows.topOf(HEADER_HEIGHT + b * ROW_BLOCK * ROW_HEIGHT)}px)` }}
            >
              {Array.from({ length: Math.min(ROW_BLOCK, view.length - b * ROW_BLOCK) }, (_, k) => {
                const pos = b * ROW_BLOCK + k;
                const row = rowAt(pos);
                return row ? (
                  <GridRow
                    key={k}
                    row={row}
                    pos={pos}
                    slot={k}
                    width={width}
                    laid={laid}
                    first={first}
                    last={last}
                    activeCol={pos === at.pos ? at.col : -2}
                    idPrefix={idPrefix}
                    onOpenConversation={p.onOpenConversation}
                    onOpenRow={p.onOpenRow}
                    onCopyCell={copyAt}
                  />
                ) : null;
              })}
            </div>
          ))}
        </div>
      </div>
      {view.length === 0 ? <p className="rt-empty">{p.emptyText}</p> : null}
    </div>
  );
}
