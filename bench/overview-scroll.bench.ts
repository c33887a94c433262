// The Overview while a DIALOGS run arrives, in the real app (production build, headless Chromium, the
// simulated service in this process), as two steady scrolls of 300 frames while pages land:
// (a) the grid, in the Rows tab, with the Overview opened once before. The engine's worker folds every
//     page it hands over into the overview whatever tab shows; the hidden Overview panel stays mounted
//     inside <Activity mode="hidden"> (src/app/analytics-tabs.tsx), so it neither asks the worker again nor
//     renders while hidden, and asks once it shows. Checked: pages landed during the scroll, and the
//     Overview, shown after it, covers at least the rows the grid held at its end (the worker folded them).
// (b) the Overview tab itself (the app's main pane, where its panel scrolls), while it asks the worker
//     again as pages land (at most once a second) and draws the new figures, charts and tables. Checked:
//     its coverage line ("From 12,345 of 250,000 rows…") changed during the scroll.
// Either check failing throws: a scroll that saw no update measures nothing of the Overview.
// Each: p95 frame (vsync-snapped, one frame), its late frames, and the longest main-thread task (50 ms);
// on a throttled machine, the frames against the plain list's and the task by its CPU (bench/metric.ts).
import type { Page } from 'playwright-core';
import { openApp, pagesLoaded, pagesReached, scrollSteadily, signIn } from './app-page';
import { metric, scrollFigures, type Bench, type Measured } from './metric';
import { lateShare, p95Snapped } from './table-page/measure';
import { traced } from './trace';

const ROWS = 250_000;
const FRAMES = 300;
const QUERY = { report: 'dialogs', start: '2026-01-01 00:00:00', end: '2026-03-31 23:59:59' };
/**
 * The demo at 1/500 of real time, with enough conversations for 250,000 rows: 500 pages of 500 rows, which
 * land for longer than both scrolls take (the checks below say so when they do not).
 */
const SIM_ENV = { SIM_TIME_SCALE: '0.002', SIM_VOLUME: '8', SIM_MAX_ROWS: String(ROWS) };

const number = (text: string) => Number(/[\d,]+/.exec(text)?.[0].replace(/,/g, '') ?? NaN);
/** The overview's coverage line, "From 12,345 of 250,000 rows…": it moves when the overview updates. */
const coverage = (page: Page) =>
  page.evaluate(() => document.querySelector('.ov-coverage')?.textContent ?? '');
/** Rows the grid holds, from its toolbar's count. */
const gridRows = async (page: Page) =>
  number((await page.locator('.rt-count strong').first().textContent()) ?? '');

/**
 * Frame intervals while the Overview's panel (the element it scrolls in) moves `px` a frame,
 * back and forth between its ends, `count` frames; and each coverage line it showed, in order.
 */
const scrollOverviewSteadily = (page: Page, count: number, px: number) =>
  page.evaluate(
    async ({ count: n, px: step }) => {
      // The tab shown scrolls inside the window (src/app/scroll-place.ts): the Overview's own panel, the
      // first element above its coverage line that scrolls.
      let pane: HTMLElement | null = document.querySelector<HTMLElement>('.ov-coverage');
      while (
        pane &&
        !(/auto|scroll/.test(getComputedStyle(pane).overflowY) && pane.scrollHeight > pane.clientHeight)
      )
        pane = pane.parentElement;
      if (!pane) throw new Error('no scrolling pane');
      // No named function in here: the bundler's name helper does not exist in the page.
      const seen: string[] = [];
      const deltas: number[] = [];
      let dir = 1;
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let f = 0; f < n; f++) {
        const max = pane.scrollHeight - pane.clientHeight;
        if (pane.scrollTop + step * dir > max || pane.scrollTop + step * dir < 0) dir = -dir;
        pane.scrollTop += step * dir;
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        const text = document.querySelector('.ov-coverage')?.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
        deltas.push(now - last);
        last = now;
      }
      return { deltas, seen };
    },
    { count, px },
  );

const figures = (what: string, deltas: number[], task: { longest: number; cpu: number }): Measured[] => [
  ...scrollFigures('overview', what, { snapped: p95Snapped(deltas), late: lateShare(deltas) }, 16.7),
  metric(`overview: longest main-thread task, ${what}`, task.longest, 'ms', 50, 'lower', {
    fixed: true,
    cpu: task.cpu,
  }),
];

const run: Bench = async () => {
  const { browser, page, url, close } = await openApp('overview-scroll', SIM_ENV);
  try {
    await page.goto(`${url}?${new URLSearchParams(QUERY).toString()}`);
    await signIn(page);
    await page.getByRole('button', { name: 'Run report' }).click();
    await pagesReached(page, 10);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Conversations', exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Rows' }).click();
    await pagesReached(page, 20);

    // (a) The grid, the Overview hidden.
    const gridWhat = 'steady scrolling of the grid while pages land and are folded';
    const pagesBefore = await pagesLoaded(page);
    const grid = await traced(browser, page, gridWhat, () => scrollSteadily(page, FRAMES, 60));
    const pagesAfter = await pagesLoaded(page);
    const held = await gridRows(page);
    await page.getByRole('tab', { name: 'Overview' }).click();
    // Shown again, the Overview asks the worker for every row it has folded.
    await page.waitForFunction(
      (rows) => {
        const text = document.querySelector('.ov-coverage')?.textContent ?? '';
        const m = /[\d,]+/.exec(text);
        return m !== null && Number(m[0].replace(/,/g, '')) >= rows;
      },
      held,
      { timeout: 30_000 },
    );
    const shown = await coverage(page);
    console.info(
      `grid scroll: pages ${pagesBefore} -> ${pagesAfter} during it; the grid held ${held} rows at its end; ` +
        `the Overview shown after it: "${shown}"; ${(lateShare(grid.result) * 100).toFixed(1)} % of frames over one vsync`,
    );
    if (pagesAfter <= pagesBefore)
      throw new Error(`no page landed during the grid's scroll (pages ${pagesBefore} -> ${pagesAfter})`);

    // (b) The Overview itself, updating while it scrolls.
    const overviewWhat = 'steady scrolling of the Overview while it updates';
    const ov = await traced(browser, page, overviewWhat, () => scrollOverviewSteadily(page, FRAMES, 12));
    const updates = ov.result.seen.length - 1;
    console.info(
      `overview scroll: pages ${await pagesLoaded(page)} at its end; coverage lines seen: ` +
        `${ov.result.seen.map((s) => number(s)).join(' -> ')} (${updates} updates); ` +
        `${(lateShare(ov.result.deltas) * 100).toFixed(1)} % of frames over one vsync`,
    );
    if (updates < 1) throw new Error(`the Overview did not update during its scroll: "${ov.result.seen[0]}"`);

    return [...figures(gridWhat, grid.result, grid), ...figures(overviewWhat, ov.result.deltas, ov)];
  } finally {
    await close();
  }
};

export default run;
