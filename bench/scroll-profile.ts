// Not a bench (no metrics, not run by bench-all): the durable bench's first part alone (bench/durable.bench.ts:
// steady scrolling of the grid while a 250,000-row DIALOGS run's pages land and are stored), measured in
// figures that hold on a loaded machine, and an A/B of builds in interleaved rounds. A round stops once the
// scrolling is measured, without waiting for the run to end, so it costs seconds, not minutes.
//   npx tsx bench/scroll-profile.ts <rounds> <build dir>...   (dirs from `npx vite build --outDir <dir>`)
//   BENCH_CPU_THROTTLE=4  the page's main thread slowed four times (bench/cpu-throttle.ts)
//   SAVE=<path>           also writes the (last) trace to that file
//   SIM_TIME_SCALE=<s>    the simulated service's pace (default 0.002, the bench's): at 0.002 the worker's
//                         CPU sets how fast pages land, so a faster build lands more in the window
// Per round and build: the frames (p95 snapped to vsyncs, the share over one vsync, p50), pages landed, the
// main thread's CPU time of its tasks (RunTask's thread time), its longest task (wall and CPU) and what it
// held, and the main thread's time by event (Layerize, Paint, FunctionCall…; nested events count in each).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { createAppServer, listen } from '../server/app-server';
import { createServerLog } from '../server/log';
import { configOrExit, createDemoService } from '../server/startup';
import { pagesLoaded, pagesReached, QUIET, scrollSteadily, signIn } from './app-page';
import { throttle } from './cpu-throttle';
import {
  median,
  selfTimes,
  threadsNamed,
  traceEvents,
  type CpuProfile,
  type TraceEvent,
} from './profile-read';
import { lateShare, p95Snapped, quantile } from './table-page/measure';
import { MEASURING_ARGS } from './trace';

const ROWS = 250_000;
const QUERY = { report: 'dialogs', start: '2026-01-01 00:00:00', end: '2026-03-31 23:59:59' };
const SIM_ENV = {
  SIM_TIME_SCALE: process.env.SIM_TIME_SCALE ?? '0.002',
  SIM_VOLUME: '8',
  SIM_MAX_ROWS: String(ROWS),
};

const rounds = Number(process.argv[2] ?? 3);
const builds = process.argv.slice(3);

function summarize(buffer: Buffer) {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const onMain = (e: TraceEvent) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`);
  let cpu = 0;
  let longest: TraceEvent | null = null;
  let longestCpu = 0;
  const byName = new Map<string, number>();
  for (const e of events) {
    if (!onMain(e)) continue;
    if (e.name === 'RunTask') {
      cpu += (e.tdur ?? 0) / 1000;
      longestCpu = Math.max(longestCpu, (e.tdur ?? 0) / 1000);
      if (!longest || (e.dur ?? 0) > (longest.dur ?? 0)) longest = e;
    } else if (!/^(ThreadControllerImpl|TaskAnnotator|ThreadPool)/.test(e.name ?? '')) {
      byName.set(e.name ?? '?', (byName.get(e.name ?? '?') ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    }
  }
  // Frame tasks (those holding a Commit) against the others (pages arriving, renders, DOM rows written).
  const commits = events.filter((e) => onMain(e) && e.name === 'Commit').map((e) => e.ts ?? 0);
  const frameCpu: number[] = [];
  let otherCpu = 0;
  for (const t of events) {
    if (!onMain(t) || t.name !== 'RunTask') continue;
    const from = t.ts ?? 0;
    const to = from + (t.dur ?? 0);
    if (commits.some((c) => c >= from && c < to)) frameCpu.push((t.tdur ?? 0) / 1000);
    else otherCpu += (t.tdur ?? 0) / 1000;
  }
  const start = longest?.ts ?? 0;
  const end = start + (longest?.dur ?? 0);
  const inside = new Map<string, number>();
  for (const e of events)
    if (onMain(e) && e !== longest && (e.ts ?? 0) >= start && (e.ts ?? 0) < end)
      inside.set(e.name ?? '?', (inside.get(e.name ?? '?') ?? 0) + (e.dur ?? 0) / 1000);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
  return {
    cpu,
    frameP50: quantile(frameCpu, 0.5),
    frameP95: quantile(frameCpu, 0.95),
    frameCpu: frameCpu.reduce((a, b) => a + b, 0),
    otherCpu,
    longest: (longest?.dur ?? 0) / 1000,
    longestCpu,
    inside: top(inside, 6),
    byName: top(byName, Number(process.env.TOP ?? 12)),
  };
}

/** The compositing layers of the page as the scrolling starts (LAYERS=1): how many, and the biggest. */
async function printLayers(
  context: import('playwright-core').BrowserContext,
  page: import('playwright-core').Page,
) {
  const cdp = await context.newCDPSession(page);
  const changed = new Promise<unknown>((resolve) => cdp.once('LayerTree.layerTreeDidChange', resolve));
  await cdp.send('DOM.enable');
  await cdp.send('LayerTree.enable');
  await page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    if (grid) grid.scrollTop += 30;
  });
  const tree = (await changed) as {
    layers?: {
      layerId: string;
      width: number;
      height: number;
      drawsContent: boolean;
      backendNodeId?: number;
      paintCount?: number;
    }[];
  };
  const layers = tree.layers ?? [];
  console.info(`layers: ${layers.length}, drawing content: ${layers.filter((l) => l.drawsContent).length}`);
  for (const l of layers.filter((x) => x.drawsContent)) {
    let why: string;
    try {
      const r = (await cdp.send('LayerTree.compositingReasons', { layerId: l.layerId })) as {
        compositingReasons?: string[];
      };
      why = (r.compositingReasons ?? []).join(',');
    } catch {
      why = '?';
    }
    let node = '';
    if (l.backendNodeId) {
      try {
        const d = (await cdp.send('DOM.describeNode', { backendNodeId: l.backendNodeId })) as {
          node: { nodeName: string; attributes?: string[] };
        };
        node = `${d.node.nodeName} ${(d.node.attributes ?? []).join(' ').slice(0, 60)}`;
      } catch {
        node = '?';
      }
    }
    console.info(`  ${l.width}x${l.height} ${node} [${why}]`);
  }
  await cdp.send('LayerTree.disable');
  await cdp.detach();
}

async function scrollOnce(build: string) {
  const env = { ...process.env, ...SIM_ENV, HOST: '127.0.0.1', PORT: '0' };
  const server = createAppServer({
    log: createServerLog({ echo: false }),
    config: configOrExit(env, 0),
    demo: createDemoService(env),
    staticRoot: build,
  });
  const url = await listen(server, '127.0.0.1', 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await throttle(await context.newPage());
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`${url}?${new URLSearchParams(QUERY).toString()}`);
    await signIn(page);
    await page.evaluate(QUIET);
    await page.getByRole('button', { name: 'Run report' }).click();
    await pagesReached(page, 20);
    if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
    if (process.env.LAYERS) await printLayers(context, page);
    const before = await pagesLoaded(page);
    if (process.env.CPUPROFILE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await scrollSteadily(page, 300, 60);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      writeFileSync(process.env.CPUPROFILE, JSON.stringify(profile));
      for (const [name, ms] of selfTimes(profile)) console.info(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.gc',
        'blink.user_timing',
      ],
    });
    const deltas = await scrollSteadily(page, 300, 60);
    const trace = await browser.stopTracing();
    const landed = (await pagesLoaded(page)) - before;
    if (process.env.SAVE) writeFileSync(process.env.SAVE, trace);
    return {
      p95: p95Snapped(deltas),
      late: lateShare(deltas) * 100,
      p50: quantile(deltas, 0.5),
      landed,
      ...summarize(trace),
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

async function main() {
  if (builds.length === 0) throw new Error('name at least one build directory');
  const results = new Map<string, Awaited<ReturnType<typeof scrollOnce>>[]>();
  for (let r = 0; r < rounds; r++) {
    // Interleaved, and the order turned every round, so neither build always runs first.
    const order = r % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const res = await scrollOnce(build);
      results.set(build, [...(results.get(build) ?? []), res]);
      console.info(
        `round ${r + 1} ${build}: p95 ${res.p95.toFixed(1)} ms, late ${res.late.toFixed(1)} %, p50 ${res.p50.toFixed(1)} ms, ` +
          `${res.landed} pages landed; main CPU ${res.cpu.toFixed(0)} ms (frames ${res.frameCpu.toFixed(0)}, ` +
          `a frame p50 ${res.frameP50.toFixed(1)} p95 ${res.frameP95.toFixed(1)}; other tasks ${res.otherCpu.toFixed(0)}, ` +
          `${(res.otherCpu / Math.max(1, res.landed)).toFixed(1)} a page), longest ${res.longest.toFixed(1)} ms ` +
          `(CPU ${res.longestCpu.toFixed(1)}; ${res.inside}); by event: ${res.byName}; load ${loadavg()[0]?.toFixed(1)}`,
      );
    }
  }
  for (const [build, list] of results) {
    const f = (
      key:
        'p95' | 'late' | 'cpu' | 'longest' | 'longestCpu' | 'landed' | 'frameP50' | 'frameP95' | 'otherPage',
    ) => {
      const xs = list.map((x) => (key === 'otherPage' ? x.otherCpu / Math.max(1, x.landed) : x[key]));
      return `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;
    };
    console.info(
      `${build}: p95 ${f('p95')} ms, late ${f('late')} %, main CPU ${f('cpu')} ms, longest ${f('longest')} ms, ` +
        `longest CPU ${f('longestCpu')} ms, pages landed ${f('landed')}; CPU of a frame p50 ${f('frameP50')}, ` +
        `p95 ${f('frameP95')}; CPU of other tasks a page landed ${f('otherPage')}`,
    );
  }
}

await main();
