// Not a bench (no metrics, not run by bench-all): what a 10,000-row page landing during the grid's steady
// scroll costs the main thread (the table bench's "a 10,000-row page landing during steady scroll"), in
// trace CPU time, with builds of the table page interleaved round by round.
//   npx tsx bench/landing-profile.ts <build dir> [<build dir>...]   (each built with
//   BENCH_OUT_DIR=<dir> npx vite build --config bench/vite.bench.config.ts [--minify false])
//   ROUNDS=3        rounds per build
//   BENCH_CPU_THROTTLE=4 as the benches
//   CPUPROFILE=1    also a sampled profile of the landing window: script self time by function
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { throttle } from './cpu-throttle';
import {
  median,
  selfTimes,
  threadsNamed,
  traceEvents,
  type CpuProfile,
  type TraceEvent,
} from './profile-read';
import { serveDir } from './static-server';
import { on } from './table-driver';
import { MEASURING_ARGS } from './trace';

const ROWS = 250_000;
const PAGES = ROWS / 10_000;
const dirs = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
let saved = 0;

/** Main-thread tasks of the trace: CPU of each, the longest's breakdown, the sum. */
function tasks(buffer: Buffer) {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const onMain = (e: TraceEvent) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X';
  const runs = events.filter((e) => onMain(e) && e.name === 'RunTask');
  const cpu = runs.map((e) => (e.tdur ?? 0) / 1000).sort((a, b) => b - a);
  const longest = runs.reduce<TraceEvent | null>(
    (a, e) => (!a || (e.tdur ?? 0) > (a.tdur ?? 0) ? e : a),
    null,
  );
  const inside = new Map<string, number>();
  if (longest) {
    const from = longest.ts ?? 0;
    const to = from + (longest.dur ?? 0);
    for (const e of events)
      if (onMain(e) && e !== longest && (e.ts ?? 0) >= from && (e.ts ?? 0) < to)
        inside.set(e.name ?? '?', (inside.get(e.name ?? '?') ?? 0) + (e.tdur ?? 0) / 1000);
  }
  const top = [...inside]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
    .join(', ');
  return {
    longest: cpu[0] ?? 0,
    wall: (longest?.dur ?? 0) / 1000,
    over16: cpu.filter((c) => c > 16).length,
    top5: cpu
      .slice(0, 5)
      .map((c) => c.toFixed(1))
      .join(' '),
    sum: cpu.reduce((a, b) => a + b, 0),
    top,
  };
}

async function open(dir: string) {
  const server = await serveDir(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(server.url);
  const b = on(page);
  await b.prepare(ROWS);
  await b.show(PAGES - 1);
  await b.settled();
  // Throttled once the rows are made: making them is not what is measured.
  await throttle(page);
  return { server, browser, page, b };
}

async function round(dir: string) {
  const { server, browser, page, b } = await open(dir);
  try {
    const figures = [];
    for (let i = 0; i < 2; i++) {
      await b.show(PAGES - 1);
      await b.settled();
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.gc',
          'blink.user_timing',
        ],
      });
      const cdp = process.env.CPUPROFILE ? await page.context().newCDPSession(page as Page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const frames = await b.steadyWhileLanding(120, PAGES);
      const profile = cdp ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : null;
      const buffer = await browser.stopTracing();
      if (process.env.SAVE) writeFileSync(`${process.env.SAVE}-${saved++}.json`, buffer);
      const t = tasks(buffer);
      const rows = await b.count();
      figures.push({ ...t, p95: frames.snapped, late: frames.late, rows });
      if (profile && i === 1)
        for (const [n, ms] of selfTimes(profile)) console.info(`    ${ms.toFixed(1).padStart(7)} ${n}`);
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

const all = new Map<string, number[]>();
for (let r = 0; r < rounds; r++)
  for (const dir of r % 2 ? [...dirs].reverse() : dirs) {
    for (const f of await round(dir)) {
      console.info(
        `${dir} r${r}: longest ${f.longest.toFixed(1)} ms CPU (${f.wall.toFixed(1)} wall), top5 ${f.top5}; >16: ${f.over16}; ` +
          `sum ${f.sum.toFixed(0)}; p95 ${f.p95.toFixed(1)} late ${(f.late * 100).toFixed(0)} %; rows ${f.rows}\n    in it: ${f.top}`,
      );
      all.set(dir, [...(all.get(dir) ?? []), f.longest]);
    }
  }
for (const [dir, xs] of all)
  console.info(
    `${dir}: longest task CPU median ${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`,
  );
