import { expect, sim, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './pages/axe';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';

test.beforeEach(async ({ page, request }) => {
  await sim.reset(request);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signInToDemo();
});

test('lists all 20 reports and finds them by name, description or identifier', async ({ page }) => {
  const explorer = new ExplorerPage(page);
  await expect(explorer.reportButtons()).toHaveCount(20);
  await expectNoSeriousA11yViolations(page, 'the catalog');
  await page.screenshot({ path: 'test-results/explorer/catalog.png' });

  await explorer.search().fill('abandonment');
  await expect(explorer.reportButtons()).toHaveText([/^INBOUND CALLS INTERACTIONS/]);
  await explorer.search().fill('94607720-C91C');
  await expect(explorer.reportButtons()).toHaveText([/^AGENTS STATUS/]);
  // Two reports share one identifier: both are listed, each with its own family.
  await explorer.search().fill('34175227-42BE-4A59-8B95-6F2EE6C14849');
  await expect(explorer.reportButtons()).toHaveText([/^Productivity Detail/, /^ACTIVITY TENANT/]);
  await expect(explorer.catalog().locator('.report-item').first()).toContainText('legacy');
  await expect(explorer.catalog().locator('.report-item').nth(1)).toContainText('new');
  await explorer.search().fill('no such report');
  await expect(page.getByText('No report matches.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(explorer.reportButtons()).toHaveCount(20);
});

test('filters by family and by deprecation status', async ({ page }) => {
  const explorer = new ExplorerPage(page);
  await page.getByLabel('Family').selectOption('legacy');
  await expect(explorer.reportButtons()).toHaveCount(10);
  await page.getByLabel('Status').selectOption('migrate-through-support');
  await expect(explorer.reportButtons()).toHaveText([/^Detail Performance/]);
  await expect(explorer.catalog()).toContainText('obsolete, migrate through support');
  await page.getByLabel('Family').selectOption('new');
  await expect(explorer.reportButtons()).toHaveCount(0);
  await page.getByLabel('Family').selectOption('all');
  await page.getByLabel('Status').selectOption('active');
  await expect(explorer.reportButtons()).toHaveCount(14);
});

test('a replacement link selects the replacement report', async ({ page }) => {
  const explorer = new ExplorerPage(page);
  await explorer.search().fill('Show Dialogs');
  await page.getByRole('link', { name: 'Use DIALOGS instead' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'DIALOGS' })).toBeVisible();
  await expect(explorer.reportButton('DIALOGS')).toHaveAttribute('aria-current', 'true');
  // The filter that hid the replacement is cleared so the selection is visible.
  await expect(explorer.search()).toHaveValue('');
  expect(new URL(page.url()).searchParams.get('report')).toBe('dialogs');
});

test('the campaign V1 note and deprecation badges follow the catalog clock', async ({ page }) => {
  const explorer = new ExplorerPage(page);
  await explorer.search().fill('OUTBOUND GET CAMPAIGN RESULT');
  await expect(explorer.catalog()).toContainText(/Campaign module V1 retire/);
  await explorer.search().fill('Mark-NAVIGATION_USER');
  await expect(explorer.catalog()).toContainText(/removal (on 2026-09-30|date passed)/);
});

test('copies an identifier and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const explorer = new ExplorerPage(page);
  await explorer.search().fill('DIALOGS');
  await page.getByRole('button', { name: 'Copy id of DIALOGS' }).click();
  await expect(explorer.catalog().getByText('Identifier copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '9306395D-F645-4597-9563-78DF67836192',
  );
});
