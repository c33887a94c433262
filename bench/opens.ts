// A stored run or view opened several times, each in a new tab of the same device: one open moved by a
// tenth between runs of the bench (the browser had just stored what it opens, and a collection lands
// where it will), so its figures are each open's median, and its longest task the worst of them.
import type { Browser, Page } from 'playwright-core';
import { heapAfterGc, QUIET, tableSettled } from './app-page';
import { median } from './profile-read';
import { traced } from './trace';

/** Opens a bench takes of one stored run or view. */
export const OPENS = 3;

interface Opened {
  first: number;
  all: number;
}

/** How a bench opens what it stored in a tab: made ready (signed in, the button there), then opened. */
export interface OpenSteps<R extends Opened> {
  ready: (tab: Page) => Promise<void>;
  open: (tab: Page) => Promise<R>;
}

/**
 * Opens OPENS times, each in a new tab of the same device (the one before closed, `page` first): not a
 * reload, which keeps the tab's renderer and JS heap, and what the previous document left in it was
 * collected only later, sometimes, which made the heap figure a coin toss (docs/architecture.md#benchmarks).
 * Gives the opens' median first rows and every row, their longest task (wall and CPU) at its worst, the
 * last open's answer, and the heap before and after the first open.
 */
export async function openedInNewTabs<R extends Opened>(
  browser: Browser,
  page: Page,
  label: string,
  { ready, open }: OpenSteps<R>,
) {
  const context = page.context();
  let before = page;
  const opens: { result: R; longest: number; cpu: number }[] = [];
  let heapBefore = 0;
  let heapAfter = 0;
  for (let n = 0; n < OPENS; n++) {
    await before.close();
    const tab = (before = await context.newPage());
    tab.on('pageerror', (e) => console.error('page error:', e.message));
    await ready(tab);
    await tab.evaluate(QUIET);
    if (n === 0) heapBefore = await heapAfterGc(tab);
    opens.push(await traced(browser, tab, label, () => open(tab)));
    await tableSettled(tab);
    if (n === 0) heapAfter = await heapAfterGc(tab);
  }
  return {
    first: median(opens.map((o) => o.result.first)),
    all: median(opens.map((o) => o.result.all)),
    longest: Math.max(...opens.map((o) => o.longest)),
    cpu: Math.max(...opens.map((o) => o.cpu)),
    each: opens.map((o) => o.result.all.toFixed(0)).join(', '),
    last: opens.at(-1)?.result,
    heapBefore,
    heapAfter,
  };
}
