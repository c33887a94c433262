import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sim, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './pages/axe';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';
import { executeReportCalls, setFaults } from './pages/sim-calls';

const MONTH = { start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59' };
const QUARTER = { start: '2026-01-01 00:00:00', end: '2026-03-31 23:59:59' };

async function openDialogs(page: Page, range: { start: string; end: string }) {
  const params = new URLSearchParams({ report: 'dialogs', ...range });
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${params.toString()}`);
  await signIn.signInToDemo();
  return new ExplorerPage(page);
}

/**
 * Rows the service delivered for distinct pages: a page asked twice (a cancelled call whose answer was
 * dropped, then asked again on Resume) counts once.
 */
async function rowsOfDistinctPages(request: APIRequestContext) {
  const byCursor = new Map<string, number>();
  for (const c of await executeReportCalls(request)) {
    if (c.status === 200 && c.fault === null) byCursor.set(c.lastDocument ?? '', c.rows);
  }
  return [...byCursor.values()].reduce((a, b) => a + b, 0);
}

async function pagesDone(explorer: ExplorerPage) {
  return Number((await explorer.progress().getAttribute('aria-valuenow')) ?? '0');
}

// The client spaces its calls with a small margin over the window; at the e2e time scale a loaded
// machine's jitter can still let one arrive early. The client waits such a 429 out (tested below), but
// Chromium logs the response.
test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('runs DIALOGS over a month to the last row, then serves it again from the cache', async ({
  page,
  request,
}) => {
  const explorer = await openDialogs(page, MONTH);
  await explorer.run();
  await expect(explorer.progress()).toHaveAttribute('aria-valuenow', /\d+/);
  const rows = await explorer.waitForAllRows();
  const calls = await executeReportCalls(request);
  const answered = calls.filter((c) => c.status === 200);
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBe(answered.reduce((sum, c) => sum + c.rows, 0));
  const total = await explorer.progress().getAttribute('aria-valuemax');
  await expect(explorer.progress()).toHaveAttribute('aria-valuenow', total ?? '');
  expect(Number(total)).toBe(answered.length);
  // The form folded into the run's line: the rows get the screen.
  // Every page after the first asks with the cursor the page before returned: no page twice.
  expect(new Set(answered.map((c) => c.lastDocument)).size).toBe(answered.length);
  await explorer.details().click();
  await expect(page.getByText('Execution time')).toBeVisible();
  await expect(page.getByText('Request charge')).toBeVisible();
  await expect(page.getByText('Visualization')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a finished run');
  await page.screenshot({ path: 'test-results/explorer/run-done.png' });

  // The same query again in the session: from the cache, without a call.
  await explorer.selectReport('MENU');
  await explorer.selectReport('DIALOGS');
  await explorer.setRange(MONTH.start, MONTH.end);
  await explorer.run();
  expect(await explorer.waitForAllRows()).toBe(rows);
  expect(await executeReportCalls(request)).toHaveLength(calls.length);
});

test('pause, resume and cancel keep the rows and continue from the cursor', async ({ page, request }) => {
  const explorer = await openDialogs(page, QUARTER);
  await explorer.run();
  await expect.poll(() => pagesDone(explorer)).toBeGreaterThanOrEqual(2);
  await explorer.pause().click();
  await expect(explorer.status()).toContainText('Paused after page');
  await expect(explorer.resume()).toBeEnabled();
  const paused = await pagesDone(explorer);
  // Paused: no call is made behind the user's back while the page stays open.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  const answered = (await executeReportCalls(request)).filter((c) => c.status === 200);
  expect(answered).toHaveLength(paused);
  await expectNoSeriousA11yViolations(page, 'a paused run');
  await page.screenshot({ path: 'test-results/explorer/run-paused.png' });

  await explorer.resume().click();
  await expect.poll(() => pagesDone(explorer)).toBeGreaterThan(paused + 1);
  await explorer.cancel().click();
  await expect(explorer.status()).toContainText(/Cancelled after page \d+ of \d+: [\d,]+ rows kept/);
  const cancelled = await pagesDone(explorer);
  expect(cancelled).toBeGreaterThan(paused);

  await explorer.resume().click();
  const rows = await explorer.waitForAllRows();
  expect(rows).toBe(await rowsOfDistinctPages(request));
});

test('with "Load all pages" off, pages come one at a time on request', async ({ page, request }) => {
  const explorer = await openDialogs(page, MONTH);
  await explorer.loadAll().uncheck();
  await explorer.run();
  await expect(explorer.status()).toContainText(/Page 1 of \d+ loaded/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(explorer.status()).toContainText(/Page 2 of \d+ loaded/);
  expect((await executeReportCalls(request)).filter((c) => c.status === 200)).toHaveLength(2);
  await explorer.openForm();
  await explorer.loadAll().check();
  await explorer.waitForAllRows();
});

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: [/status of (403|429|503)/] });

  test('a 429 is waited out with a countdown and the run completes', async ({ page, request }) => {
    await setFaults(request, [{ kind: 'rate-limit', atCall: 2, retryAfterSeconds: 200 }]);
    const explorer = await openDialogs(page, MONTH);
    await explorer.run();
    await expect(page.getByText('The service asked to slow down (429)')).toBeVisible();
    await page.screenshot({ path: 'test-results/explorer/run-rate-limited.png' });
    const rows = await explorer.waitForAllRows();
    expect(rows).toBe(await rowsOfDistinctPages(request));
  });

  test('a failed page keeps the rows and Resume asks the same cursor again', async ({ page, request }) => {
    await setFaults(request, [{ kind: 'invalid-execution', atCall: 3 }]);
    const explorer = await openDialogs(page, MONTH);
    await explorer.run();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The service could not run this report');
    await expect(explorer.status()).toContainText('Stopped after page 2');
    await expectNoSeriousA11yViolations(page, 'a failed run');
    await page.screenshot({ path: 'test-results/explorer/run-failed.png' });
    await explorer.resume().click();
    const rows = await explorer.waitForAllRows();
    const calls = await executeReportCalls(request);
    const failed = calls.findIndex((c) => c.fault === 'invalid-execution');
    const retried = calls.slice(failed + 1).find((c) => c.status === 200);
    expect(retried?.lastDocument).toBe(calls[failed]?.lastDocument);
    expect(rows).toBe(await rowsOfDistinctPages(request));
  });

  test('an exhausted quota stops the run until it renews, then Resume continues', async ({
    page,
    request,
  }) => {
    await setFaults(request, [{ kind: 'quota-calls', atCall: 3, exhaustedForMs: 150_000 }]);
    const explorer = await openDialogs(page, MONTH);
    await explorer.run();
    await expect(page.getByRole('alert')).toContainText('Quota used up');
    await expect(page.getByRole('alert')).toContainText('Time left');
    await expect(explorer.resume()).toBeDisabled();
    await page.screenshot({ path: 'test-results/explorer/run-quota.png' });
    await expect(explorer.resume()).toBeEnabled({ timeout: 30_000 });
    await explorer.resume().click();
    const rows = await explorer.waitForAllRows();
    expect(rows).toBe(await rowsOfDistinctPages(request));
  });
});
