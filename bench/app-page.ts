// The real app in a bench: a production build served with the simulated service in this process, opened in
// headless Chromium for measuring, and the few steps every such bench takes on it (sign in, wait for the
// table to settle, read the heap, scroll the grid).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createAppServer, listen } from '../server/app-server';
import { createServerLog } from '../server/log';
import { configOrExit, createDemoService } from '../server/startup';
import { throttle, throttleEveryPage } from './cpu-throttle';
import { MEASURING_ARGS } from './trace';

export interface AppPage {
  browser: Browser;
  page: Page;
  url: string;
  close: () => Promise<void>;
}

/** Builds the app, serves it over the simulated service set by `simEnv`, and opens a measuring page. */
export async function openApp(name: string, simEnv: Record<string, string>): Promise<AppPage> {
  const out = mkdtempSync(join(tmpdir(), `${name}-bench-`));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  const env = { ...process.env, ...simEnv, HOST: '127.0.0.1', PORT: '0' };
  const server = createAppServer({
    log: createServerLog({ echo: false }),
    config: configOrExit(env, 0),
    demo: createDemoService(env),
    staticRoot: out,
  });
  const url = await listen(server, '127.0.0.1', 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  // A context of its own (not browser.newPage's), so that a bench can open a second tab on the same device.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  throttleEveryPage(context);
  const page = await throttle(await context.newPage());
  page.on('pageerror', (e) => console.error('page error:', e.message));
  const close = async () => {
    await browser.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    rmSync(out, { recursive: true, force: true });
  };
  return { browser, page, url, close };
}

export async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Use demo credentials' }).click(); // premium: the quota holds 214 MB
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 60_000 });
}

/** Pages loaded so far, from the run's progress bar. */
export const pagesLoaded = async (page: Page) =>
  Number((await page.getByRole('progressbar', { name: 'Pages loaded' }).getAttribute('aria-valuenow')) ?? 0);

/** Resolves once the run's progress bar shows at least `pages` pages. */
export const pagesReached = (page: Page, pages: number) =>
  page.waitForFunction(
    (n) => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0) >= n,
    pages,
    { timeout: 120_000 },
  );

/** Three idle periods of 45 ms in a row: whatever the page still had to do is done. */
export const QUIET = `new Promise((resolve) => {
  let calm = 0;
  const check = (deadline) => {
    calm = deadline.timeRemaining() >= 45 ? calm + 1 : 0;
    if (calm >= 3) resolve(true);
    else requestIdleCallback(check);
  };
  requestIdleCallback(check);
})`;

/** Resolves once the results table has indexed its columns (its idle-time work after rows arrive) and the page is quiet. */
export async function tableSettled(page: Page) {
  await page
    .locator('section[data-indexing="false"]')
    .first()
    .waitFor({ state: 'attached', timeout: 120_000 });
  await page.evaluate(QUIET);
}

/** The main thread's JS heap after two full collections. */
export const heapAfterGc = (page: Page) =>
  page.evaluate(() => {
    const gc = (window as unknown as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    return (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
  });

/** Frame intervals while the grid scrolls down `px` a frame, `count` frames. */
export const scrollSteadily = (page: Page, count: number, px: number) =>
  page.evaluate(
    async ({ count: n, px: step }) => {
      const grid = document.querySelector<HTMLElement>('[role="grid"]');
      if (!grid) throw new Error('no grid');
      const deltas: number[] = [];
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let f = 0; f < n; f++) {
        grid.scrollTop += step;
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        deltas.push(now - last);
        last = now;
      }
      return deltas;
    },
    { count, px },
  );

/**
 * Source of `(start, limitMs) => Promise<{ first, all, rows }>`: calls `start` (a click) and times the first
 * rows on screen and every row loaded, each to the frame that shows it. A MutationObserver looks when the
 * DOM changes, and the time is read in the next animation frame, before it paints. It asks for no frame of
 * its own: a look every frame made the page run a frame every vsync that the app had not asked for.
 */
export const WATCH_LOAD = `(start, limitMs) => new Promise((resolve, reject) => {
  let first = NaN;
  let firstSeen = false;
  let done = false;
  const rowsShown = () =>
    Number((document.querySelector('.rt-count strong')?.textContent ?? '0').replace(/\\D/g, ''));
  const look = () => {
    if (done) return;
    if (!firstSeen && rowsShown() > 0) {
      firstSeen = true;
      requestAnimationFrame(() => { first = performance.now() - t0; });
    }
    const all = [...document.querySelectorAll('[role="status"]')]
      .map((s) => /All ([\\d,]+) rows loaded/.exec(s.textContent ?? ''))
      .find(Boolean);
    if (!all) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => {
      const at = performance.now() - t0;
      resolve({ first: Number.isNaN(first) ? at : first, all: at, rows: Number(all[1].replace(/,/g, '')) });
    });
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('the rows did not load in ' + limitMs + ' ms'));
  }, limitMs);
  const t0 = performance.now();
  start();
  look();
})`;

/**
 * Clicks Run report and times the first rows on screen and every row loaded (WATCH_LOAD). Sent as
 * source: the bundler's name helpers do not exist in the page.
 */
export const OPEN_VIEW = `async () => {
  const run = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Run report');
  if (!run) throw new Error('no Run report button');
  return (${WATCH_LOAD})(() => run.click(), 120000);
}`;

/** The plan line of the query in the form ("Next run: …"). */
export const planOf = (page: Page, text: string | RegExp) =>
  page.getByRole('status', { name: 'The plan of this query' }).filter({ hasText: text });

/** The query's form, opened with the run line's Edit once a run has folded it (src/features/run/run-bar.tsx). */
async function openQueryForm(page: Page) {
  const edit = page.getByRole('region', { name: 'Run', exact: true }).getByRole('button', { name: 'Edit' });
  if ((await edit.count()) > 0 && (await edit.getAttribute('aria-expanded')) === 'false') await edit.click();
}

/** Runs one day of the query through the form, until the device holds it as a segment of the history. */
export async function storeDay(page: Page, day: string) {
  await openQueryForm(page);
  await page.getByLabel('Start', { exact: true }).fill(`${day} 00:00:00`);
  await page.getByLabel('End', { exact: true }).fill(`${day} 23:59:59`);
  // The plan of this day, before it is stored (the days before it are).
  await planOf(page, /^Next run: (nothing of this day|0 of 1 day)/).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Run report' }).click();
  // This day's run line: until the click's run renders, the line and its status are the day before's,
  // "All … rows loaded" already, and its form opened then was folded by this run's start.
  await page
    .getByRole('region', { name: 'Run', exact: true })
    .filter({ hasText: `${day} 00:00:00` })
    .getByRole('status')
    .filter({ hasText: /All [\d,]+ rows loaded|The only row loaded|No rows in this range/ })
    .waitFor({ timeout: 120_000 });
  await openQueryForm(page);
  await planOf(page, /^Next run: all 1 day on this device/).waitFor({ timeout: 60_000 });
}
