import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../../core/contract';
import { sampleDialogsRows } from '../../../testing/sample-rows';
import { mount, rerender, withTableHost } from '../../../testing/grid-kit';

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

  it('makes the sort ranks only once a run’s rows stop arriving', async () => {
    const idle = idlePage();
    const rows = sampleDialogsRows(20_000);
    const pages: Row[][] = [rows.slice(0, 10_000), rows.slice(10_000)];
    const { grid } = await mount({ pages, running: true });
    const section = grid.element().closest('section[data-indexing]');
    await expect.poll(() => section?.getAttribute('data-indexing'), { timeout: 60_000 }).toBe('false');
    // Indexed without a round trip to the rank worker: each page would have made every rank again.
    const whileArriving = idle.periods();
    expect(whileArriving).toBeLessThanOrEqual(2);
    await rerender({ pages, running: false });
    expect(section?.getAttribute('data-indexing')).toBe('true');
    await expect.poll(() => section?.getAttribute('data-indexing'), { timeout: 60_000 }).toBe('false');
    expect(idle.periods()).toBeGreaterThan(whileArriving);
  });
});
