// Summary at scale, in headless Chromium, against AG Grid Enterprise (evaluation mode) on the same rows:
// bench/summary-page builds two pages, ours (index.html: the columns encoded by src/core/summary's
// encoders, summarized in the Summary's worker through src/features/summary/summary-host.ts, the answer
// painted as a plain table; the filter is the grid's TableModel) and AG Grid's (ag-grid.html: its row
// grouping, aggregation, pivot and quick filter), each over the same 1,000,000 DIALOGS rows made in the
// page (summary-page/rows.ts), of which the first 250,000 are loaded first. The same script runs on both,
// each in a fresh page of the same browser, taking turns over three rounds (ours first in the odd rounds,
// AG Grid first in the even ones); each figure is the median of the rounds, printed with their range, and
// every time ends at the frame that is painted (table-page/measure.ts paintedFrame). Each measure starts
// from a collected, idle page whose browser has fallen quiet (quiet.ts), and both pages' groups are
// checked to hold the same figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
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
  group: number;
  groupLarge: number;
  pivot: number;
  keys: number[];
  /** What it showed, for the check that both pages summarize alike. */
  shown: { group: Figures; filtered: Figures; groupLarge: Figures; pivot: PivotFigures };
}

const ms = (t: number[]) => t.map((x) => x.toFixed(1)).join(', ');
const rows = (n: number) => n.toLocaleString('en');

/** The same script on either page: 250,000 rows grouped, then filtered; 1,000,000 grouped, then pivoted. */
async function script(page: Page, label: string): Promise<Round> {
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
  await say(`${rows(SMALL)} rows ready in ${(await measure(() => b.load(SMALL))).toFixed(1)} ms`);
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
  await say(`${rows(LARGE)} rows ready in ${(await measure(() => b.load(LARGE))).toFixed(1)} ms`);
  const groupLarge = await measure(() => b.group());
  const shownLarge = await b.figures();
  await b.reset();
  await say(`${rows(LARGE)} rows: group by two columns ${groupLarge.toFixed(1)} ms`);
  const pivot = await measure(() => b.pivot());
  const shownPivot = await b.pivotFigures();
  await b.reset();
  await say(`${rows(LARGE)} rows: pivot ${pivot.toFixed(1)} ms (${shownPivot.across} across)`);
  return {
    group,
    groupLarge,
    pivot,
    keys,
    shown: { group: shownGroup, filtered, groupLarge: shownLarge, pivot: shownPivot },
  };
}

/** Throws when the two pages' groups differ: a time is only comparable when the answer is the same. */
function checkAlike(ours: Round['shown'], peer: Round['shown']) {
  const alike = (what: string, a: Figures, b: Figures) => {
    const keys = new Set([...Object.keys(a.groups), ...Object.keys(b.groups)]);
    for (const key of keys) {
      const [countA = NaN, averageA = NaN] = a.groups[key] ?? [];
      const [countB = NaN, averageB = NaN] = b.groups[key] ?? [];
      if (countA !== countB || !(Math.abs(averageA - averageB) <= 1e-9 * Math.abs(averageB)))
        throw new Error(
          `${what}: group ${key} is ${countA} rows, average ${averageA} on ours; ${countB}, ${averageB} on ${PEER}`,
        );
    }
    if (a.rows !== b.rows) throw new Error(`${what}: ${a.rows} rows on ours, ${b.rows} on ${PEER}`);
    console.info(`${what}: the same ${keys.size} groups of ${a.rows} rows on both`);
  };
  alike(`group by two columns, ${rows(SMALL)} rows`, ours.group, peer.group);
  alike(`"${WORD}" with the grouping shown`, ours.filtered, peer.filtered);
  alike(`group by two columns, ${rows(LARGE)} rows`, ours.groupLarge, peer.groupLarge);
  if (ours.pivot.across !== peer.pivot.across || ours.pivot.grand !== peer.pivot.grand)
    throw new Error(
      `pivot: ${ours.pivot.across} across, ${ours.pivot.grand} rows on ours; ${peer.pivot.across}, ${peer.pivot.grand} on ${PEER}`,
    );
}

/** A fresh page of the browser, its errors logged; closed (and its renderer gone) when `work` is done. */
async function inPage<T>(browser: Browser, url: string, work: (page: Page) => Promise<T>): Promise<T> {
  const page = await throttle(await browser.newPage({ viewport: { width: 1440, height: 900 } }));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('crash', () => console.error(`page crashed: ${url}`));
  try {
    await page.goto(url);
    return await work(page);
  } finally {
    await page.close();
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

function metrics(rounds: { ours: Round[]; peer: Round[] }): Measured[] {
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

const run: Bench = async () => {
  const out = mkdtempSync(join(tmpdir(), 'summary-bench-'));
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.summary.config.ts'], {
    env: { ...process.env, BENCH_OUT_DIR: out },
    stdio: 'inherit',
  });
  const server = await serveDir(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  try {
    // Each page closed before the next opens, so no leftovers of one (heap, timers, idle work) land in the
    // other's figures; turns over the rounds, so a spell of load on the shared machine falls on both.
    const rounds: { ours: Round[]; peer: Round[] } = { ours: [], peer: [] };
    const ours = async (round: number) => {
      console.info(`\nround ${round + 1} of ${ROUNDS}: ours`);
      rounds.ours.push(await inPage(browser, `${server.url}index.html`, (page) => script(page, 'ours')));
    };
    const peer = async (round: number) => {
      console.info(`\nround ${round + 1} of ${ROUNDS}: ${PEER}`);
      rounds.peer.push(await inPage(browser, `${server.url}ag-grid.html`, (page) => script(page, PEER)));
    };
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        await ours(round);
        await peer(round);
      } else {
        await peer(round);
        await ours(round);
      }
      const o = rounds.ours[round];
      const p = rounds.peer[round];
      if (o && p) checkAlike(o.shown, p.shown);
    }
    console.info('');
    return metrics(rounds);
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
};

export default run;
