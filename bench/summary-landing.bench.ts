// A page landing into an open Summary, ours against Perspective (whose strength is views kept up to date
// as rows stream in), on the summary bench's pages (bench/summary-page: ours index.html, Perspective's
// perspective.html) and rows: 240,000 rows loaded, the two-column grouping (count + average) shown while
// the run loads, then a 10,000-row page lands (window.landing, summary-page/landing-api.ts). Timed from the
// page's rows in the page's hands to the frame that paints the new figures (ours: encoded, its tails posted,
// the worker adding only the new rows to the figures it kept, src/core/summary/landing.ts, the answer
// painted; Perspective: the rows as Arrow, table.update() into its open view, the view read and painted),
// and the main thread's work in that window from a Chrome trace (CPU of its tasks). Three rounds taking
// turns, medians; the landed figures checked equal to a summary of the 250,000 rows from the first row
// (ours exactly, Perspective's to 1e-9 of the average).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { throttle } from './cpu-throttle';
import { metric, type Bench, type Measured } from './metric';
import { selfTimes, threadsNamed, traceEvents, type CpuProfile, type TraceEvent } from './profile-read';
import { browserQuiet } from './quiet';
import { serveDir } from './static-server';
import type { Figures, SummaryBenchApi } from './summary-page/api';
import type { Landed, LandingBenchApi } from './summary-page/landing-api';
import { MEASURING_ARGS } from './trace';
import { median } from './profile-read';

const TOTAL = 250_000;
const PAGE = 10_000;
/** Rows in when the grouping is opened; pages then land up to TOTAL. */
const FIRST = 200_000;
// LANDING_ROUNDS=1 LANDING_PAGES=ours: a quick look at one page (the bench then checks no peer's figures);
// LANDING_TRACE=<path prefix> keeps each landing's trace, to open in Chromium's performance panel;
// LANDING_CPUPROFILE=1 prints the main thread's sampled self time by function over the landing.
const ROUNDS = Number(process.env.LANDING_ROUNDS ?? 3);
const PEER = 'Perspective 3.8';
const PAGES = [
  { name: 'ours', file: 'index.html' },
  { name: PEER, file: 'perspective.html' },
].filter((p) => !process.env.LANDING_PAGES || process.env.LANDING_PAGES.split(',').includes(p.name));
/** Main-thread work a landing page may cost (a frame's budget), and the time to its painted frame. */
const WORK_MS = 16;
const PAINTED_MS = 50;

type Api = { bench: SummaryBenchApi; landing: LandingBenchApi };
/** Calls window.bench or window.landing in the page (the function's source is applied there). */
const call = <A, R>(page: Page, fn: (api: Api, arg: A) => R, arg: A) =>
  page.evaluate(
    ({ source, arg: a }) => {
      const f = (0, eval)(source) as (api: unknown, arg: unknown) => unknown;
      return f(window, a);
    },
    { source: fn.toString(), arg },
  ) as Promise<Awaited<R>>;

/** CPU and wall time of the main thread's tasks that overlap the page's marks 'landing' to 'landed'. */
function mainThreadWork(buffer: Buffer): { cpu: number; wall: number; tasks: number } {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const at = (name: string) => events.find((e) => e.name === name)?.ts;
  const from = at('landing');
  const to = at('landed');
  if (from === undefined || to === undefined) throw new Error('the trace has no landing marks');
  const runs = events.filter(
    (e: TraceEvent) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      main.has(`${e.pid}:${e.tid}`) &&
      (e.ts ?? 0) < to &&
      (e.ts ?? 0) + (e.dur ?? 0) > from,
  );
  const sum = (f: (e: TraceEvent) => number) => runs.reduce((s, e) => s + f(e), 0) / 1000;
  return { cpu: sum((e) => e.tdur ?? 0), wall: sum((e) => e.dur ?? 0), tasks: runs.length };
}

interface Landing {
  to: number;
  landed: Landed;
  work: { cpu: number; wall: number; tasks: number };
}
interface Round {
  /** The page that lands into the grouping shown over 240,000 rows (the last). */
  last: Landing;
  /** The most main-thread CPU and the longest time to paint among the pages landed. */
  worst: { cpu: number; painted: number };
  figures: Figures;
  /** Ours: a summary of every row asked anew once the grouping is closed. */
  full: Figures | null;
}

/** One page landed under a trace (and a sampled profile with LANDING_CPUPROFILE). */
async function landOne(browser: Browser, page: Page, name: string, to: number): Promise<Landing> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.gc', 'blink.user_timing'],
  });
  const cdp = process.env.LANDING_CPUPROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const landed = await call(page, (w, n: number) => w.landing.land(n), to);
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    for (const [fn, ms] of selfTimes(profile).slice(0, 12))
      console.info(`  ${ms.toFixed(1).padStart(7)} ${fn}`);
  }
  const trace = await browser.stopTracing();
  if (process.env.LANDING_TRACE) writeFileSync(`${process.env.LANDING_TRACE}-${name}-${to}.json`, trace);
  const work = mainThreadWork(trace);
  const notes = await call(page, (w) => w.bench.notes(), null);
  console.info(
    `${name}: rows ${(to - PAGE).toLocaleString('en')}-${to.toLocaleString('en')} land: ` +
      `${landed.painted.toFixed(1)} ms to the painted frame, main thread ${work.cpu.toFixed(1)} ms CPU ` +
      `(${work.wall.toFixed(1)} ms wall, ${work.tasks} tasks), of which the rows made ready ` +
      `${landed.encode.toFixed(1)} ms, the table painted ${landed.paint.toFixed(1)} ms`,
  );
  for (const note of notes.slice(-1)) console.info(`${name}:   ${note}`);
  return { to, landed, work };
}

/**
 * The run loads page by page: FIRST rows in, the grouping opened over them, then a page at a time up to
 * 250,000 rows, each landing measured; the one into 240,000 rows is the figure, the worst is printed too
 * (a page that grows the columns' arrays: they grow by half again, so some page of a run does).
 */
async function landOn(browser: Browser, page: Page, name: string): Promise<Round> {
  const settle = async () => {
    await call(page, (w) => w.bench.calm(), null);
    await browserQuiet();
  };
  await call(page, (w, n: number) => w.bench.prepare(n), TOTAL);
  await call(page, (w, n: number) => w.bench.load(n), FIRST);
  await settle();
  const open = await call(page, (w) => w.landing.open(), null);
  console.info(
    `${name}: the grouping shown over ${FIRST.toLocaleString('en')} rows in ${open.toFixed(1)} ms`,
  );
  const landings: Landing[] = [];
  for (let to = FIRST + PAGE; to <= TOTAL; to += PAGE) {
    await settle();
    landings.push(await landOne(browser, page, name, to));
  }
  const last = landings[landings.length - 1];
  if (!last) throw new Error('no page landed');
  const worst = {
    cpu: Math.max(...landings.map((l) => l.work.cpu)),
    painted: Math.max(...landings.map((l) => l.landed.painted)),
  };
  const figures = await call(page, (w) => w.bench.figures(), null);
  let full: Figures | null = null;
  if (name === 'ours') {
    await call(page, (w) => w.landing.close(), null);
    await call(page, (w) => w.bench.group(), null);
    full = await call(page, (w) => w.bench.figures(), null);
  }
  return { last, worst, figures, full };
}

/** Throws unless `b` holds the groups of `a` (averages exactly when `exact`, else to 1e-9 of them). */
function alike(what: string, a: Figures, b: Figures, exact: boolean) {
  const keys = new Set([...Object.keys(a.groups), ...Object.keys(b.groups)]);
  for (const key of keys) {
    const [countA = NaN, averageA = NaN] = a.groups[key] ?? [];
    const [countB = NaN, averageB = NaN] = b.groups[key] ?? [];
    const close = exact ? averageA === averageB : Math.abs(averageA - averageB) <= 1e-9 * Math.abs(averageA);
    if (countA !== countB || !close)
      throw new Error(`${what}: group ${key} is ${countA}, ${averageA} and ${countB}, ${averageB}`);
  }
  if (a.rows !== b.rows || a.rows !== TOTAL) throw new Error(`${what}: ${a.rows} rows and ${b.rows}`);
  console.info(`${what}: the same ${keys.size} groups of ${a.rows.toLocaleString('en')} rows`);
}

const range = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];

const run: Bench = async () => {
  const out = mkdtempSync(join(tmpdir(), 'summary-landing-'));
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
    const rounds: Record<string, Round[]> = { ours: [], [PEER]: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Who goes first alternates, so a spell of load on the shared machine falls on each.
      const order = round % 2 === 0 ? PAGES : [...PAGES].reverse();
      for (const { name, file } of order) {
        console.info(`\nround ${round + 1} of ${ROUNDS}: ${name}`);
        const page = await throttle(await browser.newPage({ viewport: { width: 1440, height: 900 } }));
        page.on('pageerror', (e) => console.error('page error:', e.message));
        try {
          await page.goto(`${server.url}${file}`);
          rounds[name]?.push(await landOn(browser, page, name));
        } finally {
          await page.close();
        }
      }
      const ours = rounds.ours?.[round];
      const peer = rounds[PEER]?.[round];
      if (ours?.full) alike('ours landed and ours of every row anew', ours.figures, ours.full, true);
      if (ours?.full && peer)
        alike(`${PEER} landed and ours of every row anew`, ours.full, peer.figures, false);
      if (!ours?.full || (PAGES.length > 1 && !peer)) throw new Error('a page gave no figures');
    }
    const of = (name: string, f: (r: Round) => number) => (rounds[name] ?? []).map(f);
    const figure = (title: string, f: (r: Round) => number, target: number): Measured => {
      const ours = of('ours', f);
      const peer = of(PEER, f);
      const shown = (xs: number[]) =>
        `${median(xs).toFixed(1)} ms (${range(xs)
          .map((x) => x.toFixed(1))
          .join('–')})`;
      console.info(`${title}: ours ${shown(ours)}; ${PEER} ${shown(peer)}`);
      return metric(title, median(ours), 'ms', target, 'lower', {
        fixed: true,
        place: 'page',
        range: range(ours),
        peer: { name: PEER, value: median(peer), range: range(peer) },
      });
    };
    console.info('');
    return [
      figure(
        'summary: a 10,000-row page lands into the grouping shown over 240k rows, main-thread work (trace CPU)',
        (r) => r.last.work.cpu,
        WORK_MS,
      ),
      figure(
        'summary: a 10,000-row page lands into the grouping shown over 240k rows, to the painted frame',
        (r) => r.last.landed.painted,
        PAINTED_MS,
      ),
      figure(
        'summary: the worst of five 10,000-row pages landing (200k to 250k rows), main-thread work (trace CPU)',
        (r) => r.worst.cpu,
        WORK_MS,
      ),
      figure(
        'summary: the worst of five 10,000-row pages landing (200k to 250k rows), to the painted frame',
        (r) => r.worst.painted,
        PAINTED_MS,
      ),
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
};

export default run;
