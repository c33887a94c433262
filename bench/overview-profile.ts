// Not a bench (no metrics, not run by bench-all): where the page's main thread spends while the Overview
// scrolls and updates as a DIALOGS run arrives (the second scroll of bench/overview-scroll.bench.ts), in
// figures that hold on a loaded machine (CPU time of tasks), and an A/B of builds in interleaved rounds.
//   npx tsx bench/overview-profile.ts <rounds> <build dir>...   (dirs from `npx vite build --outDir <dir>`)
//   BENCH_CPU_THROTTLE=4  the page's main thread slowed four times (bench/cpu-throttle.ts)
//   CPUPROFILE=1          a sampled CPU profile of the main thread instead of the trace: self time by
//                         function (build with `--minify false` to read the names)
//   EXTRA_CSS=<css>       a style sheet added to the page before the scroll (to try a rule without a build)
//   EXTRA_ARGS="<flags>"  more Chromium flags, space-separated (e.g. --enable-prefer-compositing-to-lcd-text)
//   AFTER_RUN=1           scroll once every row is in (the page still), to tell the scroll's own costs
//   TOTALS=1              also the CPU of every event of the scroll, summed by name (nested events count twice)
//   SAVE=<path>           also writes the (last) trace, or CPU profile, to that file
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { createAppServer, listen } from '../server/app-server';
import { createServerLog } from '../server/log';
import { configOrExit, createDemoService } from '../server/startup';
import { pagesReached, signIn } from './app-page';
import { throttle } from './cpu-throttle';
import { selfTimes, threadsNamed, traceEvents, type CpuProfile, type TraceEvent } from './profile-read';
import { MEASURING_ARGS } from './trace';

const SIM_ENV = { SIM_TIME_SCALE: '0.002', SIM_VOLUME: '8', SIM_MAX_ROWS: '250000' };
const QUERY = { report: 'dialogs', start: '2026-01-01 00:00:00', end: '2026-03-31 23:59:59' };
const rounds = Number(process.argv[2] ?? 3);
const builds = process.argv.slice(3);

/** 300 frames of the main pane scrolled 12 px a frame, back and forth. */
const SCROLL = `(async () => {
  const pane = document.querySelector('main.main');
  let dir = 1;
  for (let f = 0; f < 300; f++) {
    const max = pane.scrollHeight - pane.clientHeight;
    if (pane.scrollTop + 12 * dir > max || pane.scrollTop + 12 * dir < 0) dir = -dir;
    pane.scrollTop += 12 * dir;
    await new Promise((r) => requestAnimationFrame(r));
  }
})()`;

function summarize(buffer: Buffer) {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const cpu = tasks.reduce((n, t) => n + (t.tdur ?? 0) / 1000, 0);
  const longest = tasks.reduce((a, t) => ((t.dur ?? 0) > (a?.dur ?? 0) ? t : a), tasks[0]);
  const longestCpu = Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000));
  /** What a task's time went to: the biggest events inside it, by CPU. */
  const insideOf = (task: TraceEvent | undefined) => {
    const inside = new Map<string, number>();
    const start = task?.ts ?? 0;
    const end = start + (task?.dur ?? 0);
    for (const e of events)
      if (
        e.ph === 'X' &&
        e !== task &&
        main.has(`${e.pid}:${e.tid}`) &&
        (e.ts ?? 0) >= start &&
        (e.ts ?? 0) < end
      )
        inside.set(e.name ?? '?', (inside.get(e.name ?? '?') ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    return [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
  };
  const top = [...tasks]
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
    .slice(0, Number(process.env.TASKS ?? 0));
  for (const t of top) console.info(`    task CPU ${((t.tdur ?? 0) / 1000).toFixed(1)} ms: ${insideOf(t)}`);
  if (process.env.TOTALS) {
    const totals = new Map<string, number>();
    for (const e of events)
      if (e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.name !== 'RunTask')
        totals.set(e.name ?? '?', (totals.get(e.name ?? '?') ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    const named = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.info(`    all tasks, CPU by event: ${named.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
  }
  return {
    cpu,
    longest: (longest?.dur ?? 0) / 1000,
    longestCpu,
    over50: tasks.filter((t) => (t.tdur ?? 0) > 50_000).length,
    inside: insideOf(longest),
  };
}

async function once(build: string) {
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
    args: [...MEASURING_ARGS, ...(process.env.EXTRA_ARGS ? process.env.EXTRA_ARGS.split(' ') : [])],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page: Page = await throttle(await context.newPage());
    await page.goto(`${url}?${new URLSearchParams(QUERY).toString()}`);
    await signIn(page);
    await page.getByRole('button', { name: 'Run report' }).click();
    await pagesReached(page, 10);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Conversations', exact: true }).waitFor({ timeout: 60_000 });
    await pagesReached(page, 40);
    if (process.env.AFTER_RUN)
      await page
        .getByText(/All [\d,]+ rows loaded/)
        .first()
        .waitFor({ timeout: 300_000 });
    if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
    if (process.env.CPUPROFILE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.evaluate(SCROLL);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(profile));
      console.info('  self time by function (ms):');
      for (const [name, ms] of selfTimes(profile)) console.info(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
      return null;
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.gc',
        ...(process.env.INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
      ],
    });
    await page.evaluate(SCROLL);
    const trace = await browser.stopTracing();
    if (process.env.SAVE) writeFileSync(process.env.SAVE, trace);
    return summarize(trace);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

for (let r = 0; r < rounds; r++) {
  for (const build of r % 2 === 0 ? builds : [...builds].reverse()) {
    const res = await once(build);
    if (res)
      console.info(
        `round ${r + 1} ${build}: main CPU ${res.cpu.toFixed(0)} ms, longest ${res.longest.toFixed(1)} ms ` +
          `(CPU ${res.longestCpu.toFixed(1)}; ${res.inside}), tasks >50 ms CPU ${res.over50}; ` +
          `load ${loadavg()[0]?.toFixed(1)}`,
      );
  }
}
