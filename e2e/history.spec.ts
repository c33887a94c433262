import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { exportedRows } from './pages/csv-download';
import { ExplorerPage } from './pages/explorer-page';
import { RunsPage } from './pages/runs-page';
import { SignInPage } from './pages/sign-in-page';
import { executeReportCalls, type SimCall } from './pages/sim-calls';
import { expect, sim, test } from './fixtures';

const DAY = 86_400_000;
/** The demo's settle time (SIM_SETTLE_MINUTES' default): a row shows an hour after its date. */
const SETTLE = 3_600_000;
/** The demo tenant's clock is UTC−05:00: the wall clock the service reads ranges on. */
const TENANT_OFFSET = -5 * 3_600_000;

// The client spaces calls with a margin; on a loaded machine one may still meet a 429, which it waits out.
test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

async function signIn(page: Page, path: string) {
  const form = new SignInPage(page);
  await form.goto(path);
  await form.signInToDemo();
  return { explorer: new ExplorerPage(page), runs: new RunsPage(page) };
}

const pathOf = (range: { start: string; end: string }) =>
  `/?${new URLSearchParams({ report: 'dialogs', ...range }).toString()}`;

/** An instant of the demo's clock as the service writes it on the tenant's wall clock. */
const tenantWall = (ms: number) => new Date(ms + TENANT_OFFSET).toISOString().slice(0, 19).replace('T', ' ');

/** The ExecuteReport calls answered since the log held `from` calls. */
const answeredSince = async (request: APIRequestContext, from: number) =>
  (await executeReportCalls(request)).slice(from).filter((c) => c.status === 200);

const windowsOf = (calls: readonly SimCall[]) => [
  ...new Set(calls.map((c) => `${c.startDate} – ${c.endDate}`)),
];

/**
 * Waits for the first call of a run asked for in a page that already shows a complete run: the page says
 * "All … rows loaded" of the run before until the new one has been planned and has started, so waiting for
 * that text at once could end before the new run made any call.
 */
const newRunStarted = (request: APIRequestContext, from: number) =>
  expect.poll(async () => (await answeredSince(request, from)).length).toBeGreaterThan(0);

/** The rows of one query fetched afresh, on a device of its own (a new browser profile). */
async function freshRows(browser: Browser, range: { start: string; end: string }) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const { explorer } = await signIn(page, pathOf(range));
  await explorer.run();
  await explorer.waitForAllRows();
  const rows = await exportedRows(page, 'DIALOGS', ['Record id', 'Date']);
  await context.close();
  return rows;
}

test('the next morning "the last 30 days" asks only for what is new or had not settled, and shows the rows of one fresh query', async ({
  browser,
  page,
  request,
}) => {
  const { explorer, runs } = await signIn(page, '/?report=dialogs');
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(explorer.plan()).toHaveText(/^Next run: nothing of these 30 days is on this device yet/);
  const range = { start: await explorer.start().inputValue(), end: await explorer.end().inputValue() };
  const before = await sim.clock(request);
  await explorer.run();
  await explorer.waitForAllRows();
  const after = await sim.clock(request);

  // The next morning for the service (this device's clock stays where it was), in a new session.
  await sim.advanceClock(request, DAY);
  await page.reload();
  await signIn(page, pathOf(range));
  await expect(explorer.plan()).toHaveText(
    /^Next run: 2\d of 30 days on this device, .+ to fetch: about \d+ calls?, .+ of the 12-hour calls, .+ \(.+ of the 12-hour bandwidth\)$/,
  );
  const from = (await executeReportCalls(request)).length;
  await explorer.run();
  await explorer.waitForAllRows();
  const asked = await answeredSince(request, from);

  // One query, from where yesterday's rows had settled to the range's end: nothing settled asked again.
  const windows = windowsOf(asked);
  expect(windows).toHaveLength(1);
  const [start = ''] = windows[0]?.split(' – ') ?? [];
  expect(start >= tenantWall(before - SETTLE - 2000), `${start} after yesterday's settle line`).toBe(true);
  expect(start <= tenantWall(after - SETTLE), `${start} not after yesterday's settle line`).toBe(true);
  expect(asked.every((c) => c.endDate === range.end)).toBe(true);
  await expect(page.getByText(/rows from this device · [\d,]+ rows fetched in \d+ calls?/)).toBeVisible();
  // The service's clock is a day ahead of this device's: rows dated in this device's future are said.
  await expect(page.getByRole('note').filter({ hasText: 'its clock is behind the service’s' })).toBeVisible();

  const shown = await exportedRows(page, 'DIALOGS', ['Record id', 'Date']);
  const shownIds = shown.map((r) => r['Record id']);
  expect(new Set(shownIds).size, 'no row twice').toBe(shownIds.length);
  const fresh = await freshRows(browser, range);
  const freshIds = new Set(fresh.map((r) => r['Record id']));
  expect(
    shownIds.filter((id) => !freshIds.has(id)),
    'rows a fresh query does not have',
  ).toEqual([]);
  // A fresh query asked a moment later may hold rows that settled since; only those may be missing here.
  const newest = Math.max(...shown.map((r) => Date.parse(r.Date ?? '')));
  const shownSet = new Set(shownIds);
  const missing = fresh.filter((r) => !shownSet.has(r['Record id']));
  expect(missing.filter((r) => Date.parse(r.Date ?? '') <= newest)).toEqual([]);

  await runs.show();
  await expect(runs.region().getByRole('listitem', { name: 'History of DIALOGS' })).toContainText(
    '30 days held',
  );
  await page.screenshot({ path: 'test-results/history/runs-list.png' });
});

test('a 200-day DIALOGS range is fetched as three windows that meet exactly, every row once', async ({
  page,
  request,
}) => {
  // 144 pages at the demo's pace: 37 s on a quiet machine, over 90 on one loaded by other runs; the wait for
  // every row below allows 120 s, and the test as long.
  test.setTimeout(180_000);
  const range = { start: '2026-01-01 00:00:00', end: '2026-07-19 23:59:59' };
  const { explorer } = await signIn(page, pathOf(range));
  await expect(explorer.plan()).toHaveText(
    'Next run: nothing of these 200 days is on this device yet, fetched as 3 queries, one after the other.',
  );
  await explorer.run();
  const rows = await explorer.waitForAllRows(120_000);
  const asked = await answeredSince(request, 0);
  expect(windowsOf(asked)).toEqual([
    '2026-01-01 00:00:00 – 2026-03-31 23:59:59',
    '2026-04-01 00:00:00 – 2026-06-29 23:59:59',
    '2026-06-30 00:00:00 – 2026-07-19 23:59:59',
  ]);
  expect(rows).toBe(asked.reduce((sum, c) => sum + c.rows, 0));
  const ids = (await exportedRows(page, 'DIALOGS', ['Record id'])).map((r) => r['Record id']);
  expect(ids).toHaveLength(rows);
  expect(new Set(ids).size).toBe(rows);
  // One progress over the three windows: its last page is the view's last.
  const total = await explorer.progress().getAttribute('aria-valuemax');
  await expect(explorer.progress()).toHaveAttribute('aria-valuenow', total ?? '');
  expect(Number(total)).toBe(asked.length);
});

test('Refresh asks only for the tail that had not settled', async ({ page, request }) => {
  const { explorer } = await signIn(page, '/?report=dialogs');
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const end = await explorer.end().inputValue();
  const before = await sim.clock(request);
  await explorer.run();
  const rows = await explorer.waitForAllRows();
  const after = await sim.clock(request);

  const from = (await executeReportCalls(request)).length;
  await explorer.refresh().click();
  await newRunStarted(request, from);
  expect(await explorer.waitForAllRows()).toBeGreaterThanOrEqual(rows);
  const asked = await answeredSince(request, from);
  const windows = windowsOf(asked);
  expect(windows).toHaveLength(1);
  const [start = ''] = windows[0]?.split(' – ') ?? [];
  expect(start >= tenantWall(before - SETTLE - 2000)).toBe(true);
  expect(start <= tenantWall(after - SETTLE)).toBe(true);
  expect(asked.every((c) => c.endDate === end)).toBe(true);
});

test('the plan shows its estimate once there is history, within 10 % of the calls made', async ({
  page,
  request,
}) => {
  const september = { start: '2026-09-01 00:00:00', end: '2026-09-30 23:59:59' };
  const { explorer } = await signIn(page, pathOf(september));
  await expect(explorer.plan()).toHaveText(/^Next run: nothing of these 30 days is on this device yet/);
  await explorer.run();
  await explorer.waitForAllRows();

  await explorer.openForm();
  await explorer.end().fill('2026-10-30 23:59:59');
  await expect(explorer.plan()).toHaveText(
    /^Next run: 30 of 60 days on this device, 30 to fetch: about \d+ calls/,
  );
  await page.screenshot({ path: 'test-results/history/form-plan.png' });
  const estimated = Number(/about (\d+) calls/.exec((await explorer.plan().textContent()) ?? '')?.[1]);
  const from = (await executeReportCalls(request)).length;
  await explorer.run();
  await newRunStarted(request, from);
  await explorer.waitForAllRows();
  const made = (await answeredSince(request, from)).length;
  expect(made).toBeGreaterThan(0);
  expect(Math.abs(estimated - made), `estimated ${estimated}, made ${made}`).toBeLessThanOrEqual(0.1 * made);
  // The form folded into the run's line; opened again, its plan is of the next run.
  await explorer.openForm();
  await expect(explorer.plan()).toHaveText('Next run: all 60 days on this device, no call to the service.');
});

test('days deleted by range from "Runs on this device" are gone from the history, and a later run fetches only them', async ({
  page,
  request,
}) => {
  const range = { start: '2026-03-01 00:00:00', end: '2026-03-10 23:59:59' };
  const { explorer, runs } = await signIn(page, pathOf(range));
  await explorer.run();
  const all = await explorer.waitForAllRows();

  await runs.show();
  const history = runs.region().getByRole('listitem', { name: 'History of DIALOGS' });
  await expect(history).toContainText('2026-03-01 – 2026-03-10');
  await expect(history).toContainText('10 days held');
  await history.getByRole('button', { name: 'Delete days…' }).click();
  const days = history.getByRole('form', { name: 'Days of DIALOGS to delete' });
  await days.getByLabel('From').fill('2026-03-04 00:00:00');
  await days.getByLabel('To').fill('2026-03-06 23:59:59');
  await days.getByRole('button', { name: 'Delete these days' }).click();
  // The days around stay; the stored run says the range it still holds.
  await expect(history).toContainText('2026-03-01 – 2026-03-03, 2026-03-07 – 2026-03-10');
  await expect(history).toContainText('7 days held');
  await expect(
    runs.item(
      /^DIALOGS, 2026-03-01 00:00:00 – 2026-03-03 23:59:59, 2026-03-07 00:00:00 – 2026-03-10 23:59:59/,
    ),
  ).toBeVisible();
  await runs.hide();

  // The same range again: only the deleted days are asked for, and every row is shown once.
  const before = (await executeReportCalls(request)).length;
  await explorer.openForm();
  await expect(explorer.plan()).toContainText('7 of 10 days on this device');
  await explorer.run();
  expect(await explorer.waitForAllRows()).toBe(all);
  const asked = await answeredSince(request, before);
  expect(windowsOf(asked)).toEqual(['2026-03-04 00:00:00 – 2026-03-06 23:59:59']);
  const ids = (await exportedRows(page, 'DIALOGS', ['Record id'])).map((r) => r['Record id']);
  expect(ids).toHaveLength(all);
  expect(new Set(ids).size).toBe(all);
});
