// Results table at scale, in headless Chromium: the production build of bench/table-page (the real
// ResultsTable) over 250,000 DIALOGS rows made in the page. Frame times come from requestAnimationFrame,
// work from performance.now() up to the frame that shows it, the longest tasks from a Chromium trace.
// AG Grid Community (bench/ag-grid-page) runs the same script over the same rows in a fresh page of the
// same browser, and its figures are each comparable metric's peer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { metric, type Bench, type Metric } from './metric';
import { serveDir } from './static-server';
import { describeFrames, on, type Driver, type Frames, type Typed } from './table-driver';
import { MEASURING_ARGS, traced } from './trace';
import { throttle } from './cpu-throttle';

const ROWS = 250_000;
const PAGES = ROWS / 10_000;

const PEER = 'AG Grid';

/** The figures both grids give: the same script over the same rows. */
interface Common {
  jsonBytes: number;
  arrival: number;
  arrivalLongest: number;
  heap: number;
  steady: Frames;
  jump: Frames;
  scrollLongest: number;
  sortText: number;
  sortId: number;
  sortDate: number;
  global: number[];
  heapAfter: number;
  typed: Typed;
}

/**
 * Arrival at once: all rows handed to the empty grid in one go; ms to the first painted rows (untraced:
 * tracing slows the page), then again, traced, for the longest main-thread task after that first paint
 * until the page is settled (our table indexes in idle time): the task that paints is held by the first
 * figure. The garbage of making the rows is collected first.
 */
/** The mark both pages set once the rows handed over at once are painted. */
const ARRIVAL_PAINTED = 'arrival painted';

async function arrival(browser: Browser, page: Page, b: Driver, label: string) {
  await b.heap();
  const ms = await b.arrive(PAGES);
  await b.settled();
  await b.show(0);
  await b.settled();
  await b.heap();
  const { result, longest } = await traced(
    browser,
    page,
    `${label}: arrival at once until settled`,
    async () => {
      const again = await b.arrive(PAGES);
      await b.settled();
      return again;
    },
    ARRIVAL_PAINTED,
  );
  console.info(
    `${label}: arrival at once to first paint ${ms.toFixed(1)} ms (traced: ${result.toFixed(1)} ms)`,
  );
  return { arrival: ms, arrivalLongest: longest };
}

async function scrolling(browser: Browser, page: Page, b: Driver, label: string) {
  // Frame times without tracing (it costs frames); then the same moves again, traced, for the longest task.
  const steady = await b.steady(300);
  const jump = await b.jump(300);
  console.info(
    `${label}: p95 frame, raw rAF deltas: steady ${steady.p95.toFixed(1)} ms, jump ${jump.p95.toFixed(1)} ms`,
  );
  describeFrames(`${label}: steady scroll`, steady);
  describeFrames(`${label}: jump every frame`, jump);
  const { longest } = await traced(browser, page, `${label}: scrolling`, async () => {
    await b.steady(150);
    await b.jump(150);
  });
  return { steady, jump, scrollLongest: longest };
}

/** Each sort is clicked three times (ascending, descending, off); the first click is the figure. */
async function sorts(b: Driver, label: string) {
  const cycle = async (name: string) => {
    const first = await b.sortBy(name);
    await b.sortBy(name);
    await b.sortBy(name);
    return first;
  };
  const sortText = await cycle('Text');
  const sortId = await cycle('Record id');
  const sortDate = await cycle('Date');
  await b.settled();
  console.info(
    `${label}: sort to paint: Text ${sortText.toFixed(1)} ms, Record id ${sortId.toFixed(1)} ms, Date ${sortDate.toFixed(1)} ms`,
  );
  return { sortText, sortId, sortDate };
}

async function globalFilter(b: Driver, label: string) {
  const global = await b.type('Filter all columns', 'saldo');
  const ms = (t: number[]) => t.map((x) => x.toFixed(1)).join(', ');
  console.info(
    `${label}: global filter "saldo": ${ms(global.times)} ms (complete answer ${ms(global.complete)} ms); ${global.count} rows`,
  );
  await b.clear('Filter all columns');
  await b.settled();
  return global.times;
}

/** From an empty grid: all rows at once, then "s" typed right after the first paint, then "aldo". */
async function arrivalThenType(b: Driver, label: string) {
  await b.show(0);
  await b.settled();
  await b.heap();
  const typed = await b.arriveAndType(PAGES, 'saldo');
  console.info(
    `${label}: arrival ${typed.arrival.toFixed(1)} ms, then "s" ${typed.first.toFixed(1)} ms (complete answer ${typed.firstComplete.toFixed(1)} ms), "aldo" ${typed.later.map((t) => t.toFixed(1)).join(', ')} ms; ${typed.count} rows`,
  );
  await b.clear('Filter all columns');
  await b.settled();
  return typed;
}

/** Our page's sequence: the figures both grids give, and ours alone (append, a column filter, export). */
async function ours(browser: Browser, page: Page, out: string) {
  const b = on(page);
  const jsonBytes = await b.prepare(ROWS);
  const arrived = await arrival(browser, page, b, 'ours');
  await b.show(0);
  await b.settled();
  // The last 10,000-row page landing while the grid scrolls steadily: frames untraced, then again traced
  // for the longest task; then the append's own render and commit, timed in the page.
  const landing = async (traceIt: boolean) => {
    await b.show(PAGES - 1);
    await b.settled();
    const land = () => b.steadyWhileLanding(120, PAGES);
    return traceIt
      ? (await traced(browser, page, 'ours: a 10,000-row page landing during steady scroll', land)).longest
      : (await land()).snapped;
  };
  const landingP95 = await landing(false);
  const landingLongest = await landing(true);
  await b.show(PAGES - 1);
  await b.settled();
  const append = await b.show(PAGES);
  await b.settled();
  console.info(`ours: rows shown: ${await b.count()}; JSON ${(jsonBytes / 1e6).toFixed(1)} MB`);
  const heap = await b.heap();
  const scrolled = await scrolling(browser, page, b, 'ours');
  const sorted = await sorts(b, 'ours');
  const global = await globalFilter(b, 'ours');
  const column = await b.type('Filter Text', 'factura');
  console.info(
    `ours: Text filter "factura": ${column.times.map((t) => t.toFixed(1)).join(', ')} ms; ${column.count} rows`,
  );
  await b.clear('Filter Text');
  await b.settled();
  const heapAfter = await b.heap();

  // Export every row (no filter), in the worker, traced for the main thread's longest task.
  const exported = await traced(browser, page, 'export', async () => {
    const t0 = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    const ms = Date.now() - t0;
    await download.saveAs(join(out, 'export.csv'));
    return ms;
  });
  const typed = await arrivalThenType(b, 'ours');
  const common: Common = { jsonBytes, ...arrived, heap, ...scrolled, ...sorted, global, heapAfter, typed };
  return { common, append, landingP95, landingLongest, column: column.times, exported };
}

/** AG Grid's page: the same script over the same rows, where it applies. */
async function peer(browser: Browser, page: Page): Promise<Common> {
  const b = on(page);
  const jsonBytes = await b.prepare(ROWS);
  const arrived = await arrival(browser, page, b, PEER);
  console.info(`${PEER}: rows shown: ${await b.count()}; JSON ${(jsonBytes / 1e6).toFixed(1)} MB`);
  const heap = await b.heap();
  const scrolled = await scrolling(browser, page, b, PEER);
  const sorted = await sorts(b, PEER);
  const global = await globalFilter(b, PEER);
  const heapAfter = await b.heap();
  const typed = await arrivalThenType(b, PEER);
  return { jsonBytes, ...arrived, heap, ...scrolled, ...sorted, global, heapAfter, typed };
}

/** 1,000,000 small rows (another report) in a fresh page: the last row reachable, jumping smooth. */
async function millionSmall(browser: Browser, url: string) {
  const big = await throttle(await browser.newPage({ viewport: { width: 1440, height: 900 } }));
  await big.goto(url);
  const m = on(big);
  await m.prepareSmall(1_000_000);
  await m.show(100);
  await m.settled();
  const bottom = await m.lastRowAtBottom();
  console.info(`1,000,000 rows: scroll height ${bottom.scrollHeight} px, last row drawn ${bottom.last - 2}`);
  if (bottom.last - 2 !== 1_000_000)
    throw new Error(`the last of 1,000,000 rows is not reachable (${bottom.last - 2})`);
  const bigJump = await m.jump(200);
  describeFrames('jump every frame, 1,000,000 rows', bigJump);
  await big.close();
  return bigJump;
}

/** A fresh page of the browser, its errors logged; closed (and its renderer gone) when `work` is done. */
async function inPage<T>(browser: Browser, url: string, work: (page: Page) => Promise<T>): Promise<T> {
  const page = await throttle(
    await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true }),
  );
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('crash', () => console.error(`page crashed: ${url}`));
  try {
    await page.goto(url);
    return await work(page);
  } finally {
    await page.close();
  }
}

const logPeer = (p: Common) =>
  console.info(
    `${PEER} raw figures: ${JSON.stringify(
      { ...p, steady: p.steady.snapped, jump: p.jump.snapped },
      (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v),
    )}`,
  );

function metrics(o: Awaited<ReturnType<typeof ours>>, p: Common, bigJump: Frames): Metric[] {
  const c = o.common;
  const vs = (value: number, maxRatio?: number) => ({
    name: PEER,
    value,
    ...(maxRatio === undefined ? {} : { maxRatio }),
  });
  const max = (values: number[]) => Math.max(...values);
  return [
    metric(
      'table: p95 frame, jump every frame, 1M rows, scaled scroll (vsync-snapped)',
      bigJump.snapped,
      'ms',
      33,
      'lower',
    ),
    metric(
      'table: p95 frame, steady scroll, 250k rows (vsync-snapped)',
      c.steady.snapped,
      'ms',
      16.7,
      'lower',
      vs(p.steady.snapped),
    ),
    metric(
      'table: p95 frame, jump every frame, 250k rows (vsync-snapped)',
      c.jump.snapped,
      'ms',
      33,
      'lower',
      vs(p.jump.snapped),
    ),
    metric('table: longest task while scrolling', c.scrollLongest, 'ms', 50, 'lower', vs(p.scrollLongest)),
    metric(
      'table: arrival at once, 250k rows into an empty grid, to first paint',
      c.arrival,
      'ms',
      100,
      'lower',
      vs(p.arrival),
    ),
    metric(
      'table: longest task after arrival at once painted, until idle',
      c.arrivalLongest,
      'ms',
      50,
      'lower',
      vs(p.arrivalLongest),
    ),
    metric(
      'table: first keystroke right after arrival, to paint',
      c.typed.first,
      'ms',
      100,
      'lower',
      vs(p.typed.first),
    ),
    metric(
      'table: later keystrokes after arrival, to paint (max of 4)',
      max(c.typed.later),
      'ms',
      100,
      'lower',
      vs(max(p.typed.later)),
    ),
    metric('table: append 10k rows to 240k (main thread)', o.append, 'ms', 50, 'lower'),
    metric(
      'table: p95 frame, steady scroll while a 10k-row page lands (vsync-snapped)',
      o.landingP95,
      'ms',
      16.7,
      'lower',
    ),
    metric(
      'table: longest task, steady scroll while a 10k-row page lands',
      o.landingLongest,
      'ms',
      16,
      'lower',
    ),
    metric('table: sort by Text, to paint', c.sortText, 'ms', 300, 'lower', vs(p.sortText)),
    metric(
      'table: sort by Record id (250k distinct), to paint',
      c.sortId,
      'ms',
      150,
      'lower',
      vs(p.sortId, 0.5),
    ),
    metric(
      'table: sort by Date (250k distinct instants), to paint',
      c.sortDate,
      'ms',
      300,
      'lower',
      vs(p.sortDate),
    ),
    metric(
      'table: global filter keystroke to paint (max of 5)',
      max(c.global),
      'ms',
      100,
      'lower',
      vs(max(p.global)),
    ),
    metric('table: Text filter keystroke to paint (max of 7)', max(o.column), 'ms', 100, 'lower'),
    metric(
      'table: JS heap after GC / rows JSON, loaded',
      c.heap / c.jsonBytes,
      'x',
      1.2,
      'lower',
      vs(p.heap / p.jsonBytes),
    ),
    metric(
      'table: JS heap after GC / rows JSON, after sort+filter',
      c.heapAfter / c.jsonBytes,
      'x',
      1.2,
      'lower',
    ),
    metric('export: 250k x 36 CSV in the browser worker', o.exported.result, 'ms', 3000, 'lower'),
    metric('export: longest main-thread task during it', o.exported.longest, 'ms', 100, 'lower'),
  ];
}

const run: Bench = async () => {
  const out = mkdtempSync(join(tmpdir(), 'table-bench-'));
  const build = (config: string, dir: string) =>
    execFileSync('npx', ['vite', 'build', '--config', config], {
      env: { ...process.env, BENCH_OUT_DIR: dir },
      stdio: 'inherit',
    });
  build('bench/vite.bench.config.ts', out);
  build('bench/vite.ag-grid.config.ts', join(out, 'ag-grid'));
  const server = await serveDir(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  try {
    // Ours, then AG Grid, each in a page of its own: one closed before the next opens, so no leftovers of
    // one (heap, timers, idle work) land in the other's figures; each heap figure is taken after gc().
    const o = await inPage(browser, server.url, (page) => ours(browser, page, out));
    const bigJump = await millionSmall(browser, server.url);
    const p = await inPage(browser, `${server.url}ag-grid/index.html`, (page) => peer(browser, page));
    logPeer(p);
    return metrics(o, p, bigJump);
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
};

export default run;
