import type { Browser, Page } from '@playwright/test';
import { exportedColumn } from './pages/csv-download';
import { ExplorerPage } from './pages/explorer-page';
import { RunsPage } from './pages/runs-page';
import { SignInPage } from './pages/sign-in-page';
import { executeReportCalls } from './pages/sim-calls';
import { expect, sim, test } from './fixtures';

const MONTH = { start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59' };
const RANGE = `${MONTH.start} – ${MONTH.end}`;

// The client spaces calls with a margin; on a loaded machine one may still meet a 429, which it waits out.
test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

async function signIn(page: Page, path = '/') {
  const form = new SignInPage(page);
  await form.goto(path);
  await form.signInToDemo();
  return { explorer: new ExplorerPage(page), runs: new RunsPage(page) };
}

const dialogsPath = `/?${new URLSearchParams({ report: 'dialogs', ...MONTH }).toString()}`;
const quarterPath = `/?${new URLSearchParams({ report: 'dialogs', start: '2026-01-01 00:00:00', end: '2026-03-31 23:59:59' }).toString()}`;

/** The record ids of an uninterrupted run of the month, fetched in a browser profile of its own. */
async function uninterruptedIds(browser: Browser) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const { explorer } = await signIn(page, dialogsPath);
  await explorer.run();
  await explorer.waitForAllRows();
  const ids = await exportedColumn(page, 'DIALOGS', 'Record id');
  await context.close();
  return ids;
}

test('a run closed at page N is resumed after signing in again: every row once, every stored page never asked again', async ({
  browser,
  context,
  page,
  request,
}) => {
  const expected = await uninterruptedIds(browser);
  await sim.reset(request);

  const first = await signIn(page, dialogsPath);
  await first.explorer.run();
  await expect(first.explorer.progress()).toHaveAttribute('aria-valuenow', /^([4-9]|\d\d)$/);
  await page.close();

  const again = await context.newPage();
  const { runs, explorer } = await signIn(again);
  const item = runs.item(new RegExp(`^DIALOGS, ${RANGE}`));
  await expect(item).toContainText(/Interrupted at page \d+ of \d+/);
  await again.screenshot({ path: 'test-results/durable/interrupted-run.png' });
  await item.getByRole('button', { name: 'Resume' }).click();
  await explorer.waitForAllRows();
  expect(await exportedColumn(again, 'DIALOGS', 'Record id')).toEqual(expected);

  // The call log of this run: each cursor asked once, but for the page in flight when the tab closed.
  const asked = (await executeReportCalls(request))
    .filter((c) => c.status === 200)
    .map((c) => c.lastDocument);
  const repeats = asked.length - new Set(asked).size;
  expect(repeats).toBeLessThanOrEqual(1);
});

test('after a reload a stored run opens with no call to the service, and its grid and export work', async ({
  page,
  request,
}) => {
  const { explorer } = await signIn(page, dialogsPath);
  await explorer.run();
  const rows = await explorer.waitForAllRows();
  const ids = await exportedColumn(page, 'DIALOGS', 'Record id');

  // A new session (a reload): the stored run, from the list, with every call counted.
  await page.reload();
  const { runs } = await signIn(page, '/');
  const callsBefore = (await sim.calls(request)).length;
  const item = runs.item(new RegExp(`^DIALOGS, ${RANGE}`));
  await expect(item).toContainText('Complete');
  await item.getByRole('button', { name: 'Open' }).click();
  expect(await explorer.waitForAllRows()).toBe(rows);
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await exportedColumn(page, 'DIALOGS', 'Record id')).toEqual(ids);
  expect((await sim.calls(request)).length, 'calls to the service while opening').toBe(callsBefore);
  await page.screenshot({ path: 'test-results/durable/opened-run.png' });

  // Another session: the same query run again asks first, open the stored run or fetch again.
  await page.reload();
  await signIn(page, dialogsPath);
  const signedIn = (await sim.calls(request)).length;
  await explorer.run();
  const question = page.getByRole('dialog', { name: 'This query is stored on this device' });
  await expect(question).toBeVisible();
  await page.screenshot({ path: 'test-results/durable/identical-query.png' });
  await question.getByRole('button', { name: 'Open stored run' }).click();
  expect(await explorer.waitForAllRows()).toBe(rows);
  expect((await sim.calls(request)).length).toBe(signedIn);

  // The sort and filters made on a run are kept with it and come back when it is opened again.
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const grid = table.getByRole('grid', { name: 'DIALOGS rows' });
  await table.getByRole('searchbox', { name: 'Filter all columns' }).fill('saldo');
  await grid.getByRole('button', { name: 'Date', exact: true }).click();
  await expect(grid.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const shown = await table.locator('.rt-count strong').textContent();
  await runs.show();
  await expect(runs.item(new RegExp(`^DIALOGS, ${RANGE}`))).toContainText(
    'Opens sorted by 1 column · search “saldo”',
  );
  await page.screenshot({ path: 'test-results/durable/runs-list.png' });
  await page.reload();
  await signIn(page, '/');
  await runs.show();
  await runs
    .item(new RegExp(`^DIALOGS, ${RANGE}`))
    .getByRole('button', { name: 'Open' })
    .click();
  expect(await explorer.waitForAllRows()).toBe(rows);
  await expect(table.getByRole('searchbox', { name: 'Filter all columns' })).toHaveValue('saldo');
  await expect(grid.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('.rt-count strong')).toHaveText(shown ?? '');
  await page.screenshot({ path: 'test-results/durable/view-restored.png' });
});

test('runs stored under another secret are listed as locked and can only be deleted', async ({ page }) => {
  const { explorer, runs } = await signIn(page, dialogsPath);
  await explorer.run();
  await explorer.waitForAllRows();
  await runs.signOut('Keep stored runs');

  const form = new SignInPage(page);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await form.secret().fill('demo-reissued-secret');
  await form.subscriptionKey().fill('');
  await form.signInButton().click();
  await runs.show();
  const locked = runs.items().filter({ hasText: 'Locked: stored under another tenant or another secret' });
  await expect(locked).toHaveCount(1);
  await expect(locked.getByRole('button', { name: 'Open' })).toHaveCount(0);
  await expect(locked.getByRole('button', { name: 'Resume' })).toHaveCount(0);
  await locked.getByRole('button', { name: 'Delete' }).click();
  await expect(runs.items()).toHaveCount(0);
});

test('storage full in the middle of a run: the run goes on in memory, the user is told, no row is lost', async ({
  page,
  request,
}) => {
  // A quarter of DIALOGS takes about 3 MB on the device; the space for runs is set to 1 MB. (Chromium
  // here ignores a CDP quota override, so the browser's own quota cannot be shrunk mid-run; both end in
  // the same 'full' answer of the page store, whose QuotaExceededError path has unit tests.)
  const { explorer, runs } = await signIn(page, quarterPath);
  await runs.show();
  await runs.setSpace(1);
  await runs.hide();
  await explorer.run();
  // The notice comes when storing stops, a page count in: how long that takes is the machine's to say, so
  // the run is awaited first and the notice, which stays, is looked for then.
  const rows = await explorer.waitForAllRows();
  const notice = page.getByRole('alert').filter({ hasText: 'storage is full' });
  await expect(notice).toBeVisible();
  const pages = Number((await explorer.progress().getAttribute('aria-valuemax')) ?? NaN);
  const fullFrom = Number(/pages from (\d+) on/.exec((await notice.textContent()) ?? '')?.[1]);
  expect(fullFrom, 'storing stopped in the middle of the run').toBeGreaterThan(1);
  expect(fullFrom).toBeLessThan(pages);
  // Every row the service delivered is on screen, once.
  const delivered = new Map<string, number>();
  for (const c of await executeReportCalls(request)) {
    if (c.status === 200) delivered.set(c.lastDocument ?? '', c.rows);
  }
  expect(rows).toBe([...delivered.values()].reduce((a, b) => a + b, 0));
  await page.screenshot({ path: 'test-results/durable/storage-full.png' });
});
