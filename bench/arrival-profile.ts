// Not a bench (no metrics, not run by bench-all): the table bench's "longest task after arrival at once
// painted, until idle", A/B of builds in interleaved rounds, with the collections in it. Each round opens
// each build's bench page (bench/table-page) in a fresh page and does what bench/table.bench.ts's arrival
// does (the rows handed over at once, settled, taken away, collected), then hands them over again under a
// trace with V8's GC categories: the longest task after the first paint (wall and CPU), how long settling
// took, the three tasks that took the most CPU after it, and every collection over 10 ms of CPU after it with its biggest phases (CPU: thread time).
//   npx tsx bench/arrival-profile.ts [rounds]
//   ROOTS='/path/a,/path/b'   the trees to build (default: this one)
//   ROWS=1000000               rows (default 250,000)
//   BENCH_CPU_THROTTLE=4       the slow machine (bench/cpu-throttle.ts)
//   ONCE=1                     the rows handed over once, as bench/million.bench.ts does (with ROWS=1000000)
//   SAMPLE=1                   instead of the trace: the sampling heap profiler over the settle, what the
//                              settle allocated that is still alive when it is over, by function
//   UNMINIFIED=1               keep function names (for SAMPLE)
import type { Browser, Page } from 'playwright-core';
import { throttle } from './cpu-throttle';
import { heaviest, threadsNamed, traceEvents, type TraceEvent } from './profile-read';
import { on } from './table-driver';
import { interleavedRounds } from './table-page-rounds';
import { longestTask } from './trace';

const rounds = Number(process.argv[2] ?? 2);
const rows = Number(process.env.ROWS ?? 250_000);
const roots = (process.env.ROOTS ?? process.cwd()).split(',');
const MARK = 'arrival painted';

/** The collections over 10 ms of CPU after the mark, each with its three biggest V8.GC_* phases. */
function collections(buffer: Buffer): string[] {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const on = (e: TraceEvent) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X';
  const from = events.find((e) => e.name === MARK)?.ts ?? 0;
  const gcs = events.filter(
    (e) => on(e) && /^(MajorGC|MinorGC)$/.test(e.name ?? '') && (e.ts ?? 0) >= from && (e.tdur ?? 0) > 10_000,
  );
  return gcs.map((g) => {
    const start = g.ts ?? 0;
    const end = start + (g.dur ?? 0);
    const phases = events
      .filter(
        (e) => on(e) && e !== g && /^V8\.GC_/.test(e.name ?? '') && (e.ts ?? 0) >= start && (e.ts ?? 0) < end,
      )
      .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
      .slice(0, 5)
      .map((e) => `${(e.name ?? '').replace('V8.GC_', '')} ${((e.tdur ?? 0) / 1000).toFixed(1)}`)
      .join(', ');
    const a = g.args ?? {};
    const heap =
      a.usedHeapSizeBefore && a.usedHeapSizeAfter
        ? ` heap ${(a.usedHeapSizeBefore / 2 ** 20).toFixed(0)} -> ${(a.usedHeapSizeAfter / 2 ** 20).toFixed(0)} MB`
        : '';
    return `${g.name} ${((g.dur ?? 0) / 1000).toFixed(1)} ms (cpu ${((g.tdur ?? 0) / 1000).toFixed(1)}) at +${((start - from) / 1e6).toFixed(1)} s${heap}: ${phases}`;
  });
}

type HeapNode = {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: HeapNode[];
};

/** The settle under the sampling heap profiler: what is still alive at its end, by allocating function. */
async function sampled(page: Page, settle: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', { samplingInterval: 16_384 });
  await settle();
  const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: HeapNode };
  };
  await cdp.detach();
  const bySelf = new Map<string, number>();
  const walk = (n: HeapNode, stack: string) => {
    const f = n.callFrame;
    const here = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    const k = `${here} < ${stack}`;
    bySelf.set(k, (bySelf.get(k) ?? 0) + n.selfSize);
    for (const c of n.children) walk(c, here);
  };
  walk(profile.head, '');
  const total = [...bySelf.values()].reduce((a, b) => a + b, 0);
  const top = [...bySelf]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 16))
    .map(([k, v]) => `    ${(v / 2 ** 20).toFixed(1).padStart(7)} MB  ${k}`);
  return `alive after the settle, allocated during it (sampled): ${(total / 2 ** 20).toFixed(1)} MB\n${top.join('\n')}`;
}

async function round(browser: Browser, url: string, label: string) {
  const page = await throttle(await browser.newPage({ viewport: { width: 1440, height: 900 } }));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  try {
    await page.goto(url);
    const b = on(page);
    await b.prepare(rows);
    await b.heap();
    if (!process.env.ONCE) {
      await b.arrive(rows / 10_000);
      await b.settled();
      await b.show(0);
      await b.settled();
      await b.heap();
    }
    const t0 = Date.now();
    if (process.env.SAMPLE) {
      const text = await sampled(page, async () => {
        await b.arrive(rows / 10_000);
        await b.settled();
      });
      console.info(`${label}: settled ${((Date.now() - t0) / 1000).toFixed(1)} s; ${text}`);
      return;
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.gc',
        'disabled-by-default-v8.gc',
        'blink.user_timing',
      ],
    });
    await b.arrive(rows / 10_000);
    await b.settled();
    const trace = await browser.stopTracing();
    const settle = (Date.now() - t0) / 1000;
    const longest = longestTask(trace, MARK);
    console.info(
      `${label}: settled ${settle.toFixed(1)} s, longest task after arrival ${longest.ms.toFixed(1)} ms ` +
        `(the most CPU of one: ${longest.cpuMs.toFixed(1)}; ${longest.inside})`,
    );
    console.info(`  the most CPU after the first paint: ${heaviest(trace, MARK, 3)}`);
    for (const line of collections(trace)) console.info(`  ${line}`);
  } finally {
    await page.close();
  }
}

await interleavedRounds('arrival-profile', roots, rounds, round, {
  unminified: Boolean(process.env.UNMINIFIED),
});
