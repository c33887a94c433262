// Results table at scale, in headless Chromium: the production build of bench/table-page (the real
// ResultsTable) over 250,000 DIALOGS rows made in the page. Frame times come from requestAnimationFrame,
// work from performance.now() up to the frame that shows it, the longest tasks from a Chromium trace.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { metric, type Bench, type Metric } from './metric';
import { serveDir } from './static-server';
import { MEASURING_ARGS, traced } from './trace';

const ROWS = 250_000;
const PAGES = ROWS / 10_000;

interface BenchApi {
  prepare(total: number): number;
  show(pages: number): number;
  settled(): Promise<void>;
  scrollSteady(count: number, px: number): Promise<Frames>;
  scrollJump(count: number): Promise<Frames>;
  sortBy(name: string): Promise<number>;
  typeFilter(label: string, word: string): Promise<{ times: number[]; count: string }>;
  clearFilter(label: string): void;
  heap(): number;
  countText(): string;
  prepareSmall(total: number): number;
  lastRowAtBottom(): Promise<{ last: number; scrollHeight: number }>;
}
type Api = { bench: BenchApi };
/** A scroll loop's figures (frameFigures in table-page/measure.ts). */
interface Frames {
  p95: number;
  snapped: number;
  late: number;
  workP50: number;
  workP95: number;
}

/** What the snapped p95 hides: the share of frames over one vsync, and each frame's main-thread work. */
const describeFrames = (label: string, f: Frames) =>
  console.info(
    `${label}: ${(f.late * 100).toFixed(1)} % of frames over one vsync; main-thread work a frame p50 ${f.workP50.toFixed(1)} ms, p95 ${f.workP95.toFixed(1)} ms`,
  );
const on = (page: Page) => {
  const w = <A, R>(fn: (b: BenchApi, arg: A) => R, arg: A) =>
    page.evaluate(
      ({ source, arg: a }) => {
        // The function's source is sent to the page and applied there to window.bench.
        const f = (0, eval)(source) as (b: BenchApi, arg: unknown) => unknown;
        return f((window as unknown as Api).bench, a);
      },
      { source: fn.toString(), arg },
    ) as Promise<Awaited<R>>;
  return {
    prepare: (n: number) => w((b, x: number) => b.prepare(x), n),
    show: (n: number) => w((b, x: number) => b.show(x), n),
    settled: () => w((b) => b.settled(), null),
    steady: (n: number) => w((b, x: number) => b.scrollSteady(x, 120), n),
    jump: (n: number) => w((b, x: number) => b.scrollJump(x), n),
    sortBy: (name: string) => w((b, x: string) => b.sortBy(x), name),
    type: (label: string, word: string) =>
      w((b, x: [string, string]) => b.typeFilter(x[0], x[1]), [label, word] as [string, string]),
    clear: (label: string) => w((b, x: string) => b.clearFilter(x), label),
    heap: () => w((b) => b.heap(), null),
    count: () => w((b) => b.countText(), null),
    prepareSmall: (n: number) => w((b, x: number) => b.prepareSmall(x), n),
    lastRowAtBottom: () => w((b) => b.lastRowAtBottom(), null),
  };
};

const run: Bench = async () => {
  const out = mkdtempSync(join(tmpdir(), 'table-bench-'));
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.bench.config.ts'], {
    env: { ...process.env, BENCH_OUT_DIR: out },
    stdio: 'inherit',
  });
  const server = await serveDir(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  const metrics: Metric[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(server.url);
    const b = on(page);
    const jsonBytes = await b.prepare(ROWS);
    await b.show(PAGES - 1);
    await b.settled();
    const append = await b.show(PAGES);
    await b.settled();
    console.info(`rows shown: ${await b.count()}; JSON ${(jsonBytes / 1e6).toFixed(1)} MB`);

    const heap = await b.heap();
    // Frame times without tracing (it costs frames); then the same moves again, traced, for the longest task.
    const steady = await b.steady(300);
    const jump = await b.jump(300);
    console.info(
      `p95 frame, raw rAF deltas: steady ${steady.p95.toFixed(1)} ms, jump ${jump.p95.toFixed(1)} ms`,
    );
    describeFrames('steady scroll', steady);
    describeFrames('jump every frame', jump);
    const { longest: scrollLongest } = await traced(browser, page, 'scrolling', async () => {
      await b.steady(150);
      await b.jump(150);
    });

    const sortText = await b.sortBy('Text');
    await b.sortBy('Text'); // descending
    await b.sortBy('Text'); // off
    const sortId = await b.sortBy('Record id');
    await b.sortBy('Record id');
    await b.sortBy('Record id');
    const sortDate = await b.sortBy('Date');
    await b.sortBy('Date');
    await b.sortBy('Date');
    await b.settled();

    const global = await b.type('Filter all columns', 'saldo');
    console.info(
      `global filter "saldo": ${global.times.map((t) => t.toFixed(1)).join(', ')} ms; ${global.count} rows`,
    );
    await b.clear('Filter all columns');
    await b.settled();
    const column = await b.type('Filter Text', 'factura');
    console.info(
      `Text filter "factura": ${column.times.map((t) => t.toFixed(1)).join(', ')} ms; ${column.count} rows`,
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
      const file = join(out, 'export.csv');
      await download.saveAs(file);
      return { ms, file };
    });

    // 1,000,000 rows (small ones, another report) in a fresh page: the scroll space is scaled under the
    // browser's height limit; the last row must be reachable and jumping must stay smooth.
    const big = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await big.goto(server.url);
    const m = on(big);
    await m.prepareSmall(1_000_000);
    await m.show(100);
    await m.settled();
    const bottom = await m.lastRowAtBottom();
    console.info(
      `1,000,000 rows: scroll height ${bottom.scrollHeight} px, last row drawn ${bottom.last - 2}`,
    );
    if (bottom.last - 2 !== 1_000_000)
      throw new Error(`the last of 1,000,000 rows is not reachable (${bottom.last - 2})`);
    const bigJump = await m.jump(200);
    describeFrames('jump every frame, 1,000,000 rows', bigJump);
    await big.close();

    metrics.push(
      metric(
        'table: p95 frame, jump every frame, 1M rows, scaled scroll (vsync-snapped)',
        bigJump.snapped,
        'ms',
        33,
        'lower',
      ),
      metric(
        'table: p95 frame, steady scroll, 250k rows (vsync-snapped)',
        steady.snapped,
        'ms',
        16.7,
        'lower',
      ),
      metric(
        'table: p95 frame, jump every frame, 250k rows (vsync-snapped)',
        jump.snapped,
        'ms',
        33,
        'lower',
      ),
      metric('table: longest task while scrolling', scrollLongest, 'ms', 50, 'lower'),
      metric('table: append 10k rows to 240k (main thread)', append, 'ms', 50, 'lower'),
      metric('table: sort by Text, to paint', sortText, 'ms', 300, 'lower'),
      metric('table: sort by Record id (250k distinct), to paint', sortId, 'ms', 300, 'lower'),
      metric('table: sort by Date (250k distinct instants), to paint', sortDate, 'ms', 300, 'lower'),
      metric(
        'table: global filter keystroke to paint (max of 5)',
        Math.max(...global.times),
        'ms',
        100,
        'lower',
      ),
      metric(
        'table: Text filter keystroke to paint (max of 7)',
        Math.max(...column.times),
        'ms',
        100,
        'lower',
      ),
      metric('table: JS heap after GC / rows JSON, loaded', heap / jsonBytes, 'x', 1.2, 'lower'),
      metric(
        'table: JS heap after GC / rows JSON, after sort+filter',
        heapAfter / jsonBytes,
        'x',
        1.2,
        'lower',
      ),
      metric('export: 250k x 36 CSV in the browser worker', exported.result.ms, 'ms', 3000, 'lower'),
      metric('export: longest main-thread task during it', exported.longest, 'ms', 100, 'lower'),
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
  return metrics;
};

export default run;
