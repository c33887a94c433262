import { AllCommunityModule, ModuleRegistry, createGrid, type ColDef, type GridApi } from 'ag-grid-community';
import type { Row } from '../../src/core/contract';
import { DIALOGS_COLUMNS } from '../../src/features/results/columns/dialogs-columns';
import { ROW_HEIGHT } from '../../src/features/results/grid/grid-sizes';
import { idle, nextFrame, scrollJumpOn, scrollSteadyOn, typeInto, untilPainted } from '../table-page/measure';
import { makePages } from '../table-page/rows';

/**
 * Peer bench page: AG Grid Community (plain JS API, default Quartz theme) over the very rows our bench
 * page makes (table-page/rows.ts), with the 36 DIALOGS columns showing, sorting and quick-filtering on our
 * text(v). window.bench has the method names and meanings of table-page/main.tsx where they apply.
 */
ModuleRegistry.registerModules([AllCommunityModule]);

/** Every date of the rows has one shape (`2026-03-31T00:00:26.609-05:00`: millisecond digits, one offset). */
const ONE_SHAPE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-05:00$/;

/**
 * Our Date column sorts on the instant (ms since the epoch). Every date here has the one shape above (checked
 * in prepare()), so comparing the ISO strings as strings gives the very order of their instants, without
 * parsing a date per comparison; nulls go last, as ours do.
 */
const byInstant = (a: unknown, b: unknown) => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The columns whose shown text differs from the raw value's string for some row (set by prepare()). Only
 * these get `getQuickFilterText`: AG Grid searches the other columns' values as they are, which are the
 * very text ours searches, so a formatter call per cell there would be work of the bench's making.
 */
let formatted = new Set<string>();

const columnDefs = (): ColDef<Row>[] =>
  DIALOGS_COLUMNS.map((c) => ({
    colId: c.key,
    field: c.key,
    headerName: c.header,
    width: c.width,
    sortable: true,
    // What a cell shows: our text(v), as our grid shows it.
    valueFormatter: (p) => c.text(p.value),
    // What the quick filter searches: our text(v), as ours searches it, where that is not the value itself.
    ...(formatted.has(c.key) ? { getQuickFilterText: (p) => c.text(p.value) } : {}),
    // Text and id columns sort as strings with AG Grid's default comparator (code-unit order; ours uses the
    // collator's order, which differs on case and accents, not on the work of sorting 250,000 strings).
    ...(c.kind === 'date' ? { comparator: byInstant } : {}),
  }));

const host = document.getElementById('grid');
const filter = document.querySelector<HTMLInputElement>('input[aria-label="Filter all columns"]');
if (!host || !filter) throw new Error('the page has no grid or filter box');

let modelUpdates = 0;
/**
 * AG Grid in one of two variants: its default, and with `cacheQuickFilter`, its documented option for a
 * fast quick filter on large data (each row's text is kept after the first filter that reads it, as ours
 * keeps its search indexes). The option is read once, at creation: a variant is a grid of its own.
 */
let cache = false;
const create = (withCache: boolean): GridApi<Row> =>
  createGrid<Row>(host, {
    columnDefs: columnDefs(),
    rowData: [],
    rowHeight: ROW_HEIGHT,
    // Ours moves no rows around after a sort or a filter; AG Grid's animation is off so both paint the new
    // order straight away.
    animateRows: false,
    cacheQuickFilter: withCache,
    onModelUpdated: () => {
      modelUpdates++;
      const count = document.getElementById('count');
      if (count) count.textContent = String(api.getDisplayedRowCount());
    },
  });
let api: GridApi<Row> = create(cache);
// The quick filter (AG Grid's equivalent of our "Filter all columns") has no debounce: setting the grid
// option filters the rows synchronously (QuickFilterService.setFilter -> FilterManager.onFilterChanged ->
// the row model's refresh), so a keystroke's time is the filtering and the paint after it.
filter.addEventListener('input', () => api.setGridOption('quickFilterText', filter.value));

let all: Row[][] = [];
/** Rows are drawn, and AG Grid has no row or cell left to draw in a later animation frame. */
const drawn = () => api.isAnimationFrameQueueEmpty();
const firstRowShown = () => host.querySelector('.ag-row[row-index="0"] .ag-cell') != null && drawn();
const headerCell = (name: string) =>
  [...host.querySelectorAll<HTMLElement>('.ag-header-cell')].find(
    (h) => h.querySelector('.ag-header-cell-text')?.textContent?.trim() === name,
  );
const viewport = () => {
  // AG Grid 36 scrolls rows both ways in one element (no .ag-body-viewport / .ag-center-cols-viewport).
  const v = host.querySelector<HTMLElement>('.ag-grid-viewport');
  if (!v) throw new Error('no body viewport');
  return v;
};
/** One keystroke into the quick filter: ms until a frame shows the rows of the model it updated. */
const keystroke = (value: string) => {
  const before = modelUpdates;
  return untilPainted(
    () => typeInto(filter, value),
    () => modelUpdates !== before && drawn(),
  );
};
const flat = (pages: number) => all.slice(0, pages).flat();

const bench = {
  jsonBytes: 0,
  /** Makes the rows; returns the JSON size of all pages. */
  prepare(total: number) {
    const made = makePages(total);
    for (const page of made.pages)
      for (const row of page)
        if (row.date != null && !ONE_SHAPE.test(String(row.date)))
          throw new Error(`a date of another shape: ${String(row.date)}`);
    all = made.pages;
    formatted = new Set(
      DIALOGS_COLUMNS.filter((c) =>
        made.pages.some((page) =>
          page.some((row) => {
            const v = row[c.key];
            return v != null && c.text(v) !== String(v);
          }),
        ),
      ).map((c) => c.key),
    );
    bench.jsonBytes = made.jsonBytes;
    return made.jsonBytes;
  },
  /** Columns given getQuickFilterText, for the log. */
  formattedColumns: () => [...formatted],
  /** A fresh, empty grid of the variant: AG Grid's default, or with its quick-filter cache. */
  variant(withCache: boolean) {
    api.destroy();
    typeInto(filter, '');
    cache = withCache;
    api = create(withCache);
    return idle();
  },
  /**
   * Before typing starts, as ours has built its search indexes by then (bench/table-page settled()):
   * with the cache, every row's quick-filter text is built by one filter pass that matches nothing, then
   * the filter is cleared; the default variant keeps no text. Then the page is idle for a moment.
   */
  async filterReady() {
    if (cache && api.getDisplayedRowCount() > 0) {
      let missing = false;
      api.forEachNode((node) => {
        // The row's quick-filter text, kept once built when cacheQuickFilter is on.
        if (node.quickFilterAggregateText == null) missing = true;
      });
      if (missing) {
        api.setGridOption('quickFilterText', '\u0000');
        api.setGridOption('quickFilterText', filter.value);
      }
    }
    await idle();
  },
  /** Sets the rows to the first `pages` pages, flat; returns the main-thread time of the synchronous call. */
  show(pages: number) {
    const rows = flat(pages);
    const t0 = performance.now();
    api.setGridOption('rowData', rows);
    return performance.now() - t0;
  },
  /** Arrival at once: ms from handing the rows to an empty grid until a frame shows its first data row. */
  arrive(pages: number) {
    if (api.getDisplayedRowCount() !== 0) throw new Error('the grid is not empty');
    const rows = flat(pages);
    return untilPainted(
      () => api.setGridOption('rowData', rows),
      () => firstRowShown(),
    ).then((ms) => {
      // The table bench traces the tasks after this mark (bench/trace.ts).
      performance.mark('arrival painted');
      return ms;
    });
  },
  /** Arrival at once, then at once the first character of `word`; the later ones each once idle. */
  async arriveAndType(pages: number, label: string, word: string) {
    if (label !== 'Filter all columns') throw new Error(`no input ${label}`);
    const arrival = await bench.arrive(pages);
    const first = await keystroke(word.slice(0, 1));
    const later: number[] = [];
    for (let i = 2; i <= word.length; i++) {
      await idle();
      later.push(await keystroke(word.slice(0, i)));
    }
    await idle();
    // AG Grid filters every row at once: its first rows shown are its complete answer.
    return { arrival, first, firstComplete: first, later, laterComplete: later, count: bench.countText() };
  },
  /** AG Grid does no work in idle time: settled is the page being idle for a moment. */
  settled: idle,
  scrollSteady: (count: number, px: number) => scrollSteadyOn(viewport(), count, px),
  scrollJump: (count: number) => scrollJumpOn(viewport(), count),
  /** Clicks a header cell; ms until its aria-sort shows the new order at a frame with the rows drawn. */
  async sortBy(name: string) {
    const column = DIALOGS_COLUMNS.find((c) => c.header === name);
    if (!column) throw new Error(`no column ${name}`);
    // Columns are virtualized too: AG Grid scrolls sideways until the header is drawn.
    api.ensureColumnVisible(column.key);
    for (let i = 0; i < 30 && !headerCell(name); i++) await nextFrame();
    const th = headerCell(name);
    const label = th?.querySelector<HTMLElement>('.ag-header-cell-label');
    if (!th || !label) throw new Error(`no header ${name}`);
    const before = th.getAttribute('aria-sort');
    return untilPainted(
      () => label.click(),
      () => th.getAttribute('aria-sort') !== before && drawn(),
    );
  },
  /** Types `word` one character at a time into the quick filter; ms per keystroke until the rows repaint. */
  async typeFilter(label: string, word: string) {
    if (label !== 'Filter all columns') throw new Error(`no input ${label}`);
    await nextFrame();
    const times: number[] = [];
    for (let i = 1; i <= word.length; i++) {
      times.push(await keystroke(word.slice(0, i)));
      await idle();
    }
    return { times, complete: times, count: bench.countText() };
  },
  clearFilter(label: string) {
    if (label === 'Filter all columns') typeInto(filter, '');
  },
  heap() {
    const gc = (window as unknown as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return memory?.usedJSHeapSize ?? 0;
  },
  /** Rows displayed (after the filter). */
  countText: () => String(api.getDisplayedRowCount()),
  /** Header cells' aria-sort, for the log: how AG Grid names each order. */
  ariaSort: (name: string) => headerCell(name)?.getAttribute('aria-sort') ?? null,
};
Object.assign(window, { bench });
