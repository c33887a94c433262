// The machine's reference: one fixed, deterministic CPU workload timed in Node, on a page's main thread
// (slowed like every measured page when BENCH_CPU_THROTTLE is set) and in a page's worker (which
// Chromium does not slow), plus the page's frame interval. Each figure of the bench is judged against
// the reference of the place it was measured in (bench/metric.ts), so a slower machine, whose reference
// is slower too, is held to the same multiple of it.
import { chromium } from 'playwright-core';
import { z } from 'zod';
import { findChromium } from '../scripts/chromium.mjs';
import { throttle } from './cpu-throttle';
import { measureScrollFloor, type ScrollFloor } from './scroll-floor';
import { MEASURING_ARGS } from './trace';

/** Where a figure was measured, and so which reference it is a multiple of. */
export type Place = 'node' | 'page' | 'worker';

export interface Reference {
  /** ms of one workload run (the fastest of RUNS after a warm-up) in each place. */
  node: number;
  page: number;
  worker: number;
  /** The page's median requestAnimationFrame interval (the display's frame), ms. */
  frame: number;
  /** How a plain list scrolls on the page (bench/scroll-floor.ts): what the machine gives any grid. */
  scroll: ScrollFloor;
  /** BENCH_CPU_THROTTLE at the time (1: the machine as it is). */
  throttle: number;
  /** The browser's version: a Chromium update moves page figures as much as a change of ours can. */
  browser?: string;
}

const referenceSchema = z.object({
  node: z.number(),
  page: z.number(),
  worker: z.number(),
  frame: z.number(),
  scroll: z.object({ p95: z.number(), p50: z.number(), late: z.number() }),
  throttle: z.number(),
  browser: z.string().optional(),
});

/**
 * The workload, as source text, so the very same code runs in Node, on the page and in a worker (no
 * bundler or transform between). Strings made from a seeded xorshift, sorted and hashed; numbers sorted;
 * small objects sorted by a field: the kind of work the table does with rows. Returns a checksum, which
 * must be the same everywhere (a check that each place ran the same work).
 */
const WORKLOAD = `(() => {
  let s = 2463534242;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
  const t0 = performance.now();
  let hash = 2166136261;
  {
    const strings = new Array(8000);
    for (let i = 0; i < strings.length; i++) strings[i] = 'r' + next().toString(36) + '-' + (next() % 997);
    strings.sort();
    for (const str of strings)
      for (let j = 0; j < str.length; j++) hash = Math.imul(hash ^ str.charCodeAt(j), 16777619) >>> 0;
    const numbers = new Float64Array(20000);
    for (let i = 0; i < numbers.length; i++) numbers[i] = next() / 4294967296;
    numbers.sort();
    hash = Math.imul(hash ^ Math.floor(numbers[10000] * 1e9), 16777619) >>> 0;
    const objects = [];
    for (let i = 0; i < 8000; i++) objects.push({ id: i, v: next() % 100000, tag: strings[i] });
    objects.sort((a, b) => a.v - b.v || a.id - b.id);
    for (let i = 0; i < objects.length; i += 97) hash = Math.imul(hash ^ objects[i].id, 16777619) >>> 0;
  }
  return { ms: performance.now() - t0, hash };
})`;

/**
 * Runs of the workload a place's figure is the fastest of (after one warm-up run): the fastest run is the
 * machine's speed, where a median moved with the load other work put on the shared machine at the time.
 * A run is short (about 10 ms on the project's machine) so that some run finds a core to itself.
 */
export const RUNS = 21;

/** Runs the workload RUNS + 1 times where `source` is evaluated; the fastest run's ms and the checksum. */
const RUN_ALL = `((source, runs) => {
  const once = (0, eval)(source);
  once();
  const times = [];
  let hash = 0;
  for (let i = 0; i < runs; i++) { const r = once(); times.push(r.ms); hash = r.hash; }
  return { ms: Math.min(...times), hash };
})`;

type Run = { ms: number; hash: number };
const isRun = (v: unknown): v is Run =>
  typeof v === 'object' && v !== null && 'ms' in v && 'hash' in v && typeof v.ms === 'number';

function inNode(): Run {
  const all = (0, eval)(RUN_ALL) as (source: string, runs: number) => unknown;
  const r = all(WORKLOAD, RUNS);
  if (!isRun(r)) throw new Error('the reference workload returned no figure');
  return r;
}

/** The reference, measured now: Node first, then a fresh page of headless Chromium and a worker of it. */
export async function measureReference(): Promise<Reference> {
  const node = inNode();
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium for the reference (set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, args: MEASURING_ARGS });
  try {
    const page = await throttle(await browser.newPage());
    await page.setContent('<!doctype html><title>reference</title>');
    const onPage: unknown = await page.evaluate(
      ({ all, source, runs }) => ((0, eval)(all) as (s: string, n: number) => unknown)(source, runs),
      { all: RUN_ALL, source: WORKLOAD, runs: RUNS },
    );
    const inWorker: unknown = await page.evaluate(
      ({ all, source, runs }) =>
        new Promise((resolve, reject) => {
          const code = `onmessage = () => postMessage((${all})(${JSON.stringify(source)}, ${runs}));`;
          const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
          worker.onmessage = (e: MessageEvent) => resolve(e.data);
          worker.onerror = (e) => reject(new Error(e.message));
          worker.postMessage(null);
        }),
      { all: RUN_ALL, source: WORKLOAD, runs: RUNS },
    );
    const frame = await page.evaluate(async () => {
      const stamps: number[] = [];
      for (let i = 0; i < 61; i++) stamps.push(await new Promise<number>((r) => requestAnimationFrame(r)));
      const deltas = stamps.slice(1).map((t, i) => t - (stamps[i] ?? t));
      deltas.sort((a, b) => a - b);
      return deltas[Math.floor(deltas.length / 2)] ?? 0;
    });
    const scroll = await measureScrollFloor(browser);
    if (!isRun(onPage) || !isRun(inWorker)) throw new Error('the reference workload returned no figure');
    if (onPage.hash !== node.hash || inWorker.hash !== node.hash)
      throw new Error('the reference workload gave another checksum in the browser');
    const rate = Number(process.env.BENCH_CPU_THROTTLE ?? '') || 1;
    return { node: node.ms, page: onPage.ms, worker: inWorker.ms, frame, scroll, throttle: rate, browser: browser.version() };
  } finally {
    await browser.close();
  }
}

/** The reference handed down by scripts/bench-all.mjs (BENCH_REFERENCE), or measured now. */
export async function reference(): Promise<Reference> {
  const raw = process.env.BENCH_REFERENCE;
  if (raw) {
    const parsed = referenceSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    throw new Error(`BENCH_REFERENCE is not a reference: ${raw}`);
  }
  return measureReference();
}

export const describeReference = (r: Reference) =>
  `Node ${r.node.toFixed(1)} ms, page main thread ${r.page.toFixed(1)} ms${r.throttle === 1 ? '' : ` (${r.throttle}x throttled)`}, page worker ${r.worker.toFixed(1)} ms, frame ${r.frame.toFixed(1)} ms${r.browser ? ` (Chromium ${r.browser})` : ''}; ${describeScrollFloor(r.scroll)}`;

/** The frame probe as the bench prints it beside the reference. */
export const describeScrollFloor = (s: ScrollFloor) =>
  `a plain list scrolled: p95 frame ${s.p95.toFixed(1)} ms, p50 ${s.p50.toFixed(1)}, ${(s.late * 100).toFixed(1)} % over one frame`;
