// Not a bench (no metrics, not run by bench-all): where the page's main thread spends opening the
// durable-history bench's view (a 30-day DIALOGS view of 30 stored one-day segments, bench/durable-
// history.bench.ts), in figures that hold on a loaded machine, and an A/B of builds in interleaved rounds.
// The segments are stored once, in a Chromium profile kept on disk, and each round opens the view in a
// fresh browser over that profile (a copy), so a round costs seconds, not the minute storing takes.
//   npx tsx bench/reopen-profile.ts <rounds> <build dir>...   (dirs from `npx vite build --outDir <dir>`)
//   PROFILE_DIR=<dir>   where the stored profile is kept (made with the first build when missing)
//   BENCH_CPU_THROTTLE=4  the page's main thread slowed four times (bench/cpu-throttle.ts)
//   SAVE=<path>         also writes the (last) trace, or with CPUPROFILE the profile, to that file (path.<build
//                       dir's name> each when there are several builds)
//   REOPEN_PORT=<port>  the origin's port (default 47311): another engineer's profile runs beside on another
//   SAMPLES=1           the trace also holds the V8 sampler's profile (its start let pass before the click)
//   TOP=<n>             also prints the n longest main-thread tasks (CPU time, and when they started)
//   CPUPROFILE=1        a sampled CPU profile of the main thread instead of the trace: self time by function
//                       (build with `--minify false` to read the names)
//   THREADS=1           also the CPU of every thread of the browser's processes, from /proc (bench/proc-cpu.ts)
// Per round and build: the view's every-row time, the main thread's CPU time of its tasks (RunTask's
// thread time) and its longest task (wall and CPU), what it held, GC time, and the engine worker's CPU.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createAppServer, listen } from '../server/app-server';
import { createServerLog } from '../server/log';
import { configOrExit, createDemoService } from '../server/startup';
import { formatWallClock, fromWallMs } from '../src/core/dates';
import { OPEN_VIEW, planOf, QUIET, signIn, storeDay } from './app-page';
import { cpuThrottle } from './cpu-throttle';
import { cpuBetween, groupCpu } from './proc-cpu';
import {
  median,
  selfTimes,
  traceEvents,
  threadsNamed,
  type CpuProfile,
  type TraceEvent,
} from './profile-read';
import { MEASURING_ARGS } from './trace';

const DAY = 86_400_000;
const DAYS = 30;
// One origin for every build, so each reads the same IndexedDB (REOPEN_PORT: another profile, another port).
const PORT = Number(process.env.REOPEN_PORT ?? 47_311);
const SIM_ENV = { SIM_TIME_SCALE: '0.002', SIM_VOLUME: '21' };
const dayOf = (i: number) => formatWallClock(fromWallMs(Date.UTC(2026, 0, 1) + i * DAY)).slice(0, 10);
const range = { start: `${dayOf(0)} 00:00:00`, end: `${dayOf(DAYS - 1)} 23:59:59` };
const viewUrl = `http://127.0.0.1:${PORT}/?${new URLSearchParams({ report: 'dialogs', ...range }).toString()}`;

const rounds = Number(process.argv[2] ?? 3);
const builds = process.argv.slice(3);
const profileDir = process.env.PROFILE_DIR ?? join(tmpdir(), 'reopen-profile-store');

async function serve(staticRoot: string) {
  const env = { ...process.env, ...SIM_ENV, HOST: '127.0.0.1', PORT: String(PORT) };
  const server = createAppServer({
    log: createServerLog({ echo: false }),
    config: configOrExit(env, PORT),
    demo: createDemoService(env),
    staticRoot,
  });
  await listen(server, '127.0.0.1', PORT);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Chromium over a profile directory, reached over CDP (so that tracing works on its default context). */
async function chromiumOver(
  dir: string,
): Promise<{ browser: Browser; page: Page; close: () => Promise<void>; group: number }> {
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium', // the binary: /usr/bin/chromium is a shell wrapper
    [
      '--headless=new',
      `--user-data-dir=${dir}`,
      '--remote-debugging-port=0',
      '--window-size=1440,900',
      '--no-first-run',
      ...MEASURING_ARGS,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const ws = await new Promise<string>((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on (ws:\S+)/.exec(err);
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', () => reject(new Error(`chromium ended: ${err}`)));
  });
  const browser = await chromium.connectOverCDP(ws);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default context');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  const close = async () => {
    await browser.close().catch(() => undefined);
    if (child.exitCode === null && child.pid) {
      const ended = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid); // its own process group: the browser and its helpers
      await ended;
    }
  };
  return { browser, page, close, group: child.pid ?? 0 };
}

async function store(build: string) {
  const stop = await serve(build);
  const { page, close } = await chromiumOver(profileDir);
  try {
    await page.goto(viewUrl);
    await signIn(page);
    for (let i = 0; i < DAYS; i++) {
      await storeDay(page, dayOf(i));
    }
  } finally {
    await close();
    await stop();
  }
}

function summarize(buffer: Buffer) {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const workers = threadsNamed(events, 'DedicatedWorker thread');
  let cpu = 0;
  let workerCpu = 0;
  let longest: TraceEvent | null = null;
  let longestCpu = 0;
  const tasks: TraceEvent[] = [];
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    const t = `${e.pid}:${e.tid}`;
    if (workers.has(t)) workerCpu += (e.tdur ?? 0) / 1000;
    if (!main.has(t)) continue;
    tasks.push(e);
    cpu += (e.tdur ?? 0) / 1000;
    longestCpu = Math.max(longestCpu, (e.tdur ?? 0) / 1000);
    if (!longest || (e.dur ?? 0) > (longest.dur ?? 0)) longest = e;
  }
  // Main-thread time by the kind of each task's first child (TimerFire, FunctionCall, …), and GC time.
  const byKind = new Map<string, number>();
  let gc = 0;
  const sorted = events
    .filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.name !== 'RunTask')
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  let ti = 0;
  tasks.sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const seen = new Set<TraceEvent>();
  for (const e of sorted) {
    if (e.name === 'MinorGC' || e.name === 'MajorGC') gc += (e.tdur ?? e.dur ?? 0) / 1000;
    while (ti < tasks.length && (tasks[ti]?.ts ?? 0) + (tasks[ti]?.dur ?? 0) <= (e.ts ?? 0)) ti++;
    const task = tasks[ti];
    if (!task || (task.ts ?? 0) > (e.ts ?? 0) || seen.has(task)) continue;
    if (/^(ThreadControllerImpl|TaskAnnotator|ThreadPool|RunTask)/.test(e.name ?? '')) continue;
    seen.add(task);
    byKind.set(e.name ?? '?', (byKind.get(e.name ?? '?') ?? 0) + (task.tdur ?? 0) / 1000);
  }
  const start = longest?.ts ?? 0;
  const end = start + (longest?.dur ?? 0);
  const inside = new Map<string, number>();
  for (const e of sorted)
    if ((e.ts ?? 0) >= start && (e.ts ?? 0) < end)
      inside.set(e.name ?? '?', (inside.get(e.name ?? '?') ?? 0) + (e.dur ?? 0) / 1000);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
  return {
    cpu,
    workerCpu,
    gc,
    longest: (longest?.dur ?? 0) / 1000,
    longestCpu,
    over50: tasks.filter((t) => (t.dur ?? 0) > 50_000).length,
    // TOP=n: the n longest tasks by CPU, each as "CPU ms@ms from the first task".
    longestTasks: [...tasks]
      .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
      .slice(0, Number(process.env.TOP ?? 0))
      .map(
        (t) =>
          `${((t.tdur ?? 0) / 1000).toFixed(0)}@${(((t.ts ?? 0) - (tasks[0]?.ts ?? 0)) / 1000).toFixed(0)}`,
      )
      .join(' '),
    kinds: top(byKind, 6),
    inside: top(inside, 5),
  };
}

/** SAVE's path; with more than one build, each build's last round in a file of its own (path.<build>). */
const savePath = (build: string) =>
  builds.length > 1 ? `${process.env.SAVE}.${basename(build)}` : (process.env.SAVE ?? '');

async function openOnce(build: string) {
  const copy = mkdtempSync(join(tmpdir(), 'reopen-round-'));
  cpSync(profileDir, copy, { recursive: true, filter: (src) => !/Singleton/.test(src) });
  const stop = await serve(build);
  const { browser, page, close, group } = await chromiumOver(copy);
  try {
    const cdp = await page.context().newCDPSession(page);
    if (cpuThrottle() > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle() });
    await page.goto(viewUrl);
    await signIn(page);
    await planOf(page, `Next run: all ${DAYS} days on this device`).waitFor({ timeout: 60_000 });
    await page.evaluate(QUIET);
    if (process.env.CPUPROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const opened = (await page.evaluate(`(${OPEN_VIEW})()`)) as { all: number };
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      if (process.env.SAVE) writeFileSync(savePath(build), JSON.stringify(profile));
      console.info(`  all ${opened.all.toFixed(0)} ms; self time by function (ms):`);
      for (const [name, ms] of selfTimes(profile)) console.info(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
      return null;
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.gc',
        'v8',
        ...(process.env.SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    // The sampler's start is a task of hundreds of ms: let it pass before the click, not into the click's task.
    if (process.env.SAMPLES) await page.evaluate(QUIET);
    const before = process.env.THREADS ? groupCpu(group) : null;
    const opened = (await page.evaluate(`(${OPEN_VIEW})()`)) as { first: number; all: number; rows: number };
    if (before) {
      const { total, spent } = cpuBetween(before, groupCpu(group));
      console.info(
        `  every thread, ${total} ms of CPU: ${spent.map(([thread, ms]) => `${thread} ${ms}`).join(', ')}`,
      );
    }
    const trace = await browser.stopTracing();
    if (process.env.SAVE) writeFileSync(savePath(build), trace);
    return { ...opened, ...summarize(trace) };
  } finally {
    await close();
    await stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

async function main() {
  if (builds.length === 0) throw new Error('name at least one build directory');
  if (!existsSync(profileDir)) {
    console.info(`storing ${DAYS} one-day segments in ${profileDir}…`);
    await store(builds[0] ?? '');
  }
  const results = new Map<string, NonNullable<Awaited<ReturnType<typeof openOnce>>>[]>();
  for (let r = 0; r < rounds; r++) {
    // Interleaved, and the order turned every round, so neither build always runs first.
    const order = r % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const res = await openOnce(build);
      if (!res) continue;
      const list = results.get(build) ?? [];
      list.push(res);
      results.set(build, list);
      console.info(
        `round ${r + 1} ${build}: rows ${res.rows}, first ${res.first.toFixed(0)} ms, all ${res.all.toFixed(0)} ms, ` +
          `main CPU ${res.cpu.toFixed(0)} ms (GC ${res.gc.toFixed(0)}), worker CPU ${res.workerCpu.toFixed(0)} ms, ` +
          `longest ${res.longest.toFixed(1)} ms (CPU ${res.longestCpu.toFixed(1)}; ${res.inside}), ` +
          `tasks >50 ms ${res.over50}; by kind: ${res.kinds}; load ${loadavg()[0]?.toFixed(1)}` +
          (res.longestTasks ? `\n  longest tasks (CPU ms@start): ${res.longestTasks}` : ''),
      );
    }
  }
  for (const [build, list] of results) {
    const f = (key: 'all' | 'cpu' | 'workerCpu' | 'longest' | 'longestCpu' | 'gc') => {
      const xs = list.map((x) => x[key]);
      return `${median(xs).toFixed(key.startsWith('longest') ? 1 : 0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
    };
    console.info(
      `${build}: all ${f('all')} ms, main CPU ${f('cpu')}, GC ${f('gc')}, worker CPU ${f('workerCpu')}, ` +
        `longest ${f('longest')}, longest CPU ${f('longestCpu')}`,
    );
  }
}

await main();
