// Not a bench (no metrics, not run by bench-all): the table bench's export (bench/table.bench.ts: "Export
// CSV" of 250,000 DIALOGS rows in the worker) in figures that hold on a loaded machine, and an A/B of
// builds in interleaved rounds. Each round opens a fresh page of the build, shows the rows, waits until
// the table is settled (its indexes built, as in the bench), then clicks "Export CSV" under a trace.
//   npx tsx bench/export-profile.ts <rounds> <build dir>...
//     build dirs from `BENCH_OUT_DIR=<dir> npx vite build --config bench/vite.bench.config.ts`
//   BENCH_CPU_THROTTLE=4  the page's main thread slowed four times (bench/cpu-throttle.ts)
//   CPUPROFILE=1          also a sampled CPU profile of the main thread during the export: self time by
//                         function (build with `--minify false` to read the names)
//   SORTS=1               the bench's sorts and global filter before the export, as the bench runs them
// Per round and build: the export's wall time (click to download), the main thread's longest task (wall
// and CPU), the CPU of its tasks in all, and the export worker's CPU.
import { statSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { cpuThrottle, throttle } from './cpu-throttle';
import { median, selfTimes, threadsNamed, traceEvents, type CpuProfile } from './profile-read';
import { serveDir } from './static-server';
import { MEASURING_ARGS } from './trace';

const ROWS = 250_000;
const rounds = Number(process.argv[2] ?? 3);
const builds = process.argv.slice(3);
if (builds.length === 0) throw new Error('usage: export-profile.ts <rounds> <build dir>...');

type B = {
  bench: {
    prepare(n: number): number;
    show(n: number): number;
    settled(): Promise<void>;
    sortBy(name: string): Promise<number>;
    typeFilter(label: string, word: string): Promise<unknown>;
    clearFilter(label: string): void;
  };
};

/** Main thread: longest task (wall, CPU), CPU of all tasks; the busiest worker thread's CPU. */
function read(trace: Buffer) {
  const events = traceEvents(trace);
  const main = threadsNamed(events, 'CrRendererMain');
  const workers = threadsNamed(events, 'DedicatedWorker thread');
  let longest = 0;
  // The task that took the most CPU: where the profile's samples are read.
  let longestAt = 0;
  let longestDur = 0;
  let longestCpu = 0;
  let cpu = 0;
  const workerCpu = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    const thread = `${e.pid}:${e.tid}`;
    const ms = (e.dur ?? 0) / 1000;
    const cms = (e.tdur ?? 0) / 1000;
    if (main.has(thread)) {
      cpu += cms;
      if (ms > longest) longest = ms;
      if (cms > longestCpu) {
        longestCpu = cms;
        longestAt = e.ts ?? 0;
        longestDur = e.dur ?? 0;
      }
    } else if (workers.has(thread)) workerCpu.set(thread, (workerCpu.get(thread) ?? 0) + cms);
  }
  const top = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
    .slice(0, Number(process.env.TASKS ?? 3))
    .map(
      (e) =>
        `${((e.tdur ?? 0) / 1000).toFixed(1)} ms cpu (${((e.dur ?? 0) / 1000).toFixed(1)} wall): ` +
        inside(events, main, e.ts ?? 0, (e.ts ?? 0) + (e.dur ?? 0)),
    );
  // The task that dispatched the longest event (the click on "Export CSV"): its CPU, and with CLICK=1 the
  // profile's samples are read in it.
  const click = events
    .filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const clickTask = events.find(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === click?.pid &&
      e.tid === click?.tid &&
      (e.ts ?? 0) <= (click?.ts ?? 0) &&
      (e.ts ?? 0) + (e.dur ?? 0) >= (click?.ts ?? 0),
  );
  if (process.env.CLICK) {
    longestAt = clickTask?.ts ?? 0;
    longestDur = clickTask?.dur ?? 0;
  }
  const byName = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
      byName.set(e.name ?? '?', (byName.get(e.name ?? '?') ?? 0) + (e.tdur ?? 0) / 1000);
  if (process.env.NAMES)
    console.info(
      [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 16)
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(', '),
    );
  return {
    clickCpu: (clickTask?.tdur ?? 0) / 1000,
    top,
    longest,
    longestCpu,
    cpu,
    worker: Math.max(0, ...workerCpu.values()),
    window: [longestAt, longestAt + longestDur] as const,
    inside: inside(events, main, longestAt, longestAt + longestDur),
  };
}

/** The biggest events of the main thread's time span [from, to) by CPU: what a task's time went to. */
function inside(events: ReturnType<typeof traceEvents>, main: Set<string>, from: number, to: number) {
  const sums = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name === 'RunTask' || !main.has(`${e.pid}:${e.tid}`)) continue;
    if ((e.ts ?? 0) < from || (e.ts ?? 0) >= to) continue;
    sums.set(e.name ?? '?', (sums.get(e.name ?? '?') ?? 0) + (e.tdur ?? 0) / 1000);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
    .join(', ');
}

async function round(url: string, build: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  try {
    const page: Page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(url);
    // The rows are made and indexed at the machine's speed (the state is the same, in far less time);
    // only the export runs on the slowed main thread.
    await page.evaluate((n) => (window as unknown as B).bench.prepare(n), ROWS);
    await page.evaluate((n) => (window as unknown as B).bench.show(n), ROWS / 10_000);
    await page.evaluate(() => (window as unknown as B).bench.settled());
    if (process.env.SORTS) {
      for (const name of ['Text', 'Record id', 'Date'])
        for (let i = 0; i < 3; i++)
          await page.evaluate((n) => (window as unknown as B).bench.sortBy(n), name);
      await page.evaluate(() => (window as unknown as B).bench.typeFilter('Filter all columns', 'saldo'));
      await page.evaluate(() => (window as unknown as B).bench.clearFilter('Filter all columns'));
      await page.evaluate(() => (window as unknown as B).bench.settled());
    }
    await throttle(page);
    const cdp = process.env.CPUPROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.gc'],
    });
    const t0 = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    const ms = Date.now() - t0;
    const trace = await browser.stopTracing();
    const path = await download.path();
    const { size } = statSync(path);
    const figures = { ms, bytes: size, ...read(trace) };
    console.info(
      `${build}: export ${ms} ms; click task cpu ${figures.clickCpu.toFixed(1)} ms; longest task ${figures.longest.toFixed(1)} ms (cpu ${figures.longestCpu.toFixed(1)}); ` +
        `main cpu ${figures.cpu.toFixed(0)} ms; worker cpu ${figures.worker.toFixed(0)} ms; ${size} bytes\n` +
        `  the most CPU one task took held: ${figures.inside}`,
    );
    for (const line of figures.top) console.info(`    ${line}`);
    if (cdp) {
      const stopped = (await cdp.send('Profiler.stop')) as unknown as {
        profile: CpuProfile & { startTime: number };
      };
      if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(stopped.profile));
      // The samples of the longest task alone (a profile's clock is the trace's).
      const { startTime, samples, timeDeltas } = stopped.profile;
      const [from, to] = figures.window;
      const kept: number[] = [];
      const deltas: number[] = [];
      let t = startTime;
      samples.forEach((id, i) => {
        t += timeDeltas[i] ?? 0;
        if (t >= from && t <= to) {
          kept.push(id);
          deltas.push(timeDeltas[i] ?? 0);
        }
      });
      console.info(`  the longest task's samples (${kept.length}), self time:`);
      for (const [name, self] of selfTimes({ ...stopped.profile, samples: kept, timeDeltas: deltas }))
        console.info(`    ${self.toFixed(1).padStart(8)} ms  ${name}`);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const servers = await Promise.all(builds.map((dir) => serveDir(dir)));
const results = builds.map(() => [] as Awaited<ReturnType<typeof round>>[]);
console.info(`CPU throttle ${cpuThrottle()}x; ${rounds} rounds`);
try {
  for (let r = 0; r < rounds; r++)
    for (let i = 0; i < builds.length; i++) {
      // Alternate which build goes first, so neither always meets the same load.
      const b = r % 2 === 0 ? i : builds.length - 1 - i;
      const server = servers[b];
      const build = builds[b];
      if (server && build) results[b]?.push(await round(server.url, build));
    }
} finally {
  await Promise.all(servers.map((s) => s.close()));
}
for (const [b, build] of builds.entries()) {
  const rs = results[b] ?? [];
  const m = (f: (x: (typeof rs)[number]) => number) => median(rs.map(f)).toFixed(1);
  console.info(
    `${build}: medians of ${rs.length}: export ${m((x) => x.ms)} ms, click task cpu ${m((x) => x.clickCpu)} ms, longest task ${m((x) => x.longest)} ms ` +
      `(cpu ${m((x) => x.longestCpu)}), main cpu ${m((x) => x.cpu)} ms, worker cpu ${m((x) => x.worker)} ms`,
  );
}
