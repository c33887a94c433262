import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnOrderState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type Header,
  type SortingState,
  type TableOptions,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RowRecord, SortKey } from '../../../core/table';
import { EMPTY_LAYOUT, loadLayout, orderedKeys, saveLayout, type ColumnLayout } from './layout-prefs';
import { GUTTER_WIDTH } from '../grid/grid-sizes';
import type { ResultColumn } from './result-column';

// Only what the grid uses: order, visibility, sizes with drag resizing, and (manual) sorting.
const features = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
});
type Features = typeof features;

/** One column as laid out on screen: its definition, TanStack header, width and left edge. */
export interface LaidColumn {
  column: ResultColumn;
  header: Header<Features, RowRecord, unknown>;
  size: number;
  start: number;
  /** Made once per layout, shared by every cell of the column: no allocation per cell per frame. */
  cellStyle: { left: number; width: number };
  cellClass: string;
}

// TanStack builds an object per row of `data`; it gets none: rows live in the core's arrays and only the
// drawn ones reach React. The table is used for its column model alone.
const NO_ROWS: RowRecord[] = [];
const apply = <T>(u: Updater<T>, old: T): T => (typeof u === 'function' ? (u as (o: T) => T)(old) : u);

/**
 * Widths as kept and saved: whole pixels within 60–1200. A drag past either end has TanStack write what the
 * pointer says (down to 0), which the stored layout's schema would refuse, losing every width at next load.
 */
const clampSizing = (sizing: ColumnSizingState): ColumnSizingState =>
  Object.fromEntries(
    Object.entries(sizing).map(([k, v]) => [k, Math.round(Math.min(1200, Math.max(60, v)))]),
  );

function layoutToState(layout: ColumnLayout) {
  return {
    order: layout.order,
    visibility: Object.fromEntries(layout.hidden.map((k) => [k, false])) as ColumnVisibilityState,
    sizing: layout.sizes as ColumnSizingState,
  };
}

/** The column definitions TanStack needs for the column model (it never sees a row). */
function columnDefs(columns: readonly ResultColumn[]): ColumnDef<Features, RowRecord>[] {
  return columns.map((c) => ({
    id: c.key,
    // Never called (there are no rows); TanStack only offers sorting on columns with an accessor.
    accessorFn: (row: RowRecord) => row[c.key],
    header: c.header,
    size: c.width,
    minSize: 60,
    maxSize: 1200,
    sortDescFirst: false,
    enableSorting: true,
  }));
}

/** The visible columns in order, each with its width and left edge, and the width of them all. */
function layColumns(
  visible: readonly { id: string }[],
  headers: readonly Header<Features, RowRecord, unknown>[],
  byKey: ReadonlyMap<string, ResultColumn>,
  sizing: ColumnSizingState,
): { laid: LaidColumn[]; totalWidth: number } {
  const laid: LaidColumn[] = [];
  let start = 0;
  for (const col of visible) {
    const column = byKey.get(col.id);
    const header = headers.find((h) => h.column.id === col.id);
    if (!column || !header) continue;
    const size = Math.min(1200, Math.max(60, sizing[col.id] ?? column.width));
    laid.push({
      column,
      header,
      size,
      start,
      cellStyle: { left: GUTTER_WIDTH + start, width: size },
      cellClass: `rt-cell rt-${column.kind}`,
    });
    start += size;
  }
  return { laid, totalWidth: start };
}

/** The report's stored layout as TanStack state, saved again on every change. */
function useStoredLayout(reportKey: string) {
  const [state, setStored] = useState(() => layoutToState(loadLayout(reportKey)));
  useEffect(() => {
    const hidden = Object.entries(state.visibility)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    saveLayout(reportKey, { ...EMPTY_LAYOUT, order: state.order, hidden, sizes: state.sizing });
  }, [reportKey, state]);
  return [state, setStored] as const;
}

/**
 * Column order, visibility and sizing (remembered per report) and sorting (not remembered). The owner
 * remounts this per run, so a new run starts from the stored layout with no sort.
 */
export function useColumnModel(
  reportKey: string,
  columns: readonly ResultColumn[],
  initialSort: readonly SortKey[] = [],
) {
  const [state, setStored] = useStoredLayout(reportKey);
  const [sorting, setSorting] = useState<SortingState>(() =>
    initialSort.map((s) => ({ id: s.key, desc: s.desc })),
  );
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const columnOrder = useMemo<ColumnOrderState>(
    () =>
      orderedKeys(
        columns.map((c) => c.key),
        state.order,
      ),
    [columns, state.order],
  );

  // Options made once per change of what they hold, so the table handed out keeps its identity between
  // renders that change nothing of it (the headers and callbacks built from it stay memoised).
  const options = useMemo<TableOptions<Features, RowRecord>>(
    () => ({
      features,
      data: NO_ROWS,
      columns: defs,
      state: { columnOrder, columnVisibility: state.visibility, columnSizing: state.sizing, sorting },
      onColumnOrderChange: (u) => setStored((s) => ({ ...s, order: apply(u, columnOrder) })),
      onColumnVisibilityChange: (u) => setStored((s) => ({ ...s, visibility: apply(u, s.visibility) })),
      onColumnSizingChange: (u) => setStored((s) => ({ ...s, sizing: clampSizing(apply(u, s.sizing)) })),
      onSortingChange: setSorting,
      manualSorting: true,
      enableMultiSort: true,
      isMultiSortEvent: (e) => typeof e === 'object' && e !== null && 'shiftKey' in e && e.shiftKey === true,
      columnResizeMode: 'onChange',
    }),
    [defs, columnOrder, state.visibility, state.sizing, sorting, setStored],
  );
  const table = useTable(options);

  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const visible = table.getVisibleLeafColumns();
  const headers = table.getFlatHeaders();
  const { laid, totalWidth } = useMemo(
    () => layColumns(visible, headers, byKey, state.sizing),
    [visible, headers, byKey, state.sizing],
  );

  const sort = useMemo<SortKey[]>(() => sorting.map((s) => ({ key: s.id, desc: s.desc })), [sorting]);
  const resetLayout = () => setStored(layoutToState(EMPTY_LAYOUT));
  /** Moves a column to just before another (a header dropped on another). */
  const moveBefore = useCallback(
    (key: string, beforeKey: string) => {
      const order = table.atoms.columnOrder.get().filter((k) => k !== key);
      order.splice(Math.max(0, order.indexOf(beforeKey)), 0, key);
      table.setColumnOrder(order);
    },
    [table],
  );
  return { table, laid, totalWidth, sort, byKey, resetLayout, moveBefore };
}

/** The column model's table, as the columns panel and the results table drive it. */
export type ColumnTable = ReturnType<typeof useColumnModel>['table'];
