// The Overview while a DIALOGS run loads, in the real app (production build, headless Chromium, the
// simulated service in this process): the Overview tab is opened once (it stays mounted and keeps asking
// the engine's worker for the overview, at most once a second, while pages arrive), then the grid is
// scrolled steadily in the Rows tab. Frames and the longest main-thread task, as the grid's own targets.
import { openApp, pagesReached, scrollSteadily, signIn } from './app-page';
import { metric, type Bench } from './metric';
import { lateShare, p95Snapped } from './table-page/measure';
import { traced } from './trace';

const ROWS = 250_000;
const QUERY = { report: 'dialogs', start: '2026-01-01 00:00:00', end: '2026-03-31 23:59:59' };
/** The demo at 1/500 of real time, with enough conversations for 250,000 rows. */
const SIM_ENV = { SIM_TIME_SCALE: '0.002', SIM_VOLUME: '8', SIM_MAX_ROWS: String(ROWS) };

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
    // The overview's coverage line ("From 12,345 of 250,000 rows…"): it moves when the overview updates.
    const updates = () => page.evaluate(() => document.querySelector('.ov-coverage')?.textContent ?? '?');
    const before = await updates();
    const scroll = await traced(browser, page, 'steady scrolling while the overview updates', () =>
      scrollSteadily(page, 300, 60),
    );
    const after = await updates();
    console.info(
      `overview before the scroll: "${before}"; after: "${after}"; ` +
        `${(lateShare(scroll.result) * 100).toFixed(1)} % of frames over one vsync`,
    );
    return [
      metric(
        'overview: p95 frame, steady scroll while the overview updates (vsync-snapped)',
        p95Snapped(scroll.result),
        'ms',
        16.7,
        'lower',
      ),
      metric(
        'overview: longest main-thread task, steady scroll while the overview updates',
        scroll.longest,
        'ms',
        50,
        'lower',
      ),
    ];
  } finally {
    await close();
  }
};

export default run;
