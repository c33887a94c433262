// The results table at a million DIALOGS rows (bench/table-page, our grid only): heap against the rows'
// JSON size, first paint, sort, filter and scroll. Sort and filter are held to 4 times their figures at
// 250,000 rows, measured in the same run (a page of its own, closed before the million's opens).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { metric, scrollFigures, type Bench } from './metric';
import { serveDir } from './static-server';
import { describeFrames, on, type Driver } from './table-driver';
import { MEASURING_ARGS, traced } from './trace';
import { throttle } from './cpu-throttle';

const PAGE_ROWS = 10_000;
const SORTED = ['Text', 'Record id', 'Date'] as const;

/** Each sort clicked three times (ascending, descending, off); the first click is the figure. */
async function sorts(b: Driver) {
  const figures: number[] = [];
  for (const name of SORTED) {
    figures.push(await b.sortBy(name));
    await b.sortBy(name);
    await b.sortBy(name);
  }
  await b.settled();
  return figures;
}

/** Makes `rows` rows, hands them over at once and waits for the table to settle; sorts and filters. */
async function atScale(browser: Browser, page: Page, rows: number, label: string) {
  const b = on(page);
  const t0 = Date.now();
  const jsonBytes = await b.prepare(rows);
  console.info(
    `${label}: ${rows} rows made in ${((Date.now() - t0) / 1000).toFixed(1)} s; JSON ${(jsonBytes / 1e6).toFixed(1)} MB`,
  );
  await b.heap(); // the garbage of making the rows, collected before the arrival
  const {
    result: firstPaint,
    longest,
    cpu,
  } = await traced(
    browser,
    page,
    `${label}: arrival until settled`,
    async () => {
      const ms = await b.arrive(rows / PAGE_ROWS);
      const t1 = Date.now();
      await b.settled();
      console.info(
        `${label}: first paint ${ms.toFixed(1)} ms; settled (indexed) ${((Date.now() - t1) / 1000).toFixed(1)} s later`,
      );
      return ms;
    },
    'arrival painted',
  );
  const heap = await b.heap();
  const sorted = await sorts(b);
  console.info(`${label}: sort ${SORTED.map((n, i) => `${n} ${sorted[i]?.toFixed(1)} ms`).join(', ')}`);
  const global = await b.type('Filter all columns', 'saldo');
  console.info(
    `${label}: global filter "saldo": ${global.times.map((t) => t.toFixed(1)).join(', ')} ms; ${global.count} rows`,
  );
  await b.clear('Filter all columns');
  await b.settled();
  return { jsonBytes, firstPaint, longest, cpu, heap, sorted, filter: Math.max(...global.times) };
}

async function inPage<T>(browser: Browser, url: string, work: (page: Page) => Promise<T>): Promise<T> {
  const page = await throttle(await browser.newPage({ viewport: { width: 1440, height: 900 } }));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('crash', () => console.error('page crashed'));
  try {
    await page.goto(url);
    return await work(page);
  } finally {
    await page.close();
  }
}

const run: Bench = async () => {
  const out = mkdtempSync(join(tmpdir(), 'million-bench-'));
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.bench.config.ts'], {
    env: { ...process.env, BENCH_OUT_DIR: out },
    stdio: 'inherit',
  });
  const server = await serveDir(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  try {
    const base = await inPage(browser, server.url, (page) => atScale(browser, page, 250_000, '250k'));
    const big = await inPage(browser, server.url, async (page) => {
      const figures = await atScale(browser, page, 1_000_000, '1M');
      const b = on(page);
      const steady = await b.steady(300);
      const jump = await b.jump(300);
      describeFrames('1M: steady scroll', steady);
      describeFrames('1M: jump every frame', jump);
      return { ...figures, steady, jump };
    });
    const [text, id, date] = big.sorted;
    // Each held to 4 times its 250,000-row figure of the same run: that figure is its peer.
    const quarter = (value: number | undefined) => ({
      peer: { name: '250k rows', value: value ?? 0, maxRatio: 4 },
      place: 'page' as const,
    });
    return [
      metric(
        'million: JS heap after GC / rows JSON, 1M rows loaded',
        big.heap / big.jsonBytes,
        'x',
        1.0,
        'lower',
      ),
      // No target of its own for the first paint at a million rows: it is held, as sorts and
      // filters are, to 4 times its 250,000-row figure in the same run (both traced).
      metric(
        'million: arrival at once, 1M rows, to first paint (≤ 4x 250k)',
        big.firstPaint,
        'ms',
        Math.round(4 * base.firstPaint),
        'lower',
        quarter(base.firstPaint),
      ),
      metric('million: longest task after arrival painted, until idle', big.longest, 'ms', 50, 'lower', {
        cpu: big.cpu,
      }),
      metric(
        'million: sort by Text, to paint (≤ 4x 250k)',
        text ?? 0,
        'ms',
        4 * (base.sorted[0] ?? 0),
        'lower',
        quarter(base.sorted[0]),
      ),
      metric(
        'million: sort by Record id, to paint (≤ 4x 250k)',
        id ?? 0,
        'ms',
        4 * (base.sorted[1] ?? 0),
        'lower',
        quarter(base.sorted[1]),
      ),
      metric(
        'million: sort by Date, to paint (≤ 4x 250k)',
        date ?? 0,
        'ms',
        4 * (base.sorted[2] ?? 0),
        'lower',
        quarter(base.sorted[2]),
      ),
      metric(
        'million: global filter keystroke, max of 5 (≤ 4x 250k)',
        big.filter,
        'ms',
        Math.round(4 * base.filter),
        'lower',
        quarter(base.filter),
      ),
      ...scrollFigures('million', 'steady scroll', big.steady, 16.7),
      ...scrollFigures('million', 'jump every frame', big.jump, 16.7),
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
};

export default run;
