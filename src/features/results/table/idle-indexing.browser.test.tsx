import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../../core/contract';
import { sampleDialogsRows } from '../../../testing/sample-rows';
import { mount, withTableHost } from '../../../testing/grid-kit';

withTableHost();

const real = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
afterEach(() => {
  window.requestIdleCallback = real.request;
  window.cancelIdleCallback = real.cancel;
});

/**
 * The browser's idle periods as a page that stays idle has them: each as long as the browser allows
 * (50 ms) and never cut short, handed out one after another; counted.
 */
function idlePage() {
  let periods = 0;
  window.requestIdleCallback = (callback) =>
    window.setTimeout(() => {
      periods++;
      callback({ didTimeout: false, timeRemaining: () => 49 });
    });
  window.cancelIdleCallback = (id) => window.clearTimeout(id);
  return { periods: () => periods };
}

describe('The table indexes its rows in idle time', () => {
  it('uses an idle period as long as it lasts, not a step of it each', async () => {
    const idle = idlePage();
    const rows = sampleDialogsRows(20_000);
    const pages: Row[][] = [rows.slice(0, 10_000), rows.slice(10_000)];
    const { grid } = await mount({ pages });
    const section = grid.element().closest('section[data-indexing]');
    await expect.poll(() => section?.getAttribute('data-indexing'), { timeout: 60_000 }).toBe('false');
    // Indexing 20,000 rows is many steps of a few ms each; an idle page gives them one idle period, and
    // one more after each column's sort ranks come back from their worker.
    const columns = Number(grid.element().getAttribute('aria-colcount'));
    expect(idle.periods()).toBeLessThanOrEqual(columns + 2);
  });
});
