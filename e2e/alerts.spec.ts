import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, sim, test } from './fixtures';
import { incidentsBetween } from '../src/sim';
import { ExplorerPage } from './pages/explorer-page';

const START = '2026-09-18 00:00:00';
const END = '2026-10-20 23:59:59';
const SHOTS = 'test-results/alerts';

// The tenant's own zone: the Overview's days are the days the demo planted its incidents on.
test.use({ timezoneId: 'America/Bogota' });

/** Every axe violation inside `selector`, whatever its impact: the alerts' words and charts hold none. */
async function axeViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('the overview marks the day an intent broke and opens its rows, in English and Spanish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The first intent the demo breaks in the range, with a week of days before it to learn from.
  const broken = incidentsBetween(Date.UTC(2026, 8, 25), Date.UTC(2026, 9, 20)).find(
    (i) => i.incident.kind === 'intent-breaks',
  );
  expect(broken).toBeDefined();
  const day = broken?.day ?? '';
  const params = new URLSearchParams({ report: 'dialogs', start: START, end: END });
  await page.goto(`/?${params.toString()}`);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByLabel('Subscription key').fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Run report' }).click();
  // 33 days of pages of 500 at the demo's pace, on a machine others may share.
  await new ExplorerPage(page).waitForAllRows(120_000);
  await page.getByRole('tab', { name: 'Overview' }).click();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });

  const alerts = overview.getByRole('region', { name: 'Days outside their usual range' });
  const said = new RegExp(`^\\w+day ${day}: (containment|not understood) \\d+%, usual \\d+%–\\d+%$`);
  const alert = alerts.getByRole('button', { name: said }).first();
  await expect(alert).toBeVisible();
  await alerts.screenshot({ path: `${SHOTS}/alerts.png` });
  expect(await axeViolations(page, '.ov-alerts')).toEqual([]);

  // Marked on its line: the chart's table twin says it on that day's row.
  const words = (await alert.textContent()) ?? '';
  const section = overview.getByRole('region', {
    name: words.includes('containment') ? 'Hand-off' : 'Not understood',
    exact: true,
  });
  await section.scrollIntoViewIfNeeded();
  const row = section.getByRole('row', { name: new RegExp(`^${day} `) });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('cell', { name: words })).toBeVisible();
  // Its usual range drawn behind the line, named in the chart's legend.
  await expect(section.locator('figcaption').getByText('Usual range', { exact: true })).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/marked.png` });
  const heading = (await section.getAttribute('aria-labelledby')) ?? '';
  expect(await axeViolations(page, `section[aria-labelledby="${heading}"]`)).toEqual([]);

  // The day a key away: its rows in the grid.
  await alert.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Rows' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByRole('tabpanel', { name: 'Rows' });
  await expect(rows.getByText(`Rows of ${day}, from the overview`)).toBeVisible();
  await rows.getByRole('button', { name: 'Back to the overview' }).click();

  // In Spanish.
  await page.getByLabel('Language').selectOption('es');
  const regionEs = page.getByRole('region', { name: 'Días fuera de su rango habitual' });
  await expect(
    regionEs.getByRole('button', { name: /: (contención|no entendidos) \d+\s?%, lo habitual / }).first(),
  ).toBeVisible();
  await regionEs.screenshot({ path: `${SHOTS}/alerts-es.png` });
});
