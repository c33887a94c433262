// Not a bench (no metrics, not run by bench-all): the table bench's sorts, A/B of builds in interleaved
// rounds. Each round opens each build's bench page (bench/table-page) in a fresh page, hands it ROWS
// DIALOGS rows at once and waits until it settles (traced: the longest task after the first paint, and
// how long settling took), then clicks each sort thrice (ascending, descending, off) and prints the first
// click to paint, and the main thread's CPU in that click's tasks (trace thread time).
//   npx tsx bench/sort-profile.ts [rounds]
//   ROOTS='/path/a,/path/b'   the trees to build (default: this one)
//   ROWS=1000000               rows (default 250,000)
//   BENCH_CPU_THROTTLE=4       the slow machine (bench/cpu-throttle.ts)
import type { Browser, Page } from 'playwright-core';
import { throttle } from './cpu-throttle';
import { heaviest, threadsNamed, traceEvents } from './profile-read';
import { on } from './table-driver';
import { interleavedRounds } from './table-page-rounds';
import { longestTask } from './trace';

const rounds = Number(process.argv[2] ?? 2);
const rows = Number(process.env.ROWS ?? 250_000);
const roots = (process.env.ROOTS ?? process.cwd()).split(',');
const SORTED = ['Text', 'Record id', 'Date'];

/** Main-thread CPU (thread time) of the trace's top-level tasks. */
function mainCpu(buffer: Buffer): number {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  let cpu = 0;
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`)) cpu += (e.tdur ?? 0) / 1000;
  return cpu;
}

async function tracing<T>(browser: Browser, page: Page, work: () => Promise<T>) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const result = await work();
  return { result, trace: await browser.stopTracing() };
}

async function round(browser: Browser, url: string, label: string) {
  const page = await throttle(await browser.newPage({ viewport: { width: 1440, height: 900 } }));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  try {
    await page.goto(url);
    const b = on(page);
    await b.prepare(rows);
    await b.heap();
    const t0 = Date.now();
    const { trace } = await tracing(browser, page, async () => {
      await b.arrive(rows / 10_000);
      await b.settled();
    });
    const settle = (Date.now() - t0) / 1000;
    const longest = longestTask(trace, 'arrival painted');
    console.info(
      `${label}: the most CPU a task took after the first paint: ${heaviest(trace, 'arrival painted', 6)}`,
    );
    const figures: string[] = [];
    for (const name of SORTED) {
      const { result: ms, trace: t } = await tracing(browser, page, () => b.sortBy(name));
      figures.push(`${name} ${ms.toFixed(0)} ms (cpu ${mainCpu(t).toFixed(0)})`);
      await b.sortBy(name);
      await b.sortBy(name);
      await b.settled();
    }
    console.info(
      `${label}: settled ${settle.toFixed(1)} s, longest task after arrival ${longest.ms.toFixed(1)} ms ` +
        `(cpu ${longest.cpuMs.toFixed(1)}: ${longest.inside}); sort ${figures.join(', ')}`,
    );
  } finally {
    await page.close();
  }
}

await interleavedRounds('sort-profile', roots, rounds, round);
