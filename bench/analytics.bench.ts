// The DIALOGS overview as the engine's worker computes it (src/engine/run-analytics.ts), in Node: pages of
// 10,000 rows folded one at a time, then every overview figure of 250,000 and of 1,000,000 rows. Each page
// is a JSON round trip of the simulated service's rows, so its strings are flat, as the worker's are once
// it has parsed a response (the generator's own strings are concatenations, slower to read). Then the
// overview's own chunk, gzipped, in a production build of its own (loaded only when the tab is opened).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DialogsFold, dialogsOverview, pickConversations } from '../src/core/analytics';
import type { Row } from '../src/core/contract';
import { generateDialogsRows } from '../src/sim';
import { metric, type Bench } from './metric';

const PAGE = 10_000;
const ROUNDS = 5;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? Number.NaN;
};

/** A run of `count` rows folded a page at a time, each page's fold timed. */
function foldRun(count: number) {
  const fold = new DialogsFold();
  // As the worker does (src/engine/run-analytics.ts): room for the run its first page announces.
  fold.expect(count);
  const pages: number[] = [];
  for (let from = 0; from < count; from += PAGE) {
    const generated = generateDialogsRows(count, 42, from, from + PAGE);
    gc();
    // Parsed after the collection, so the page is young as a page the worker just parsed is.
    const rows = JSON.parse(JSON.stringify(generated)) as Row[];
    const t0 = performance.now();
    fold.add(rows);
    pages.push(performance.now() - t0);
  }
  return { fold, pages };
}

/** The median of ROUNDS overviews of the whole fold, each on a fresh heap, after one to warm up. */
function overviewTime(fold: DialogsFold) {
  dialogsOverview(fold, { bucket: 'day' });
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    gc();
    const t0 = performance.now();
    dialogsOverview(fold, { bucket: 'day' });
    times.push(performance.now() - t0);
  }
  return quantile(times, 0.5);
}

/** The gzipped bytes of the overview's JavaScript chunk (and its CSS, printed) in a fresh build. */
function overviewChunkKb(): number {
  const out = mkdtempSync(join(tmpdir(), 'analytics-bench-'));
  try {
    const root = join(import.meta.dirname, '..');
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', out], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('vite build failed');
    const assets = join(out, 'assets');
    const gz = (suffix: string) =>
      readdirSync(assets)
        .filter((f) => f.startsWith('overview-') && f.endsWith(suffix))
        .reduce((n, f) => n + gzipSync(readFileSync(join(assets, f))).length, 0) / 1024;
    console.info(
      `overview chunk: ${gz('.js').toFixed(1)} KB gzipped JavaScript, ${gz('.css').toFixed(1)} KB CSS`,
    );
    return gz('.js');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The median time to pick the conversations behind a figure (the busiest channel's handed-off ones, as a
 * click on it in the overview asks the worker), over the whole fold.
 */
function pickTime(fold: DialogsFold) {
  const channel = dialogsOverview(fold, { bucket: 'day' }).byChannel[0]?.channel ?? null;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + 1; i++) {
    const t0 = performance.now();
    pickConversations(fold, { channel, handedOff: true });
    times.push(performance.now() - t0);
  }
  return quantile(times.slice(1), 0.5);
}

const run: Bench = async () => {
  const quarter = foldRun(250_000);
  const quarterOverview = overviewTime(quarter.fold);
  const quarterPick = pickTime(quarter.fold);
  const million = foldRun(1_000_000);
  const millionOverview = overviewTime(million.fold);
  const pages = [...quarter.pages, ...million.pages];
  console.info(
    `${quarter.fold.conversations.length} and ${million.fold.conversations.length} conversations; page folds p50 ${quantile(pages, 0.5).toFixed(1)} ms, max ${Math.max(...pages).toFixed(1)} ms`,
  );
  return [
    metric('overview: every aggregate of 250,000 DIALOGS rows (median)', quarterOverview, 'ms', 100, 'lower'),
    metric(
      'overview: every aggregate of 1,000,000 DIALOGS rows (median)',
      millionOverview,
      'ms',
      400,
      'lower',
    ),
    metric(
      'overview: one 10,000-row page folded in (p95 of 125 pages)',
      quantile(pages, 0.95),
      'ms',
      10,
      'lower',
    ),
    metric(
      'overview: the conversations behind a figure, of 250,000 DIALOGS rows (median)',
      quarterPick,
      'ms',
      10,
      'lower',
    ),
    metric('overview: its lazy chunk (gzipped JavaScript)', overviewChunkKb(), 'KB', 40, 'lower'),
  ];
};
export default run;
