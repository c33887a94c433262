import type { Row } from '../../src/core/contract';
import type { SummaryResult, SummarySpec } from '../../src/core/summary';
import type { CoreColumn } from '../../src/core/table';
import { DIALOGS_COLUMNS } from '../../src/features/results/columns/dialogs-columns';
import { idle, keystrokes, typeInto, untilPainted } from '../table-page/measure';
import type { Figures, SummaryBenchApi } from './api';
import type { LandingBenchApi } from './landing-api';
import { arrowRows, searchTexts } from './arrow-rows';
import { calm } from './calm';
import { paintSummary } from './paint';
import { AVERAGE_KEY, GROUP_KEYS, makeSummaryPages, PIVOT_KEY } from './rows';

/** A group of an engine's answer: its keys as shown, its count of rows and its average (null for none). */
export interface EngineGroup {
  channel: string;
  intent: string;
  count: number;
  average: number | null;
}
/** A cell of an engine's pivot: rows of a group with one agent. */
export interface EngineCell {
  channel: string;
  intent: string;
  agent: string;
  count: number;
}

/** What an analytic engine's page (duckdb.ts, perspective.ts) does; the rest is this file's, alike for both. */
export interface Engine {
  /** The engine started in its worker, its WebAssembly loaded. */
  ready: Promise<void>;
  /** Loads an Arrow IPC stream of rows: the first creates the table, the next are appended to it. */
  insert(ipc: Uint8Array, first: boolean): Promise<void>;
  /** Grouped by channel and intent, count and average confidence, of the rows whose search holds `word`. */
  group(word: string): Promise<EngineGroup[]>;
  /** The pivot: rows per (channel, intent) across the agents. */
  pivot(): Promise<EngineCell[]>;
  /**
   * The grouping kept open while rows land (bench/summary-landing.bench.ts), where the engine keeps a view
   * up to date: opened, then each insert's rows taken into it and its groups read again; then closed.
   */
  live?: {
    open(): Promise<EngineGroup[]>;
    update(ipc: Uint8Array): Promise<EngineGroup[]>;
    close(): Promise<void>;
  };
}

const GROUP_SPEC: SummarySpec = {
  groupBy: GROUP_KEYS.map((key) => ({ key })),
  measures: [{ kind: 'count' }, { kind: 'avg', key: AVERAGE_KEY }],
  pivot: null,
  share: false,
};
const PIVOT_SPEC: SummarySpec = { ...GROUP_SPEC, measures: [{ kind: 'count' }], pivot: { key: PIVOT_KEY } };

/** The grid's columns and the rows' agent: what the filter of every column searches, as on our page. */
const COLUMNS: readonly CoreColumn[] = [
  ...DIALOGS_COLUMNS,
  { key: PIVOT_KEY, sortAs: 'text', text: (v) => (v == null ? '' : String(v)), stringsAsIs: true },
];

/** Codes for the texts an engine answers with, so the plain painter (paint.ts) shows them as on our page. */
class Labels {
  private readonly codes = new Map<string, number>();
  private readonly texts: string[] = [];
  code(key: string, text: string): number {
    const k = `${key}\u0000${text}`;
    let code = this.codes.get(k);
    if (code === undefined) {
      code = this.texts.length;
      this.codes.set(k, code);
      this.texts.push(text);
    }
    return code;
  }
  readonly label = (_key: string, code: number) => this.texts[code] ?? '';
}

function groupResult(groups: readonly EngineGroup[], labels: Labels): SummaryResult {
  const rows = groups.reduce((sum, g) => sum + g.count, 0);
  return {
    groups: groups.map((g) => ({
      keys: [labels.code(GROUP_KEYS[0], g.channel), labels.code(GROUP_KEYS[1], g.intent)],
      figures: [g.count, g.average],
      rows: g.count,
    })),
    // The engines are asked for the groups only; the total's average would be a query of its own.
    total: { figures: [rows, null], rows },
    skipped: [0, 0],
    pivot: null,
    cells: groups.length * 2,
    tooMany: false,
  };
}

function pivotResult(cells: readonly EngineCell[], labels: Labels): SummaryResult {
  const agents = [...new Set(cells.map((c) => c.agent))].sort();
  const across = new Map(agents.map((agent, i) => [agent, i]));
  const byGroup = new Map<string, { channel: string; intent: string; cells: (number | null)[] }>();
  for (const c of cells) {
    const key = `${c.channel}\u0000${c.intent}`;
    let group = byGroup.get(key);
    if (!group) {
      group = { channel: c.channel, intent: c.intent, cells: agents.map(() => null) };
      byGroup.set(key, group);
    }
    group.cells[across.get(c.agent) ?? 0] = c.count;
  }
  const groups = [...byGroup.values()];
  const sum = (values: readonly (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
  const rowTotals = groups.map((g) => sum(g.cells));
  const grand = sum(rowTotals);
  return {
    groups: groups.map((g, i) => ({
      keys: [labels.code(GROUP_KEYS[0], g.channel), labels.code(GROUP_KEYS[1], g.intent)],
      figures: [rowTotals[i] ?? 0],
      rows: rowTotals[i] ?? 0,
    })),
    total: { figures: [grand], rows: grand },
    skipped: [0],
    pivot: {
      across: agents.map((agent) => labels.code(PIVOT_KEY, agent)),
      cells: groups.map((g) => g.cells),
      rowTotals,
      columnTotals: agents.map((_, a) => sum(groups.map((g) => g.cells[a] ?? null))),
      grand,
    },
    cells: groups.length * agents.length,
    tooMany: false,
  };
}

/**
 * An analytic engine's summary bench page: the same rows as ours (rows.ts) encoded as Arrow on the main
 * thread (arrow-rows.ts, timed apart and noted), loaded into the engine in its worker; each summary asked of
 * it, its answer painted by the same plain painter as ours (paint.ts), and every time ends at the painted
 * frame. The filter box asks the grouping shown again with the engine's "contains" on the search column.
 */
export function engineBench(name: string, engine: Engine) {
  const found = <T>(element: T | null, what: string): T => {
    if (!element) throw new Error(`the page has no ${what}`);
    return element;
  };
  const table = found(document.querySelector<HTMLTableElement>('#summary'), 'summary table');
  const filter = found(
    document.querySelector<HTMLInputElement>('input[aria-label="Filter all columns"]'),
    'filter box',
  );

  let rows: Row[] = [];
  let search: string[] = [];
  let count = 0;
  let requested = 0;
  let painted = 0;
  let spec: SummarySpec | null = null;
  let groups: EngineGroup[] = [];
  let pivot: SummaryResult | null = null;
  const noted: string[] = [];
  const labels = new Labels();

  /** Asks the engine for `asked`; the answer is painted when it comes, unless a later request overtook it. */
  function request(asked: SummarySpec) {
    spec = asked;
    const id = ++requested;
    const word = filter.value.trim().toLowerCase();
    const t0 = performance.now();
    const answer =
      asked.pivot === null
        ? engine.group(word).then((g) => ({ g, result: groupResult(g, labels) }))
        : engine.pivot().then((cells) => ({ g: null, result: pivotResult(cells, labels) }));
    void answer.then(({ g, result }) => {
      if (id !== requested || spec !== asked) return;
      const t1 = performance.now();
      paintSummary(table, asked, result, labels.label);
      if (g) groups = g;
      else pivot = result;
      painted = id;
      noted.push(
        `${name}'s answer after ${(t1 - t0).toFixed(1)} ms, its ${result.groups.length} groups built into the DOM in ${(performance.now() - t1).toFixed(1)} ms`,
      );
    });
  }
  filter.addEventListener('input', () => {
    if (spec) request(spec);
  });
  const answered = (act: () => void) => {
    const before = requested;
    return untilPainted(act, () => requested > before && painted === requested);
  };

  const bench: SummaryBenchApi = {
    prepare(total) {
      const made = makeSummaryPages(total);
      rows = made.pages.flat();
      const t0 = performance.now();
      search = searchTexts(rows, COLUMNS);
      noted.push(
        `the rows' search texts made in ${(performance.now() - t0).toFixed(0)} ms (not timed, as ours' indexes)`,
      );
      return made.jsonBytes;
    },
    /** Rows up to `to` encoded as Arrow (noted apart) and loaded: ms of both, as ours' includes its encoding. */
    async load(to) {
      await engine.ready;
      const t0 = performance.now();
      const ipc = arrowRows(rows, search, count, to, COLUMNS);
      const t1 = performance.now();
      // The engine keeps its own copy: ours holds no search text either, so the page's memory holds none.
      search.fill('', count, to);
      // Read before the load: DuckDB-WASM takes the buffer over (its byteLength then reads 0).
      const mb = (ipc.byteLength / 1e6).toFixed(0);
      await engine.insert(ipc, count === 0);
      const t2 = performance.now();
      noted.push(
        `rows ${count}-${to} encoded as Arrow in ${(t1 - t0).toFixed(1)} ms (${mb} MB), loaded into ${name} in ${(t2 - t1).toFixed(1)} ms`,
      );
      count = to;
      await idle();
      return t2 - t0;
    },
    group: () => answered(() => request(GROUP_SPEC)),
    pivot: () => answered(() => request(PIVOT_SPEC)),
    async reset() {
      spec = null;
      table.replaceChildren();
      await idle();
    },
    /** Nothing to build ahead: each engine scans its search column at every keystroke. */
    filterReady: () => idle(),
    type: (word) => keystrokes(filter, word, answered),
    async clear() {
      typeInto(filter, '');
      await idle();
    },
    figures() {
      const shown: Figures['groups'] = {};
      let total = 0;
      for (const g of groups) {
        shown[`${g.channel}|${g.intent}`] = [g.count, g.average ?? NaN];
        total += g.count;
      }
      return { groups: shown, rows: total };
    },
    pivotFigures: () => ({ across: pivot?.pivot?.across.length ?? 0, grand: pivot?.total.rows ?? 0 }),
    calm,
    notes: () => noted.splice(0),
  };
  Object.assign(window, { bench });

  const live = engine.live;
  if (!live) return;
  /** The groups an engine's open view answers, painted: the frame that shows them ends the figure. */
  const show = (id: number, g: EngineGroup[]) => {
    if (id !== requested) return 0;
    const t0 = performance.now();
    paintSummary(table, GROUP_SPEC, groupResult(g, labels), labels.label);
    groups = g;
    painted = id;
    return performance.now() - t0;
  };
  const landing: LandingBenchApi = {
    open: () =>
      answered(() => {
        spec = GROUP_SPEC;
        const id = ++requested;
        void live.open().then((g) => show(id, g));
      }),
    async land(to) {
      let encode = 0;
      let paint = 0;
      performance.mark('landing');
      const ms = await answered(() => {
        const t0 = performance.now();
        const ipc = arrowRows(rows, search, count, to, COLUMNS);
        search.fill('', count, to);
        encode = performance.now() - t0;
        count = to;
        const id = ++requested;
        void live.update(ipc).then((g) => (paint = show(id, g)));
      });
      performance.mark('landed');
      return { painted: ms, encode, paint };
    },
    async close() {
      await live.close();
      await bench.reset();
    },
  };
  Object.assign(window, { landing });
}
