import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, sim, test } from './fixtures';

const START = '2026-03-01 00:00:00';
const END = '2026-03-31 23:59:59';
const SHOTS = 'test-results/overview';

const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

async function runMonthOfDialogs(page: Page, end = END) {
  const params = new URLSearchParams({ report: 'dialogs', start: START, end });
  await page.goto(`/?${params.toString()}`);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByLabel('Subscription key').fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('status').filter({ hasText: /All [\d,]+ rows loaded/ })).toBeVisible();
}

async function expectNoSeriousViolations(page: Page, panel: string) {
  const axe = await new AxeBuilder({ page }).include(panel).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('the overview of a month of DIALOGS counts what the conversations list counts and drills into the grid', async ({
  page,
}) => {
  await runMonthOfDialogs(page);
  await page.getByRole('tab', { name: 'Overview' }).click();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  for (const heading of [
    'Conversations',
    'Hand-off',
    'Not understood',
    'Intent flow',
    'Conversation length',
    'Confidence',
  ]) {
    await expect(overview.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(overview.getByText(/^From all [\d,]+ rows of the run\.$/)).toBeVisible();
  const summary = await overview
    .getByText(/^[\d,]+ conversations, [\d,]+ messages, on \d+ channels?\.$/)
    .textContent();
  const [, conversations = '', messages = ''] =
    /^([\d,]+) conversations, ([\d,]+) messages/.exec(summary ?? '') ?? [];
  await page.screenshot({ path: `${SHOTS}/overview.png` });
  for (const [i, heading] of [
    'Hand-off',
    'Not understood',
    'Intent flow',
    'Conversation length',
    'Confidence',
  ].entries()) {
    await overview
      .getByRole('region', { name: heading, exact: true })
      .screenshot({ path: `${SHOTS}/section-${i + 2}.png` });
  }
  await expectNoSeriousViolations(page, '#panel-overview');

  // The same run as the conversations list counts it.
  await page.getByRole('tab', { name: 'Conversations' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Conversations' })
      .getByText(`${messages} rows, ${conversations} conversations`),
  ).toBeVisible();

  // A channel's row: the grid shows that channel's rows, as many as the overview counted messages.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const byChannel = overview.getByRole('list').first();
  const channel = byChannel.getByRole('button').first();
  const name = (await channel.locator('.ov-ranked-label').textContent()) ?? '';
  const detail = (await channel.locator('.ov-ranked-value').textContent()) ?? '';
  const channelMessages = /([\d,]+) messages/.exec(detail)?.[1] ?? '';
  await channel.click();
  await expect(page.getByRole('tab', { name: 'Rows' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByRole('tabpanel', { name: 'Rows' });
  await expect(rows.getByText(`Rows of ${name}, from the overview`)).toBeVisible();
  await expect(rows.getByText(new RegExp(`^${channelMessages} of ${messages} rows`))).toBeVisible();
  expect(number(channelMessages)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/drilled.png` });

  // Back: the overview as it was; the filter stays on the grid until it is removed.
  await rows.getByRole('button', { name: 'Back to the overview' }).click();
  await expect(overview.getByRole('heading', { name: 'Hand-off', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Rows' }).click();
  await rows.getByRole('button', { name: 'Remove this filter' }).click();
  await expect(rows.getByText(new RegExp(`^${messages} of ${messages} rows`))).toBeVisible();
  await expect(rows.getByText(`Rows of ${name}, from the overview`)).toBeHidden();
});

test('a review-queue item opens its conversation at that message, and can be marked reviewed', async ({
  page,
}) => {
  await runMonthOfDialogs(page, '2026-03-07 23:59:59');
  await page.getByRole('tab', { name: 'Review queue' }).click();
  const queue = page.getByRole('tabpanel', { name: 'Review queue' });
  await expect(queue.getByRole('heading', { name: 'Review queue', exact: true })).toBeVisible();
  const summary = queue.getByText(/customer messages below their confidence threshold/);
  await expect(summary).toContainText('0 marked reviewed');
  await queue.getByRole('checkbox', { name: 'Reviewed' }).first().check();
  await expect(summary).toContainText('1 marked reviewed');
  await page.screenshot({ path: `${SHOTS}/review-queue.png` });
  await expectNoSeriousViolations(page, '#panel-review');

  const first = queue.getByRole('button', { name: /^Open in the conversation: / }).first();
  const text = (await first.textContent()) ?? '';
  await first.click();
  const panel = page.getByRole('tabpanel', { name: 'Conversations' });
  await expect(panel.getByRole('heading', { name: /^Conversation [0-9a-f]{8}-/i })).toBeVisible();
  const landed = panel.locator('li[aria-current="true"]');
  await expect(landed).toBeFocused();
  await expect(landed).toContainText(text);
  await expect(landed).toContainText('below minimum');
  await page.screenshot({ path: `${SHOTS}/landed.png` });
});

test('another report has a Profile of its columns, whose values drill into the grid', async ({ page }) => {
  const params = new URLSearchParams({
    report: 'productivity-detail',
    start: '2026-03-01 00:00:00',
    end: '2026-03-07 23:59:59',
  });
  await page.goto(`/?${params.toString()}`);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByLabel('Subscription key').fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('status').filter({ hasText: /All [\d,]+ rows loaded/ })).toBeVisible();
  const total = /All ([\d,]+) rows loaded/.exec(
    (await page
      .getByRole('status')
      .filter({ hasText: /All [\d,]+ rows loaded/ })
      .textContent()) ?? '',
  )?.[1];

  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: 'Columns', exact: true })).toBeVisible();
  await expect(profile.getByText(new RegExp(`^\\d+ columns of ${total} rows\\.$`))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile.png` });
  await expectNoSeriousViolations(page, '#panel-profile');

  const column = profile
    .getByRole('region')
    .filter({ has: page.getByText(/^string · /) })
    .first();
  const value = column.getByRole('button').first();
  const label = (await value.locator('.ov-ranked-label').textContent()) ?? '';
  const times = (await value.locator('.ov-ranked-value').textContent()) ?? '';
  await value.click();
  const rows = page.getByRole('tabpanel', { name: 'Rows' });
  await expect(rows.getByText(`Rows of ${label}, from the overview`)).toBeVisible();
  await expect(rows.getByText(new RegExp(`^${times} of ${total} rows`))).toBeVisible();
});
