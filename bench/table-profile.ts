// Not a bench (no metrics, not run by bench-all): where the table's time goes, in figures that hold on a
// loaded machine. Builds the bench page and loads 250,000 rows, then, by default, traces the jump-every-
// frame loop and sums the renderer main thread's events per name per frame in thread CPU time (tdur:
// steadier under load than wall time), counts DOM nodes added per jump, samples allocation and script
// time by function, and times the Record id sort and the global filter keystrokes in the page.
//   npx tsx bench/table-profile.ts [rounds]
//   UNMINIFIED=1           keep function names (for the allocation and script breakdowns)
//   CSS='a||b'             A/B in one page: the jump loop with no extra style, then with each style, per
//                          round; 'JS:code' instead of a style runs code in the page first
//   LONG=1                 the bench's scroll sequence after a GC: every task over 16 ms and the GCs in it
//   DIST=5                 the bench's jump loop (300 frames, untraced) 5 times: share of frames over one
//                          vsync, which decides the snapped p95 (over 5 % and it reads two vsyncs)
//   SMALL=1                the bench's 1,000,000 small rows instead (with DIST or the default trace)
//   CATS='a,b'             more trace categories (e.g. disabled-by-default-blink.debug.layout)
//   SORTS='Date,Text'      the first sort by each column, to paint
//   FILTERS='Filter Record id:3f2||Filter Date:2026'  each keystroke of a column filter, to paint
//   SAVE=<path>            also writes the default mode's jump-loop trace to that file
//   THREADS=1              busy time per frame of every thread of every process during the traced jump
//                          loop (main thread, compositor, raster workers, viz, browser): who else works
//   SORTPROF='Record id'   script self time of the first sort by that column, then of two keystrokes
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { threadsNamed, traceEvents } from './profile-read';
import { serveDir } from './static-server';

const ROWS = 250_000;
const FRAMES = 200;
const runs = Number(process.argv[2] ?? 1);

function summarize(buffer: Buffer, frames: number) {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const sums = new Map<string, { ms: number; n: number }>();
  let gcFreed = 0;
  let gcCount = 0;
  for (const e of events) {
    if (!main.has(`${e.pid}:${e.tid}`) || e.ph !== 'X') continue;
    const s = sums.get(e.name ?? '?') ?? { ms: 0, n: 0 };
    s.ms += (e.tdur ?? e.dur ?? 0) / 1000;
    s.n++;
    sums.set(e.name ?? '?', s);
    const a = e.args;
    if (/GC|Scaveng|Mark/i.test(e.name ?? '') && a?.usedHeapSizeBefore && a.usedHeapSizeAfter) {
      gcFreed += a.usedHeapSizeBefore - a.usedHeapSizeAfter;
      gcCount++;
    }
  }
  const interesting = [...sums]
    .filter(([n]) => !/^(ThreadControllerImpl|RunTask|TaskAnnotator|ThreadPool)/.test(n))
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, Number(process.env.TOP ?? 40));
  const runTask = sums.get('RunTask')?.ms ?? 0;
  console.info(`  main-thread RunTask per frame: ${(runTask / frames).toFixed(2)} ms`);
  for (const [n, s] of interesting)
    console.info(
      `  ${n.padEnd(42)} ${(s.ms / frames).toFixed(3).padStart(8)} ms/frame  x${(s.n / frames).toFixed(1)}`,
    );
  console.info(
    `  GC: ${gcCount} collections, ${(gcFreed / frames / 1024).toFixed(0)} KB reclaimed per frame`,
  );
}

/** Per thread (process/thread name), busy wall time and CPU time per frame: union of its 'X' events. */
function threads(buffer: Buffer, frames: number) {
  const events = traceEvents(buffer);
  const names = new Map<string, string>();
  const procs = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
    if (e.name === 'process_name') procs.set(e.pid ?? 0, e.args?.name ?? '?');
  }
  const spans = new Map<string, { ts: number; end: number; tdur: number }[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.ts === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = spans.get(key) ?? [];
    list.push({ ts: e.ts, end: e.ts + (e.dur ?? 0), tdur: e.tdur ?? 0 });
    spans.set(key, list);
  }
  const rows: [string, number, number][] = [];
  for (const [key, list] of spans) {
    list.sort((a, b) => a.ts - b.ts);
    let busy = 0;
    let cpu = 0;
    let end = -Infinity;
    for (const s of list) {
      if (s.ts >= end) cpu += s.tdur; // top-level events only
      if (s.end > end) {
        busy += s.end - Math.max(s.ts, end);
        end = s.end;
      }
    }
    const pid = Number(key.split(':')[0]);
    rows.push([
      `${procs.get(pid) ?? pid} / ${names.get(key) ?? key}`,
      busy / 1000 / frames,
      cpu / 1000 / frames,
    ]);
  }
  for (const [name, busy, cpu] of rows.sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.info(`  ${name.padEnd(48)} busy ${busy.toFixed(2).padStart(6)} ms/frame, cpu ${cpu.toFixed(2)}`);
}

function longTasks(buffer: Buffer) {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const mine = events.filter(
    (e) => main.has(`${e.pid}:${e.tid}`) && (e.ph === 'X' || e.ph === 'I' || e.ph === 'i'),
  );
  const tasks = mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 16_000);
  const gcs = mine.filter((e) =>
    /^(MajorGC|MinorGC|V8.GC_MC_INCREMENTAL_FINALIZE|V8.GC_MARK_COMPACTOR)$/.test(e.name ?? ''),
  );
  for (const e of mine)
    if (
      /^(MajorGC|MinorGC|V8.GC_MC_INCREMENTAL_START|V8.GCFinalizeMC)$|Reducer|MemoryPressure|GCIdle|BlinkGC|Oilpan|CppGC/i.test(
        e.name ?? '',
      )
    )
      console.info(`    ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${JSON.stringify(e.args)}`);
  const gcNames = new Map<string, number>();
  for (const e of mine)
    if (/GC|Marking|Sweep/i.test(e.name ?? ''))
      gcNames.set(e.name ?? '', (gcNames.get(e.name ?? '') ?? 0) + 1);
  console.info(`    gc event names: ${[...gcNames].map(([n, c]) => `${n} x${c}`).join(', ')}`);
  console.info(
    `  tasks over 16 ms: ${tasks.length}; GC events: ${gcs.map((g) => `${g.name} ${((g.dur ?? 0) / 1000).toFixed(1)}`).join(', ')}`,
  );
  for (const t of tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 5)) {
    const start = t.ts ?? 0;
    const end = start + (t.dur ?? 0);
    const sums = new Map<string, number>();
    for (const e of mine) {
      if (e === t || (e.ts ?? 0) < start || (e.ts ?? 0) >= end) continue;
      if (
        !/^(Layout|FunctionCall|MajorGC|MinorGC|V8.GC_MC_INCREMENTAL|V8.GC_MARK_COMPACTOR|PrePaint|UpdateLayoutTree|Paint)$/.test(
          e.name ?? '',
        )
      )
        continue;
      sums.set(e.name ?? '', (sums.get(e.name ?? '') ?? 0) + (e.dur ?? 0) / 1000);
    }
    console.info(
      `    ${((t.dur ?? 0) / 1000).toFixed(1)} ms (cpu ${((t.tdur ?? 0) / 1000).toFixed(1)}): ${[...sums].map(([n, v]) => `${n} ${v.toFixed(1)}`).join(', ')}`,
    );
  }
}

function compact(buffer: Buffer, frames: number) {
  const events = traceEvents(buffer);
  const main = threadsNamed(events, 'CrRendererMain');
  const pick = [
    'RunTask',
    'FunctionCall',
    'Layout',
    'InlineNode::ShapeTextIncludingFirstLine',
    'UpdateLayoutTree',
    'PrePaint',
    'Paint',
    'Commit',
  ];
  const sums = new Map<string, number>();
  for (const e of events) {
    if (!main.has(`${e.pid}:${e.tid}`) || e.ph !== 'X' || !pick.includes(e.name ?? '')) continue;
    sums.set(e.name ?? '', (sums.get(e.name ?? '') ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  return pick
    .map(
      (n) =>
        `${n.replace('InlineNode::ShapeTextIncludingFirstLine', 'Shape')} ${((sums.get(n) ?? 0) / frames).toFixed(1)}`,
    )
    .join(' | ');
}

/** An A/B variant in the page: a style sheet replacing the last one, or with 'JS:' code run once. */
const applyVariant = (page: Page, variant: string) =>
  page.evaluate((text) => {
    if (text.startsWith('JS:')) {
      (0, eval)(text.slice(3));
      text = '';
    }
    let el = document.getElementById('exp-style');
    if (!el) {
      el = document.createElement('style');
      el.id = 'exp-style';
      document.head.append(el);
    }
    el.textContent = text;
  }, variant);

/** What Blink's Layout events say they did: objects needing layout, objects in the tree, layout roots. */
function layoutArgs(buffer: Buffer) {
  const events = traceEvents(buffer);
  type LayoutData = { dirtyObjects?: number; totalObjects?: number };
  const begins = events
    .filter((e) => e.name === 'Layout' && e.ph === 'X')
    .map((e) => (e.args as { beginData?: LayoutData } | undefined)?.beginData ?? {});
  const roots = events
    .filter((e) => e.name === 'Layout' && e.ph === 'X')
    .map(
      (e) =>
        ((e.args as { endData?: { layoutRoots?: unknown[] } } | undefined)?.endData?.layoutRoots ?? [])
          .length,
    );
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const styled = events
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X')
    .map((e) => (e.args as { elementCount?: number } | undefined)?.elementCount ?? 0);
  console.info(`  style recalc: ${avg(styled).toFixed(0)} elements per UpdateLayoutTree (${styled.length})`);
  console.info(
    `  Layout events: ${begins.length}; objects needing layout ${avg(begins.map((b) => b.dirtyObjects ?? 0)).toFixed(0)} of ${avg(begins.map((b) => b.totalObjects ?? 0)).toFixed(0)}, layout roots ${avg(roots).toFixed(1)} (averages)`,
  );
}

async function profile(page: Page, browserTrace: (work: () => Promise<void>) => Promise<Buffer>) {
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  const nodes = (await page.evaluate(`(async () => {
    const g = document.querySelector('[role="grid"]');
    let added = 0;
    const count = (n) => { let c = 1; for (let k = n.firstChild; k; k = k.nextSibling) c += count(k); return c; };
    const mo = new MutationObserver((list) => { for (const m of list) for (const n of m.addedNodes) added += count(n); });
    mo.observe(g, { childList: true, subtree: true });
    let seed = 777;
    for (let f = 0; f < 100; f++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      g.scrollTop = Math.floor((seed / 2147483648) * (g.scrollHeight - g.clientHeight));
      await new Promise((r) => requestAnimationFrame(r));
    }
    mo.disconnect();
    return { added: added / 100, live: g.querySelectorAll('*').length };
  })()`)) as { added: number; live: number };
  console.info(`  DOM nodes added per jump: ${nodes.added.toFixed(0)}; elements in the grid: ${nodes.live}`);
  const trace = await browserTrace(async () => {
    await page.evaluate(
      (n) =>
        (window as unknown as { bench: { scrollJump(n: number): Promise<unknown> } }).bench.scrollJump(n),
      FRAMES,
    );
  });
  summarize(trace, FRAMES);
  layoutArgs(trace);
  if (process.env.SAVE) writeFileSync(process.env.SAVE, trace);
  // Allocation by function during the same loop (sampling heap profiler: every ~8 KB allocated).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 8192,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await page.evaluate(
    (n) => (window as unknown as { bench: { scrollJump(n: number): Promise<unknown> } }).bench.scrollJump(n),
    FRAMES,
  );
  const { profile: heap } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: HeapNode; samples: { size: number; nodeId: number }[] };
  };
  const bySelf = new Map<string, number>();
  const walk = (n: HeapNode) => {
    const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    bySelf.set(k, (bySelf.get(k) ?? 0) + n.selfSize);
    for (const c of n.children) walk(c);
  };
  walk(heap.head);
  const total = [...bySelf.values()].reduce((a, b) => a + b, 0);
  console.info(`  allocated (sampled) per frame: ${(total / FRAMES / 1024).toFixed(0)} KB; by function:`);
  for (const [k, v] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.info(`    ${(v / FRAMES / 1024).toFixed(1).padStart(7)} KB  ${k}`);
  // Script time by function during the same loop (CPU profiler, self time).
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.evaluate(
    (n) => (window as unknown as { bench: { scrollJump(n: number): Promise<unknown> } }).bench.scrollJump(n),
    FRAMES,
  );
  const self = selfTimes(await cdp.send('Profiler.stop'));
  console.info('  script self time per frame:');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.info(`    ${(v / FRAMES / 1000).toFixed(2).padStart(6)} ms  ${k}`);
  await cdp.detach();
}

type HeapNode = {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: HeapNode[];
};

const out = mkdtempSync(join(tmpdir(), 'table-profile-'));
// UNMINIFIED=1 keeps function names for the allocation breakdown (minified code runs a little differently).
execFileSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'bench/vite.bench.config.ts',
    ...(process.env.UNMINIFIED ? ['--minify', 'false'] : []),
  ],
  {
    env: { ...process.env, BENCH_OUT_DIR: out },
    stdio: 'inherit',
  },
);
const server = await serveDir(out);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--enable-precise-memory-info',
    `--js-flags=--expose-gc ${process.env.JSFLAGS ?? ''}`,
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(server.url);
  type B = {
    bench: {
      prepare(n: number): number;
      prepareSmall(n: number): number;
      show(n: number): number;
      settled(): Promise<void>;
      sortBy(name: string): Promise<number>;
      typeFilter(label: string, word: string): Promise<{ times: number[]; count: string }>;
      clearFilter(label: string): void;
    };
  };
  if (process.env.SMALL) {
    // The bench's 1,000,000 small rows (another report) in a scaled scroll space.
    await page.evaluate(() => (window as unknown as B).bench.prepareSmall(1_000_000));
    await page.evaluate(() => (window as unknown as B).bench.show(100));
  } else {
    await page.evaluate((n) => (window as unknown as B).bench.prepare(n), ROWS);
    await page.evaluate((n) => (window as unknown as B).bench.show(n), ROWS / 10_000);
  }
  await page.evaluate(() => (window as unknown as B).bench.settled());
  const browserTrace = async (work: () => Promise<void>) => {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.gc',
        'blink',
        'v8',
        'disabled-by-default-v8.gc',
        'cppgc',
        ...(process.env.CATS ?? '').split(',').filter(Boolean),
      ],
    });
    await work();
    return browser.stopTracing();
  };
  if (process.env.DIST) {
    // With CSS='a||b', each round runs the loop with no extra style, then with each style.
    type J = { bench: { scrollJump(n: number): Promise<{ late: number }> } };
    const styles = ['', ...(process.env.CSS ?? '').split('||').filter(Boolean)];
    const late: number[][] = styles.map(() => []);
    for (let r = 0; r < Number(process.env.DIST); r++) {
      for (const [i, css] of styles.entries()) {
        await applyVariant(page, css);
        const jump = await page.evaluate(() => (window as unknown as J).bench.scrollJump(300));
        late[i]?.push(jump.late * 100);
      }
    }
    for (const [i, shares] of late.entries()) {
      const over = shares.filter((x) => x > 5).length;
      console.info(
        `style ${i}: % of jump frames over one vsync per loop: ${shares.map((x) => x.toFixed(1)).join(' ')} (p95 two vsyncs in ${over} of ${shares.length})`,
      );
    }
    process.env.SKIP = '1';
  }
  if (process.env.THREADS) {
    for (let r = 0; r < runs; r++) {
      const trace = await browserTrace(async () => {
        await page.evaluate(
          (n) =>
            (window as unknown as { bench: { scrollJump(n: number): Promise<unknown> } }).bench.scrollJump(n),
          FRAMES,
        );
      });
      console.info(`jump loop, run ${r + 1}, threads:`);
      threads(trace, FRAMES);
    }
    process.env.SKIP = '1';
  }
  if (process.env.SORTS) {
    // Each named column's first sort (ranks not yet built), to paint; then back to no sort.
    for (const name of process.env.SORTS.split(',')) {
      const first = await page.evaluate((n) => (window as unknown as B).bench.sortBy(n), name);
      for (let i = 0; i < 2; i++) await page.evaluate((n) => (window as unknown as B).bench.sortBy(n), name);
      await page.evaluate(() => (window as unknown as B).bench.settled());
      console.info(`sort by ${name}: ${first.toFixed(0)} ms`);
    }
    process.env.SKIP = '1';
  }
  if (process.env.FILTERS) {
    // 'Filter Record id:3f2||Filter all columns:xyz': each keystroke to paint, then the filter cleared.
    for (const item of process.env.FILTERS.split('||')) {
      const [label = '', word = ''] = item.split(':');
      const f = await page.evaluate(([l, w]) => (window as unknown as B).bench.typeFilter(l, w), [
        label,
        word,
      ] as [string, string]);
      console.info(`${label} "${word}": ${f.times.map((t) => t.toFixed(0)).join(', ')} ms (${f.count})`);
      await page.evaluate((l) => (window as unknown as B).bench.clearFilter(l), label);
      await page.evaluate(() => (window as unknown as B).bench.settled());
    }
    process.env.SKIP = '1';
  }
  if (process.env.QUICK) {
    // The bench's sorts and global filter, in this page: Text asc/desc/off, then Record id (ranks built).
    const t: number[] = [];
    for (const name of ['Text', 'Text', 'Text'])
      t.push(await page.evaluate((n) => (window as unknown as B).bench.sortBy(n), name));
    const idTrace = await browserTrace(async () => {
      t.push(await page.evaluate(() => (window as unknown as B).bench.sortBy('Record id')));
    });
    longTasks(idTrace);
    for (let i = 0; i < 2; i++) await page.evaluate(() => (window as unknown as B).bench.sortBy('Record id'));
    await page.evaluate(() => (window as unknown as B).bench.settled());
    const f = await page.evaluate(() =>
      (window as unknown as B).bench.typeFilter('Filter all columns', 'saldo'),
    );
    console.info(
      `sort Text ${t[0]?.toFixed(0)}, Record id ${t[3]?.toFixed(0)}; filter ${f.times.map((x) => x.toFixed(0)).join(' ')}`,
    );
    process.env.SKIP = '1';
  }
  if (process.env.SORTPROF) {
    // Script self time of the first sort by SORTPROF (a header name), then of a global filter keystroke.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const top = async (label: string, act: () => Promise<unknown>) => {
      await cdp.send('Profiler.start');
      const result = await act();
      const self = selfTimes(await cdp.send('Profiler.stop'));
      console.info(`${label}: ${JSON.stringify(result)}`);
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18))
        console.info(`    ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`);
    };
    if (process.env.TEXTFIRST)
      for (let i = 0; i < 3; i++) await page.evaluate(() => (window as unknown as B).bench.sortBy('Text'));
    await page.evaluate(async () => {
      const g = document.querySelector('[role="grid"]');
      if (g) g.scrollLeft = g.scrollWidth;
      for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(r));
    });
    const sortTrace = await browserTrace(async () => {
      await top('sort', () =>
        page.evaluate((name) => (window as unknown as B).bench.sortBy(name), process.env.SORTPROF ?? ''),
      );
    });
    longTasks(sortTrace);
    await page.evaluate(() => (window as unknown as B).bench.settled());
    await top('filter', () =>
      page.evaluate(() => (window as unknown as B).bench.typeFilter('Filter all columns', 'sa')),
    );
    process.env.SKIP = '1';
  }
  if (process.env.LONG) {
    // The bench's order: GC, untraced steady and jump loops, then the traced ones; every task over 16 ms.
    type S = {
      bench: {
        heap(): number;
        scrollSteady(n: number, px: number): Promise<unknown>;
        scrollJump(n: number): Promise<unknown>;
      };
    };
    for (let r = 0; r < runs; r++) {
      await page.evaluate(() => (window as unknown as S).bench.heap());
      await page.evaluate(() => (window as unknown as S).bench.scrollSteady(300, 120));
      await page.evaluate(() => (window as unknown as S).bench.scrollJump(300));
      const trace = await browserTrace(async () => {
        await page.evaluate(() => (window as unknown as S).bench.scrollSteady(150, 120));
        await page.evaluate(() => (window as unknown as S).bench.scrollJump(150));
      });
      longTasks(trace);
    }
    process.env.SKIP = '1';
  }
  const variants = process.env.DIST ? [] : (process.env.CSS ?? '').split('||').filter(Boolean);
  if (variants.length > 0) {
    for (let r = 0; r < runs; r++) {
      for (const [i, css] of ['', ...variants].entries()) {
        await applyVariant(page, css);
        const trace = await browserTrace(async () => {
          await page.evaluate(
            (n) =>
              (window as unknown as { bench: { scrollJump(n: number): Promise<unknown> } }).bench.scrollJump(
                n,
              ),
            FRAMES,
          );
        });
        console.info(`variant ${i}: ${compact(trace, FRAMES)}`);
      }
    }
    process.env.SKIP = '1';
  }
  for (let r = 0; r < (process.env.SKIP ? 0 : runs); r++) {
    console.info(`jump loop, run ${r + 1}:`);
    await profile(page, browserTrace);
    const sort = [];
    for (let i = 0; i < 3; i++) {
      sort.push(await page.evaluate(() => (window as unknown as B).bench.sortBy('Record id')));
      await page.evaluate(() => (window as unknown as B).bench.sortBy('Record id'));
      await page.evaluate(() => (window as unknown as B).bench.sortBy('Record id'));
      await page.evaluate(() => (window as unknown as B).bench.settled());
    }
    console.info(`  sort by Record id: ${sort.map((t) => t.toFixed(0)).join(', ')} ms`);
    const filter = await page.evaluate(() =>
      (window as unknown as B).bench.typeFilter('Filter all columns', 'saldo'),
    );
    console.info(`  global filter: ${filter.times.map((t) => t.toFixed(0)).join(', ')} ms (${filter.count})`);
    await page.evaluate(() => (window as unknown as B).bench.clearFilter('Filter all columns'));
    await page.evaluate(() => (window as unknown as B).bench.settled());
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(out, { recursive: true, force: true });
}

/** Self time (µs) per function of a CPU profile (Profiler.stop's answer), keyed "name :line". */
function selfTimes(stopped: unknown): Map<string, number> {
  const { profile: cpu } = stopped as {
    profile: {
      nodes: { id: number; callFrame: HeapNode['callFrame'] }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  const dt = new Map<number, number>();
  cpu.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (cpu.timeDeltas[i] ?? 0)));
  const self = new Map<string, number>();
  for (const n of cpu.nodes) {
    const k = `${n.callFrame.functionName || '(anon)'} :${n.callFrame.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + (dt.get(n.id) ?? 0));
  }
  return self;
}
