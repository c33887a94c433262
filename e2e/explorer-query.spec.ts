import { expect, sim, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './pages/axe';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';
import { executeReportCalls } from './pages/sim-calls';

async function signInAt(page: import('@playwright/test').Page, path: string) {
  const signIn = new SignInPage(page);
  await signIn.goto(path);
  await signIn.signInToDemo();
  return new ExplorerPage(page);
}

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('refuses each invalid value beside its field before any call', async ({ page, request }) => {
  const explorer = await signInAt(page, '/?report=survey-result-v2');
  await explorer.setRange('2026-01-01', '2025-12-31 23:59:59');
  await explorer.pageSize().fill('12.5');
  await explorer.run();
  await expect(explorer.start()).toHaveAttribute('aria-invalid', 'true');
  await expect(explorer.start()).toHaveAccessibleDescription(/Use yyyy-MM-dd HH:mm:ss/);
  await expect(explorer.pageSize()).toHaveAttribute('aria-invalid', 'true');
  await expect(explorer.pageSize()).toHaveAccessibleDescription(/whole number from 1 to 10,000/);
  await expectNoSeriousA11yViolations(page, 'the query form with errors');
  await page.screenshot({ path: 'test-results/explorer/query-errors.png' });

  await explorer.start().fill('2026-01-01 00:00:00');
  await expect(explorer.end()).toHaveAccessibleDescription(/End is before start/);
  await explorer.end().fill('2026-01-31 23:59:59');
  await explorer.pageSize().fill('10001');
  await expect(explorer.pageSize()).toHaveAccessibleDescription(/from 1 to 10,000; 10001 is outside/);
  await explorer.pageSize().fill('500');
  await expect(explorer.pageSize()).toHaveAttribute('aria-invalid', 'false');
  expect(await executeReportCalls(request)).toEqual([]);

  await explorer.selectReport('OUTBOUND GET CAMPAIGN RESULT');
  await expect(explorer.pageSize()).toHaveCount(0);
  await explorer.run();
  await expect(explorer.campaignId()).toHaveAttribute('aria-invalid', 'true');
  await expect(explorer.campaignId()).toHaveAccessibleDescription(/needs a campaign id/);
  expect(await executeReportCalls(request)).toEqual([]);
});

test('DIALOGS over 90 days is taken, and the form says it is fetched as consecutive windows', async ({
  page,
  request,
}) => {
  const explorer = await signInAt(page, '/?report=dialogs');
  await expect(explorer.pageSize()).toHaveCount(0);
  await explorer.setRange('2026-01-01 00:00:00', '2026-04-30 23:59:59');
  await expect(explorer.end()).toHaveAttribute('aria-invalid', 'false');
  await expect(explorer.end()).toHaveAccessibleDescription(
    /DIALOGS takes at most 90 days a query: a longer range is fetched as consecutive windows/,
  );
  await expect(explorer.plan()).toHaveText(
    'Next run: nothing of these 120 days is on this device yet, fetched as 2 queries, one after the other.',
  );
  expect(await executeReportCalls(request)).toEqual([]);
});

test('the calendar takes a DIALOGS range beyond 90 days', async ({ page }) => {
  const explorer = await signInAt(page, '/?report=dialogs&start=2026-01-10+00:00:00&end=2026-01-20+23:59:59');
  await page.getByRole('button', { name: 'Calendar…' }).click();
  const grid = page.locator('#range-calendar');
  const day = (label: RegExp) => grid.getByRole('button', { name: label });
  await day(/^10 January 2026/).click();
  await page.getByRole('button', { name: /Next Month/i }).click();
  await page.getByRole('button', { name: /Next Month/i }).click();
  await expect(day(/^10 April 2026/)).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'the range calendar');
  await page.screenshot({ path: 'test-results/explorer/calendar.png' });
  await day(/^10 April 2026/).click();
  await expect(explorer.start()).toHaveValue('2026-01-10 00:00:00');
  await expect(explorer.end()).toHaveValue('2026-04-10 23:59:59');
  await expect(explorer.end()).toHaveAttribute('aria-invalid', 'false');
});

test('presets and time fields fill the exact strings that will be sent', async ({ page }) => {
  const explorer = await signInAt(page, '/?report=sessions');
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(explorer.start()).toHaveValue(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
  await expect(explorer.end()).toHaveValue(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
  await page.getByLabel('Time on the first day').fill('08:30:15');
  await expect(explorer.start()).toHaveValue(/^\d{4}-\d{2}-\d{2} 08:30:15$/);
});

test('report, range and parameters live in the URL and survive a reload', async ({ page }) => {
  const explorer = await signInAt(page, '/?report=survey-result-v2');
  await explorer.setRange('2026-02-01 00:00:00', '2026-02-14 12:00:00');
  await explorer.pageSize().fill('250');
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    report: 'survey-result-v2',
    start: '2026-02-01 00:00:00',
    end: '2026-02-14 12:00:00',
    size: '250',
  });
  expect(url.search).not.toMatch(/token|secret|tenant|key/i);

  await page.reload();
  await new SignInPage(page).signInToDemo();
  await expect(page.getByRole('heading', { level: 2, name: 'Survey Result v2' })).toBeVisible();
  await expect(explorer.start()).toHaveValue('2026-02-01 00:00:00');
  await expect(explorer.end()).toHaveValue('2026-02-14 12:00:00');
  await expect(explorer.pageSize()).toHaveValue('250');

  // Back goes to the previous report, with its form as it was.
  await explorer.selectReport('MENU');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Survey Result v2' })).toBeVisible();
  await expect(explorer.pageSize()).toHaveValue('250');
});

test('a bad value in a shared link falls back with a visible notice', async ({ page }) => {
  const explorer = await signInAt(
    page,
    '/?report=menu&start=2026-02-30+00:00:00&end=2026-03-10+00:00:00&size=0',
  );
  const notice = page.getByRole('alert').filter({ hasText: 'Part of this link could not be used' });
  await expect(notice).toContainText('start date "2026-02-30 00:00:00" was not understood');
  await expect(notice).toContainText('page size "0" was not understood');
  await expect(explorer.start()).toHaveValue(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
  await expect(explorer.end()).toHaveValue('2026-03-10 00:00:00');
  // The fallback start is after the link's end: said at once, not only after Run.
  await expect(explorer.end()).toHaveAccessibleDescription(/End is before start/);
  await expectNoSeriousA11yViolations(page, 'a link with bad values');
  await page.screenshot({ path: 'test-results/explorer/url-notice.png' });
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});
