import type { Row } from '../../src/core/contract';
import type { SummaryResult, SummarySpec } from '../../src/core/summary';
import { FilterWarmUp, TableModel, type CoreColumn } from '../../src/core/table';
import { DIALOGS_COLUMNS } from '../../src/features/results/columns/dialogs-columns';
import { connectSummary } from '../../src/features/summary/summary-host';
import { rowsInView } from '../../src/features/summary/summary-runner';
import { idle, keystrokes, typeInto, untilPainted } from '../table-page/measure';
import { calm } from './calm';
import { PAGE_ROWS } from '../table-page/rows';
import type { Figures, SummaryBenchApi } from './api';
import type { LandingBenchApi } from './landing-api';
import { encoders } from './encoders';
import { paintSummary } from './paint';
import { AVERAGE_KEY, GROUP_KEYS, makeSummaryPages, PIVOT_KEY } from './rows';

/**
 * Our summary bench page: the columns encoded on the main thread from the very row objects (rows.ts) by
 * the encoders of src/core/summary/columns.ts, posted to the Summary's worker as typed arrays, only each
 * new tail, and summarized there (src/features/summary/summary-host.ts); each answer painted as a plain
 * table. The filter of every column is the grid's own (TableModel of src/core/table, its indexes
 * built and its search warmed, as the grid has them once settled); the summary reads the rows it lets
 * through.
 */
const GROUP_SPEC: SummarySpec = {
  groupBy: GROUP_KEYS.map((key) => ({ key })),
  measures: [{ kind: 'count' }, { kind: 'avg', key: AVERAGE_KEY }],
  pivot: null,
  share: false,
};
const PIVOT_SPEC: SummarySpec = {
  groupBy: GROUP_KEYS.map((key) => ({ key })),
  measures: [{ kind: 'count' }],
  pivot: { key: PIVOT_KEY },
  share: false,
};

const found = <T>(element: T | null, what: string): T => {
  if (!element) throw new Error(`the page has no ${what}`);
  return element;
};
const table = found(document.querySelector<HTMLTableElement>('#summary'), 'summary table');
const filter = found(
  document.querySelector<HTMLInputElement>('input[aria-label="Filter all columns"]'),
  'filter box',
);

/** The grid's columns, and the agent the rows were given (rows.ts), which the filter searches too. */
const COLUMNS: readonly CoreColumn[] = [
  ...DIALOGS_COLUMNS,
  { key: PIVOT_KEY, sortAs: 'text', text: (v) => (v == null ? '' : String(v)), stringsAsIs: true },
];
const BY_KEY = new Map(COLUMNS.map((c) => [c.key, c]));
const GLOBAL_KEYS = COLUMNS.map((c) => c.key);

const host = connectSummary();

let pages: Row[][] = [];
let rows: Row[] = [];
const model = new TableModel();
const columns = encoders(BY_KEY);

/** Requests made, and the last one answered and painted. */
let requested = 0;
let painted = 0;
let last: { spec: SummarySpec; result: SummaryResult } | null = null;
let spec: SummarySpec | null = null;
let count = 0;
const noted: string[] = [];
/** More rows will land (window.landing): the worker keeps its figures to add the next page to. */
let growing = false;
/** ms the last answer took to build into the DOM. */
let paintMs = 0;

/** Asks the worker for `asked` over the rows the filter lets through; the answer is painted when it comes. */
function request(asked: SummarySpec) {
  spec = asked;
  const id = ++requested;
  const t0 = performance.now();
  const view =
    filter.value.trim() === ''
      ? null
      : model.view({ columns: BY_KEY, sort: [], global: filter.value, globalKeys: GLOBAL_KEYS, filters: {} });
  const t1 = performance.now();
  // As the app asks (summary-runner.ts): every row as null, else a copy of the positions, handed over.
  const shown = view ? rowsInView(view) : null;
  void host.summarize({ rows: shown, count, spec: asked, bins: new Map(), growing }).then((result) => {
    // An answer overtaken by a later request is not painted.
    if (!result || id !== requested || spec !== asked) return;
    const t2 = performance.now();
    paintSummary(table, asked, result, columns.label);
    last = { spec: asked, result };
    painted = id;
    paintMs = performance.now() - t2;
    noted.push(
      `${view ? `the grid's filter ${(t1 - t0).toFixed(1)} ms, ` : ''}the worker's answer after ${(t2 - t1).toFixed(1)} ms, its ${result.groups.length} groups built into the DOM in ${paintMs.toFixed(1)} ms`,
    );
  });
}
filter.addEventListener('input', () => {
  if (spec) request(spec);
});

/** ms from `act` to the frame that paints the answer to the request it made. */
const answered = (act: () => void) => {
  const before = requested;
  return untilPainted(act, () => requested > before && painted === requested);
};

const bench: SummaryBenchApi = {
  prepare(total) {
    const made = makeSummaryPages(total);
    pages = made.pages;
    rows = pages.flat();
    return made.jsonBytes;
  },
  /**
   * The rows up to `to` encoded (the app does it in idle slices as pages land) and their tails posted; the
   * grid's model takes the same rows, its search indexes built later by filterReady().
   */
  async load(to) {
    const t0 = performance.now();
    const tails = columns.encode(rows, to);
    noted.push(
      `rows ${count}-${to} of 4 columns encoded in ${(performance.now() - t0).toFixed(1)} ms (the app does it in idle slices as pages land)`,
    );
    const kept = await Promise.all(tails.map(([key, tail]) => host.post(key, tail)));
    if (kept.includes(false)) throw new Error('the worker did not keep a tail');
    count = to;
    model.sync(pages.slice(0, Math.ceil(to / PAGE_ROWS)));
    const ms = performance.now() - t0;
    await idle();
    return ms;
  },
  group: () => answered(() => request(GROUP_SPEC)),
  pivot: () => answered(() => request(PIVOT_SPEC)),
  async reset() {
    spec = null;
    last = null;
    table.replaceChildren();
    await idle();
  },
  async filterReady() {
    model.prepare(COLUMNS, () => true);
    // As the grid does in idle time once its indexes are built (use-prepare-indexes.ts).
    const t0 = performance.now();
    new FilterWarmUp().step(() => true);
    noted.push(`the search warmed on its made-up table in ${(performance.now() - t0).toFixed(1)} ms`);
    await idle();
  },
  type: (word) => keystrokes(filter, word, answered),
  async clear() {
    typeInto(filter, '');
    await idle();
  },
  figures() {
    const groups: Figures['groups'] = {};
    let total = 0;
    for (const group of last?.result.groups ?? []) {
      const [channel = 0, intent = 0] = group.keys;
      groups[`${columns.label(GROUP_KEYS[0], channel)}|${columns.label(GROUP_KEYS[1], intent)}`] = [
        group.figures[0] ?? NaN,
        group.figures[1] ?? NaN,
      ];
      total += group.rows;
    }
    return { groups, rows: total };
  },
  calm,
  notes: () => noted.splice(0),
  pivotFigures: () => ({
    across: last?.result.pivot?.across.length ?? 0,
    grand: last?.result.total.rows ?? 0,
  }),
};

/**
 * The grouping shown while the run's rows arrive, as the app's Summary asks it then (use-summary-result.ts
 * passes `running`): a page lands as the app's does, its rows encoded in the columns the grouping reads (as
 * summary-runner.ts encodes a question's needs: not the pivot's agent), only their tails posted, the same
 * question asked again, and the answer painted.
 */
const landing: LandingBenchApi = {
  async open() {
    growing = true;
    const ms = await bench.group();
    // Rows will land: the app's Summary makes room for them once this answer is painted.
    columns.reserve(count);
    return ms;
  },
  async land(to) {
    let encode = 0;
    let lost = false;
    performance.mark('landing');
    const ms = await answered(() => {
      const t0 = performance.now();
      const tails = columns.encode(rows, to, GROUP_SPEC);
      encode = performance.now() - t0;
      // Posted without waiting, as summary-runner.ts does: the worker answers them before the summary.
      for (const [key, tail] of tails) void host.post(key, tail).then((kept) => (lost ||= !kept));
      count = to;
      request(GROUP_SPEC);
    });
    performance.mark('landed');
    if (lost) throw new Error('the worker did not keep a tail');
    // After the figures are painted, in a task of its own, as the app's Summary does in idle time while
    // rows arrive (use-summary-result.ts): room for the next pages, outside their landing.
    await new Promise((resolve) => setTimeout(resolve, 0));
    columns.reserve(count);
    // The grid's model is not given the page (its own work, not the Summary's): nothing filters after it.
    return { painted: ms, encode, paint: paintMs };
  },
  async close() {
    growing = false;
    await bench.reset();
  },
};
Object.assign(window, { bench, landing });
