import { createGrid, ModuleRegistry, type ColDef, type GridApi, type IRowNode } from 'ag-grid-community';
import { AllEnterpriseModule } from 'ag-grid-enterprise';
import type { Row } from '../../src/core/contract';
import { DIALOGS_COLUMNS } from '../../src/features/results/columns/dialogs-columns';
import { ROW_HEIGHT } from '../../src/features/results/grid/grid-sizes';
import { idle, keystrokes, typeInto, untilPainted } from '../table-page/measure';
import type { Figures, SummaryBenchApi } from './api';
import { calm } from './calm';
import { AVERAGE_KEY, COUNT_KEY, GROUP_KEYS, makeSummaryPages, PIVOT_KEY } from './rows';

/**
 * Peer page of the summary bench: AG Grid Enterprise, in evaluation mode (no licence key: it logs that and
 * shows a watermark), over the very rows our summary page makes (rows.ts), doing the same summaries with its
 * row grouping, aggregation, pivot and quick filter. Nothing here is shipped: the app never imports it.
 */
ModuleRegistry.registerModules([AllEnterpriseModule]);

/** An aggregate's number: AG Grid's count and avg are objects with a `value`. */
const numberOf = (v: unknown): number =>
  typeof v === 'number'
    ? v
    : typeof v === 'object' && v !== null && 'value' in v && typeof v.value === 'number'
      ? v.value
      : NaN;
/**
 * The columns whose shown text differs from the raw value's string (set by prepare(), as the table bench's
 * AG Grid page does): only these get `getQuickFilterText`, so the quick filter searches the text ours
 * searches without a formatter call per cell where the value is that text already.
 */
let formatted = new Set<string>();
/** The summarized columns first, so the grouped rows' figures are on screen, then the other 35 or so. */
const FIRST: readonly string[] = [...GROUP_KEYS, COUNT_KEY, AVERAGE_KEY, PIVOT_KEY];
const columnDefs = (): ColDef<Row>[] => {
  const defs: ColDef<Row>[] = DIALOGS_COLUMNS.map((c) => ({
    colId: c.key,
    field: c.key,
    headerName: c.header,
    width: c.width,
    // What a cell shows and the quick filter searches: our text(v), as our grid shows and searches it; a
    // group row's figure is an aggregate (an object with a `value`).
    valueFormatter: (p) => c.text(p.node?.group ? numberOf(p.value) : p.value),
    ...(formatted.has(c.key) ? { getQuickFilterText: (p) => c.text(p.value) } : {}),
  }));
  defs.push({ colId: PIVOT_KEY, field: PIVOT_KEY, headerName: 'Agent', width: 120 });
  const at = (d: ColDef<Row>) => {
    const i = FIRST.indexOf(d.colId ?? '');
    return i < 0 ? FIRST.length : i;
  };
  return defs.sort((a, b) => at(a) - at(b));
};

const host = document.getElementById('grid');
const filter = document.querySelector<HTMLInputElement>('input[aria-label="Filter all columns"]');
if (!host || !filter) throw new Error('the page has no grid or filter box');

let modelUpdates = 0;
const api: GridApi<Row> = createGrid<Row>(host, {
  columnDefs: columnDefs(),
  rowData: [],
  rowHeight: ROW_HEIGHT,
  animateRows: false,
  // Its documented option for a fast quick filter on large data, as ours keeps its search indexes.
  cacheQuickFilter: true,
  // The second level's groups shown, as our summary shows every (channel, intent) group.
  groupDefaultExpanded: 1,
  // Totals, as ours has: a grand total row, and a total column per row of a pivot.
  grandTotalRow: 'bottom',
  pivotRowTotals: 'after',
  onModelUpdated: () => {
    modelUpdates++;
    const count = document.getElementById('count');
    if (count) count.textContent = String(api.getDisplayedRowCount());
  },
});
// The quick filter has no debounce: setting it filters, groups and aggregates again at once.
filter.addEventListener('input', () => api.setGridOption('quickFilterText', filter.value));

/** AG Grid has no row or cell left to draw in a later animation frame. */
const drawn = () => api.isAnimationFrameQueueEmpty();
const groupRowShown = () => host.querySelector('.ag-row-group .ag-cell') != null;

const GROUPING = [
  ...GROUP_KEYS.map((colId, i) => ({ colId, rowGroup: true, rowGroupIndex: i })),
  { colId: COUNT_KEY, aggFunc: 'count' },
  { colId: AVERAGE_KEY, aggFunc: 'avg' },
];
const PIVOT = [
  ...GROUP_KEYS.map((colId, i) => ({ colId, rowGroup: true, rowGroupIndex: i })),
  { colId: COUNT_KEY, aggFunc: 'count' },
  { colId: PIVOT_KEY, pivot: true, pivotIndex: 0 },
];

/** ms from `act` until a frame is painted whose DOM shows the model it updated, with group rows. */
const changed = (act: () => void, also: () => boolean = () => true) => {
  const before = modelUpdates;
  return untilPainted(act, () => modelUpdates !== before && drawn() && groupRowShown() && also());
};

/** A group row's aggregate of a column (aggData is typed `any`). */
const aggregate = (node: IRowNode<Row>, key: string): number => {
  const data: unknown = node.aggData;
  return typeof data === 'object' && data !== null ? numberOf(Reflect.get(data, key)) : NaN;
};
const keyOf = (node: IRowNode<Row> | null) => (node?.key == null ? '' : String(node.key));

let all: Row[] = [];
const noted: string[] = [];

const bench: SummaryBenchApi = {
  prepare(total) {
    const made = makeSummaryPages(total);
    all = made.pages.flat();
    // The first page of rows holds every shape of value the generator writes.
    const sample = made.pages[0] ?? [];
    formatted = new Set(
      DIALOGS_COLUMNS.filter((c) =>
        sample.some((row) => row[c.key] != null && c.text(row[c.key]) !== String(row[c.key])),
      ).map((c) => c.key),
    );
    api.setGridOption('columnDefs', columnDefs());
    noted.push(`getQuickFilterText on ${[...formatted].join(', ') || 'no column'}`);
    return made.jsonBytes;
  },
  async load(count) {
    const ms = await untilPainted(
      () => api.setGridOption('rowData', all.slice(0, count)),
      () => drawn() && host.querySelector('.ag-row .ag-cell') != null,
    );
    await idle();
    return ms;
  },
  group: () => changed(() => api.applyColumnState({ state: GROUPING })),
  pivot: () =>
    changed(
      () => {
        api.setGridOption('pivotMode', true);
        api.applyColumnState({ state: PIVOT });
      },
      () => (api.getPivotResultColumns()?.length ?? 0) > 0,
    ),
  async reset() {
    api.setGridOption('pivotMode', false);
    api.applyColumnState({ defaultState: { rowGroup: false, pivot: false, aggFunc: null } });
    await idle();
  },
  /** Every row's quick-filter text is built by a filter that matches nothing, then the filter is put back. */
  async filterReady() {
    api.setGridOption('quickFilterText', '\u0000');
    api.setGridOption('quickFilterText', filter.value);
    await idle();
  },
  type: (word) => keystrokes(filter, word, changed),
  async clear() {
    typeInto(filter, '');
    await idle();
  },
  figures() {
    const groups: Figures['groups'] = {};
    let rows = 0;
    for (let i = 0; i < api.getDisplayedRowCount(); i++) {
      const node = api.getDisplayedRowAtIndex(i);
      if (!node?.group || node.level !== 1 || node.footer) continue;
      groups[`${keyOf(node.parent)}|${keyOf(node)}`] = [
        aggregate(node, COUNT_KEY),
        aggregate(node, AVERAGE_KEY),
      ];
      rows += node.allChildrenCount ?? 0;
    }
    return { groups, rows };
  },
  calm,
  notes: () => noted.splice(0),
  pivotFigures() {
    const across = (api.getPivotResultColumns() ?? []).filter(
      (c) => !c.getColId().startsWith('PivotRowTotal_'),
    ).length;
    let grand = 0;
    for (let i = 0; i < api.getDisplayedRowCount(); i++) {
      const node = api.getDisplayedRowAtIndex(i);
      if (node?.group && node.level === 0 && !node.footer) grand += node.allChildrenCount ?? 0;
    }
    return { across, grand };
  },
};
Object.assign(window, { bench });
