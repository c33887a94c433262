import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** The longest task on a Chromium trace's renderer main thread (RunTask events of devtools.timeline). */
export interface LongestTask {
  ms: number;
  /**
   * The most thread time any one of those tasks took (trace CPU): what a task costs whatever else the
   * machine runs meanwhile, where the wall time of `ms` stretches with the machine's load.
   */
  cpuMs: number;
  /** The biggest events inside it, for the log: what the time went to. */
  inside: string;
}

type Event = {
  name?: unknown;
  ph?: unknown;
  pid?: unknown;
  tid?: unknown;
  ts?: unknown;
  dur?: unknown;
  tdur?: unknown;
  args?: unknown;
};
const isEvent = (e: unknown): e is Event => typeof e === 'object' && e !== null;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * The longest task on the renderer's main thread; with `after`, among the tasks that began after the page's
 * performance.mark of that name (the moment a measure's own task ended, say the first paint of rows).
 */
export function longestTask(trace: Buffer, after?: string): LongestTask {
  const parsed: unknown = JSON.parse(trace.toString('utf8'));
  const raw: unknown[] = Array.isArray(parsed)
    ? parsed
    : isEvent(parsed) && 'traceEvents' in parsed && Array.isArray(parsed.traceEvents)
      ? parsed.traceEvents
      : [];
  const events = raw.filter(isEvent);
  const thread = (e: Event) => `${String(e.pid)}:${String(e.tid)}`;
  const main = new Set(
    events
      .filter(
        (e) =>
          e.name === 'thread_name' && isEvent(e.args) && 'name' in e.args && e.args.name === 'CrRendererMain',
      )
      .map(thread),
  );
  const mark = after === undefined ? undefined : events.find((e) => e.name === after);
  if (after !== undefined && !mark) throw new Error(`no mark "${after}" in the trace`);
  const from = mark ? num(mark.ts) : -Infinity;
  let longest: Event | null = null;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !main.has(thread(e)) || num(e.ts) < from) continue;
    if (!longest || num(e.dur) > num(longest.dur)) longest = e;
    cpu = Math.max(cpu, num(e.tdur));
  }
  if (!longest) return { ms: 0, cpuMs: 0, inside: '' };
  const start = num(longest.ts);
  const end = start + num(longest.dur);
  const sums = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || e === longest || !main.has(thread(e)) || num(e.ts) < start || num(e.ts) >= end)
      continue;
    const name = String(e.name);
    sums.set(name, (sums.get(name) ?? 0) + num(e.dur) / 1000);
  }
  const inside = [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
    .join(', ');
  return { ms: num(longest.dur) / 1000, cpuMs: cpu / 1000, inside };
}

/** Chromium for measuring: no sandbox or GPU (this machine has neither), exact heap figures, `gc()`. */
export const MEASURING_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

/**
 * BENCH_SAVE_TRACES=<dir> keeps each traced window's trace there, named after its label, to open in
 * Chromium's performance panel when a figure needs explaining.
 */
function saveTrace(label: string, trace: Buffer) {
  const dir = process.env.BENCH_SAVE_TRACES;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = label
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  writeFileSync(join(dir, `${name}.json`), trace);
}

/**
 * Runs `work` under a Chromium trace and logs the longest main-thread task it held, or with `after` the
 * longest that began after the page's performance.mark of that name: its wall time (`longest`) and the
 * most thread time one of those tasks took (`cpu`, what a throttled run judges: bench/metric.ts).
 */
export async function traced<T>(
  browser: Browser,
  page: Page,
  label: string,
  work: () => Promise<T>,
  after?: string,
): Promise<{ result: T; longest: number; cpu: number }> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.gc', 'blink.user_timing'],
  });
  const result = await work();
  const trace = await browser.stopTracing();
  saveTrace(label, trace);
  const longest = longestTask(trace, after);
  const where =
    after === undefined ? '' : ` after "${after}"; of all: ${longestTask(trace).ms.toFixed(1)} ms`;
  console.info(
    `longest task, ${label}: ${longest.ms.toFixed(1)} ms (${longest.inside})${where}; ` +
      `the most CPU one task took: ${longest.cpuMs.toFixed(1)} ms`,
  );
  return { result, longest: longest.ms, cpu: longest.cpuMs };
}
