// Summary at scale, in headless Chromium, against AG Grid Enterprise (evaluation mode), DuckDB-WASM and
// Perspective on the same rows: bench/summary-page builds four pages, ours (index.html: the columns encoded by src/core/summary's
// encoders, summarized in the Summary's worker through src/features/summary/summary-host.ts, the answer
// painted as a plain table; the filter is the grid's TableModel) and AG Grid's (ag-grid.html: its row
// grouping, aggregation, pivot and quick filter), DuckDB-WASM's (duckdb.html) and Perspective's
// (perspective.html; both fed the rows as Arrow, summary-page/engine-page.ts), each over the same 1,000,000
// DIALOGS rows made in the page (summary-page/rows.ts), of which the first 250,000 are loaded first. The
// same script runs on every page, each in a fresh page of the same browser, taking turns over three rounds
// (who goes first rotates each round); each figure is the median of the rounds, printed with their range,
// and every time ends at the frame that is painted (table-page/measure.ts paintedFrame). Each measure
// starts from a collected, idle page whose browser has fallen quiet (quiet.ts), and every page's groups are
// checked to hold the same figures as ours. Ours is held to AG Grid's figures as before, and to the faster
// of the two engines by the ratios below.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { metric, type Bench, type Measured, type Peer } from './metric';
import { serveDir } from './static-server';
import { MEASURING_ARGS } from './trace';
import { throttle } from './cpu-throttle';
import { browserQuiet } from './quiet';
import type { Figures, PivotFigures, SummaryBenchApi } from './summary-page/api';
import { WORD } from './summary-page/rows';

const SMALL = 250_000;
const LARGE = 1_000_000;
const ROUNDS = 3;
const PEER = 'AG Grid Enterprise';
/** Group by two columns at 250,000 rows: at most this share of AG Grid Enterprise's time. */
const GROUP_RATIO = 0.2;
/** The analytic engines ours is held to, by the faster of the two for each figure. */
const ENGINES = ['DuckDB-WASM 1.32', 'Perspective 3.8'] as const;
interface PageSpec {
  name: string;
  file: string;
}
/**
 * The pages of each bench: ours, then its peers. AG Grid Enterprise and the engines run as two benches
 * (`summary`, `summary-engines`): one bench of all four, three rounds, took about 40 minutes here, most of
 * it AG Grid at 1,000,000 rows and each page making its million rows.
 */
const AG_GRID_PAGES: readonly PageSpec[] = [
  { name: 'ours', file: 'index.html' },
  { name: PEER, file: 'ag-grid.html' },
];
const ENGINE_PAGES: readonly PageSpec[] = [
  { name: 'ours', file: 'index.html' },
  { name: ENGINES[0], file: 'duckdb.html' },
  { name: ENGINES[1], file: 'perspective.html' },
];
type Rounds = Record<string, Round[]>;
const roundsOf = (all: Rounds, name: string) => all[name] ?? [];
/** Against the faster engine: group and pivot, the filter keystroke, the first load, the memory. */
const ENGINE_RATIO = { summary: 0.35, load: 0.5, memory: 0.8 };

/** Calls window.bench in the page: the function's source is sent and applied there (see table-driver.ts). */
const on = (page: Page) => {
  const w = <A, R>(fn: (b: SummaryBenchApi, arg: A) => R, arg: A) =>
    page.evaluate(
      ({ source, arg: a }) => {
        const f = (0, eval)(source) as (b: SummaryBenchApi, arg: unknown) => unknown;
        return f((window as unknown as { bench: SummaryBenchApi }).bench, a);
      },
      { source: fn.toString(), arg },
    ) as Promise<Awaited<R>>;
  return {
    prepare: (n: number) => w((b, x: number) => b.prepare(x), n),
    load: (n: number) => w((b, x: number) => b.load(x), n),
    group: () => w((b) => b.group(), null),
    pivot: () => w((b) => b.pivot(), null),
    reset: () => w((b) => b.reset(), null),
    filterReady: () => w((b) => b.filterReady(), null),
    type: (word: string) => w((b, x: string) => b.type(x), word),
    clear: () => w((b) => b.clear(), null),
    figures: () => w((b) => b.figures(), null),
    pivotFigures: () => w((b) => b.pivotFigures(), null),
    calm: () => w((b) => b.calm(), null),
    notes: () => w((b) => b.notes(), null),
  };
};

/** One page's figures of a round. */
interface Round {
  load: number;
  loadLarge: number;
  group: number;
  groupLarge: number;
  pivotSmall: number;
  pivot: number;
  keys: number[];
  /** The renderer's resident memory with 1,000,000 rows loaded, MB. */
  memory: number;
  /** What the page loaded (every file served to it), gzipped, kB. */
  bytes: number;
  /** What it showed, for the check that every page summarizes alike. */
  shown: { group: Figures; filtered: Figures; groupLarge: Figures; pivot: PivotFigures };
}

/**
 * The resident memory of the browser's largest renderer, MB (Linux's /proc): one page is open at a time,
 * so it is that page's, its workers and their WebAssembly memory included.
 */
function rendererMemory(): number {
  let largest = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      largest = Math.max(largest, Number(rss?.[1] ?? 0) * 1024);
    } catch {
      continue; // a process that ended meanwhile
    }
  }
  return largest / 1e6;
}

const ms = (t: number[]) => t.map((x) => x.toFixed(1)).join(', ');
const rows = (n: number) => n.toLocaleString('en');

/**
 * The same script on every page: 250,000 rows loaded, grouped, filtered, pivoted; 1,000,000 loaded (the
 * renderer's memory read), grouped, then pivoted.
 */
async function script(page: Page, label: string): Promise<Omit<Round, 'bytes'>> {
  const b = on(page);
  const say = async (line: string) => {
    console.info(`${label}: ${line}`);
    for (const note of await b.notes()) console.info(`${label}:   ${note}`);
  };
  /** Each measure starts from a collected, idle page, the collection's sweeping over (quiet.ts). */
  const measure = async <T>(work: () => Promise<T>) => {
    await b.calm();
    const quiet = await browserQuiet();
    if (!quiet.quiet || quiet.ms > 1000)
      console.info(
        `${label}:   the browser ${quiet.quiet ? 'fell quiet' : 'was still busy'} after ${quiet.ms.toFixed(0)} ms`,
      );
    return work();
  };
  const t0 = Date.now();
  const bytes = await b.prepare(LARGE);
  await say(`${rows(LARGE)} rows made (${(bytes / 1e6).toFixed(0)} MB of JSON) in ${Date.now() - t0} ms`);
  const load = await measure(() => b.load(SMALL));
  await say(`${rows(SMALL)} rows ready in ${load.toFixed(1)} ms`);
  const group = await measure(() => b.group());
  const shownGroup = await b.figures();
  await say(`${rows(SMALL)} rows: group by two columns ${group.toFixed(1)} ms`);
  await b.filterReady();
  const keys = await measure(() => b.type(WORD));
  const filtered = await b.figures();
  await say(
    `"${WORD}" with the grouping shown, a keystroke at a time: ${ms(keys)} ms (${filtered.rows} rows)`,
  );
  await b.clear();
  await b.reset();
  // The notes of clearing the filter (a summary of every row again) are not the next step's.
  await b.notes();
  const pivotSmall = await measure(() => b.pivot());
  await b.reset();
  await say(`${rows(SMALL)} rows: pivot ${pivotSmall.toFixed(1)} ms`);
  const loadLarge = await measure(() => b.load(LARGE));
  await say(`${rows(LARGE)} rows ready in ${loadLarge.toFixed(1)} ms`);
  await measure(() => b.calm());
  const memory = rendererMemory();
  await say(`the renderer holds ${memory.toFixed(0)} MB with ${rows(LARGE)} rows loaded`);
  const groupLarge = await measure(() => b.group());
  const shownLarge = await b.figures();
  await b.reset();
  await say(`${rows(LARGE)} rows: group by two columns ${groupLarge.toFixed(1)} ms`);
  const pivot = await measure(() => b.pivot());
  const shownPivot = await b.pivotFigures();
  await b.reset();
  await say(`${rows(LARGE)} rows: pivot ${pivot.toFixed(1)} ms (${shownPivot.across} across)`);
  return {
    load,
    loadLarge,
    group,
    groupLarge,
    pivotSmall,
    pivot,
    keys,
    memory,
    shown: { group: shownGroup, filtered, groupLarge: shownLarge, pivot: shownPivot },
  };
}

/** Throws when the two pages' groups differ: a time is only comparable when the answer is the same. */
function checkAlike(ours: Round['shown'], peer: Round['shown'], name: string) {
  const alike = (what: string, a: Figures, b: Figures) => {
    const keys = new Set([...Object.keys(a.groups), ...Object.keys(b.groups)]);
    for (const key of keys) {
      const [countA = NaN, averageA = NaN] = a.groups[key] ?? [];
      const [countB = NaN, averageB = NaN] = b.groups[key] ?? [];
      if (countA !== countB || !(Math.abs(averageA - averageB) <= 1e-9 * Math.abs(averageB)))
        throw new Error(
          `${what}: group ${key} is ${countA} rows, average ${averageA} on ours; ${countB}, ${averageB} on ${name}`,
        );
    }
    if (a.rows !== b.rows) throw new Error(`${what}: ${a.rows} rows on ours, ${b.rows} on ${name}`);
    console.info(`${what}: the same ${keys.size} groups of ${a.rows} rows on ours and ${name}`);
  };
  alike(`group by two columns, ${rows(SMALL)} rows`, ours.group, peer.group);
  alike(`"${WORD}" with the grouping shown`, ours.filtered, peer.filtered);
  alike(`group by two columns, ${rows(LARGE)} rows`, ours.groupLarge, peer.groupLarge);
  if (ours.pivot.across !== peer.pivot.across || ours.pivot.grand !== peer.pivot.grand)
    throw new Error(
      `pivot: ${ours.pivot.across} across, ${ours.pivot.grand} rows on ours; ${peer.pivot.across}, ${peer.pivot.grand} on ${name}`,
    );
}

/** A page in a browser of its own, its errors logged; the browser closed (every process gone) when `work` is done. */
async function inBrowser<T>(url: string, work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  try {
    const page = await throttle(await browser.newPage({ viewport: { width: 1440, height: 900 } }));
    page.on('pageerror', (e) => console.error('page error:', e.message));
    page.on('crash', () => console.error(`page crashed: ${url}`));
    await page.goto(url);
    return await work(page);
  } finally {
    await browser.close();
  }
}

/** A figure over the rounds: the median, and the range (min–max). */
const over = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    value: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    range: [sorted[0] ?? NaN, sorted[sorted.length - 1] ?? NaN] as [number, number],
  };
};
const shown = (o: ReturnType<typeof over>) =>
  `${o.value.toFixed(1)} ms (${o.range[0].toFixed(1)}–${o.range[1].toFixed(1)})`;

function metrics(all: Rounds): Measured[] {
  const rounds = { ours: roundsOf(all, 'ours'), peer: roundsOf(all, PEER) };
  /** Ours judged against its target (by `ratio` of AG Grid's figure when given), AG Grid's printed beside. */
  const compared = (
    name: string,
    target: number,
    of: (r: Round) => number,
    options: { ratio?: number; place: 'page' | 'worker' },
  ) => {
    const o = over(rounds.ours.map(of));
    const p = over(rounds.peer.map(of));
    console.info(`${name}: ours ${shown(o)}; ${PEER} ${shown(p)}`);
    const peer: Peer = {
      name: PEER,
      value: p.value,
      range: p.range,
      ...(options.ratio === undefined ? {} : { maxRatio: options.ratio }),
    };
    return metric(name, o.value, 'ms', target, 'lower', { peer, range: o.range, place: options.place });
  };
  const max = (values: number[]) => Math.max(...values);
  return [
    compared('summary: group by 2 columns, count + average, 1M rows, to paint', 150, (r) => r.groupLarge, {
      place: 'worker',
    }),
    compared('summary: group by 2 columns, count + average, 250k rows, to paint', 150, (r) => r.group, {
      ratio: GROUP_RATIO,
      place: 'worker',
    }),
    compared('summary: pivot, 50 values across, 1M rows, to paint', 300, (r) => r.pivot, {
      place: 'worker',
    }),
    compared(
      'summary: filter keystroke with the grouping shown, 250k rows, to repaint (max of 5)',
      100,
      (r) => max(r.keys),
      { place: 'page' },
    ),
  ];
}

/**
 * Ours against the faster of DuckDB-WASM and Perspective for each figure, by the ratios of ENGINE_RATIO;
 * every page's figure printed beside (AG Grid's too, as it was measured in the same rounds).
 */
function engineMetrics(all: Rounds): Measured[] {
  const max = (values: number[]) => Math.max(...values);
  const against = (
    name: string,
    unit: 'ms' | 'MB' | 'kB',
    target: number,
    of: (r: Round) => number,
    options: { ratio?: number; place: 'page' | 'worker' },
  ) => {
    const figures = ENGINE_PAGES.map((p) => ({ name: p.name, ...over(roundsOf(all, p.name).map(of)) }));
    const text = (f: (typeof figures)[number]) =>
      unit === 'ms'
        ? shown(f)
        : `${f.value.toFixed(0)} ${unit} (${f.range[0].toFixed(0)}–${f.range[1].toFixed(0)})`;
    console.info(`${name}: ${figures.map((f) => `${f.name} ${text(f)}`).join('; ')}`);
    const engines = figures.filter((f) => (ENGINES as readonly string[]).includes(f.name));
    const faster = engines.reduce((a, b) => (b.value < a.value ? b : a));
    const ours = figures[0];
    if (!ours) throw new Error('no figure of ours');
    const peer: Peer = {
      name: `${faster.name} (the faster engine)`,
      value: faster.value,
      range: faster.range,
      ...(options.ratio === undefined ? {} : { maxRatio: options.ratio }),
    };
    return metric(name, ours.value, unit, target, 'lower', {
      peer,
      range: ours.range,
      place: options.place,
      ...(options.ratio === undefined ? { comparison: true } : {}),
    });
  };
  const { summary, load, memory } = ENGINE_RATIO;
  return [
    against('summary vs engines: load the first 250k rows (encoding included)', 'ms', 400, (r) => r.load, {
      ratio: load,
      place: 'page',
    }),
    against(
      'summary vs engines: append rows 250k to 1M (encoding included)',
      'ms',
      1000,
      (r) => r.loadLarge,
      {
        place: 'page',
      },
    ),
    against('summary vs engines: group by 2 columns, 250k rows, to paint', 'ms', 150, (r) => r.group, {
      ratio: summary,
      place: 'worker',
    }),
    against('summary vs engines: group by 2 columns, 1M rows, to paint', 'ms', 150, (r) => r.groupLarge, {
      ratio: summary,
      place: 'worker',
    }),
    against('summary vs engines: pivot, 50 across, 250k rows, to paint', 'ms', 300, (r) => r.pivotSmall, {
      ratio: summary,
      place: 'worker',
    }),
    against('summary vs engines: pivot, 50 across, 1M rows, to paint', 'ms', 300, (r) => r.pivot, {
      ratio: summary,
      place: 'worker',
    }),
    against(
      'summary vs engines: filter keystroke with the grouping shown, 250k rows (max of 5)',
      'ms',
      100,
      (r) => max(r.keys),
      { ratio: summary, place: 'page' },
    ),
    against('summary vs engines: renderer memory with 1M rows loaded', 'MB', 1500, (r) => r.memory, {
      ratio: memory,
      place: 'page',
    }),
    against('summary vs engines: bytes loaded, gzipped', 'kB', 100, (r) => r.bytes, { place: 'page' }),
  ];
}

/** The Summary bench over `pages` (ours first), judged by `metricsOf`. */
const summaryRun =
  (pages: readonly PageSpec[], metricsOf: (all: Rounds) => Measured[]): Bench =>
  async () => {
    const out = mkdtempSync(join(tmpdir(), 'summary-bench-'));
    execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.summary.config.ts'], {
      env: { ...process.env, BENCH_OUT_DIR: out },
      stdio: 'inherit',
    });
    // Every file served while a page runs is that page's (one page is open at a time).
    let served = new Set<string>();
    const server = await serveDir(out, (file) => served.add(file));
    const gzipped = new Map<string, number>();
    const kB = (files: Set<string>) =>
      [...files].reduce((sum, file) => {
        let size = gzipped.get(file);
        if (size === undefined) {
          size = gzipSync(readFileSync(file)).byteLength;
          gzipped.set(file, size);
        }
        return sum + size;
      }, 0) / 1000;
    const started = Date.now();
    try {
      // Each page in a browser of its own, closed before the next opens, so no leftovers of one (heap, timers,
      // idle work, a renderer still handing back its gigabytes) land in the other's figures or memory: with
      // one browser for the run, it closed at the start of round 2 after Perspective's page held about 5 GB.
      // Turns over the rounds, so a spell of load on the shared machine falls on each.
      const rounds: Rounds = Object.fromEntries(pages.map((p) => [p.name, []]));
      for (let round = 0; round < ROUNDS; round++) {
        // Who goes first rotates: ours first in round 1, the next page in round 2, and so on.
        const order = pages.flatMap((_, i) => pages[(i + round) % pages.length] ?? []);
        for (const { name, file } of order) {
          console.info(`\nround ${round + 1} of ${ROUNDS}: ${name}`);
          served = new Set();
          const figures = await inBrowser(`${server.url}${file}`, (page) => script(page, name));
          const bytes = kB(served);
          console.info(`${name}: ${bytes.toFixed(0)} kB loaded, gzipped`);
          roundsOf(rounds, name).push({ ...figures, bytes });
        }
        const o = roundsOf(rounds, 'ours')[round];
        for (const { name } of pages.slice(1)) {
          const p = roundsOf(rounds, name)[round];
          if (o && p) checkAlike(o.shown, p.shown, name);
        }
      }
      console.info(
        `\n${ROUNDS} rounds of ${pages.length} pages in ${((Date.now() - started) / 60_000).toFixed(1)} min\n`,
      );
      return metricsOf(rounds);
    } finally {
      await server.close();
      rmSync(out, { recursive: true, force: true });
    }
  };

/** Ours against AG Grid Enterprise. */
export default summaryRun(AG_GRID_PAGES, metrics);
/** Ours against DuckDB-WASM and Perspective (bench/summary-engines.bench.ts). */
export const summaryEnginesRun = summaryRun(ENGINE_PAGES, engineMetrics);
