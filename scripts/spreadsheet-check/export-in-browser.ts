// The files the app writes: the production build of bench/table-page (the real ResultsTable over DIALOGS
// rows made in the page), driven in headless Chromium through the UI: a filter typed, a header clicked,
// "Export CSV" and "Excel (.xlsx)" pressed, each download saved.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { serveDir } from '../../bench/static-server';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

export interface ExportPlan {
  /** DIALOGS rows made in the page (generateDialogsRows(total, 1)). */
  total: number;
  /** Label of the filter box and what is typed into it. */
  filterLabel: string;
  filterText: string;
  /** Header clicked, and how often (2: descending). */
  sortHeader: string;
  sortClicks: number;
}

/** The export buttons, by their accessible names. */
export const BUTTONS = { csv: 'Export CSV', xlsx: 'Excel (.xlsx)' } as const;
export type Format = keyof typeof BUTTONS;

export interface Exported {
  /** The saved file of each format asked for. */
  files: Partial<Record<Format, { file: string; ms: number; longestTaskMs: number }>>;
  /** The table's header line, e.g. "250,000 of 305,743 rows". */
  countText: string;
  /** Column headers as the grid shows them, in display order. */
  headers: string[];
  /** aria-sort of the sorted header after the clicks. */
  sortState: string;
}

interface BenchWindow {
  bench: {
    prepare(total: number): number;
    show(pages: number): number;
    settled(): Promise<void>;
    sortBy(name: string): Promise<number>;
    typeFilter(label: string, word: string): Promise<{ count: string }>;
  };
}
const PAGE_ROWS = 10_000;

/** Every column header of the (column-virtualised) grid: scrolled sideways, read by aria-colindex. */
const readHeaders = (page: Page) =>
  page.evaluate(async () => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    if (!grid) throw new Error('no grid on the page');
    const seen = new Map<number, string>();
    for (let x = 0; ; x += grid.clientWidth / 2) {
      grid.scrollLeft = x;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const th of grid.querySelectorAll('[role="columnheader"][aria-colindex]')) {
        const index = Number(th.getAttribute('aria-colindex'));
        const label = th.querySelector('button')?.firstElementChild?.textContent?.trim() ?? '';
        if (index > 1 && label !== '') seen.set(index, label);
      }
      if (x >= grid.scrollWidth) break;
    }
    grid.scrollLeft = 0;
    return [...seen].sort((a, b) => a[0] - b[0]).map(([, label]) => label);
  });

const sortState = (page: Page, header: string) =>
  page.evaluate((name) => {
    const th = [...document.querySelectorAll('[role="columnheader"]')].find((h) =>
      h.querySelector('button')?.firstElementChild?.textContent?.trim().startsWith(name),
    );
    return th?.getAttribute('aria-sort') ?? 'not drawn';
  }, header);

/** Starts recording the page's long tasks (over 50 ms, as the browser reports them). */
function watchLongTasks() {
  const seen: number[] = [];
  Reflect.set(window, 'longTasks', seen);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.push(e.duration);
  }).observe({ type: 'longtask' });
}

/** The longest task recorded since watchLongTasks, 0 if none passed 50 ms. */
function longestTask(): number {
  const seen: unknown = Reflect.get(window, 'longTasks');
  return Array.isArray(seen) ? Math.max(0, ...seen.filter((d) => typeof d === 'number')) : 0;
}

export async function exportFromApp(
  plan: ExportPlan,
  dir: string,
  formats: readonly Format[],
): Promise<Exported> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: set CHROMIUM_PATH or apt-get install chromium');
  const out = join(dir, 'page');
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.bench.config.ts'], {
    env: { ...process.env, BENCH_OUT_DIR: out },
    stdio: 'inherit',
  });
  const server = await serveDir(out);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.waitForFunction(() => 'bench' in window);
    const bench = <T>(fn: (b: BenchWindow['bench'], arg: T) => unknown, arg: T) =>
      page.evaluate(
        ({ source, a }) => {
          const f = (0, eval)(source) as (b: BenchWindow['bench'], arg: unknown) => unknown;
          return f((window as unknown as BenchWindow).bench, a);
        },
        { source: fn.toString(), a: arg },
      );
    await bench((b, n) => b.prepare(n), plan.total);
    await bench((b, pages) => b.show(pages), Math.ceil(plan.total / PAGE_ROWS));
    await bench((b) => b.settled(), null);
    await bench((b, f) => b.typeFilter(f.label, f.text), { label: plan.filterLabel, text: plan.filterText });
    for (let i = 0; i < plan.sortClicks; i++) await bench((b, name) => b.sortBy(name), plan.sortHeader);
    await bench((b) => b.settled(), null);
    const countText = (await page.locator('.rt-count').textContent())?.trim() ?? '';
    const state = await sortState(page, plan.sortHeader);
    const headers = await readHeaders(page);

    const files: Exported['files'] = {};
    for (const format of formats) {
      await page.evaluate(watchLongTasks);
      const t0 = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 180_000 }),
        page.getByRole('button', { name: BUTTONS[format], exact: true }).click(),
      ]);
      const ms = Date.now() - t0;
      const longestTaskMs = await page.evaluate(longestTask);
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      files[format] = { file, ms, longestTaskMs };
    }
    if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
    return { files, countText, headers, sortState: state };
  } finally {
    await browser.close();
    await server.close();
  }
}
