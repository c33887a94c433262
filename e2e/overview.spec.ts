import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { RunsPage } from './pages/runs-page';
import { SignInPage } from './pages/sign-in-page';

const START = '2026-03-01 00:00:00';
const END = '2026-03-31 23:59:59';
const SHOTS = 'test-results/overview';

const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''));
/** The conversations list's count of `shown` of `all` conversations. */
const listed = (shown: string, all: string) =>
  shown === all ? `${all} conversations` : `${shown} of ${all} conversations match`;

async function runMonthOfDialogs(page: Page, end = END) {
  const params = new URLSearchParams({ report: 'dialogs', start: START, end });
  await page.goto(`/?${params.toString()}`);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByLabel('Subscription key').fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Run report' }).click();
  await new ExplorerPage(page).waitForAllRows();
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
  const byChannel = overview
    .getByRole('region', { name: 'Conversations', exact: true })
    .getByRole('list')
    .first();
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

test('a figure that counts conversations opens the conversations list filtered to exactly those', async ({
  page,
}) => {
  await runMonthOfDialogs(page);
  await page.getByRole('tab', { name: 'Overview' }).click();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  const conversationsPanel = page.getByRole('tabpanel', { name: 'Conversations' });
  const all = /^([\d,]+) conversations, /.exec(
    (await overview.getByText(/^[\d,]+ conversations, [\d,]+ messages, on/).textContent()) ?? '',
  )?.[1];

  // A channel's hand-off: its handed-off conversations, as many as the figure says.
  const handoff = overview.getByRole('region', { name: 'Hand-off', exact: true });
  const channel = handoff.getByTitle(/^Handed-off conversations on /).first();
  await channel.scrollIntoViewIfNeeded();
  // The Overview's panel scrolls inside the window, not the page: Back brings it to where it was.
  const scrollTop = () => overview.evaluate((panel) => panel.scrollTop);
  const scrolled = await scrollTop();
  expect(scrolled).toBeGreaterThan(0);
  const name = (await channel.locator('.ov-ranked-label').textContent()) ?? '';
  const handedOff = /· ([\d,]+) \//.exec(
    (await channel.locator('.ov-ranked-value').textContent()) ?? '',
  )?.[1];
  expect(number(handedOff ?? '')).toBeGreaterThan(0);
  await channel.click();
  await expect(page.getByRole('tab', { name: 'Conversations' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    conversationsPanel.getByText(`Handed-off conversations on ${name}, from the overview`),
  ).toBeVisible();
  await expect(
    conversationsPanel.getByText(listed(handedOff ?? '', all ?? ''), { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conversations-drilled.png` });
  await expectNoSeriousViolations(page, '#panel-conversations');

  // Back: the overview where it was; the list keeps its filter until it is removed.
  await conversationsPanel.getByRole('button', { name: 'Back to the overview' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(scrollTop).toBe(scrolled);
  await page.getByRole('tab', { name: 'Conversations' }).click();
  await conversationsPanel.getByRole('button', { name: 'Remove this filter' }).click();
  await expect(conversationsPanel.getByText(`${all} conversations`, { exact: true })).toBeVisible();
  await expect(conversationsPanel.getByText(/from the overview$/)).toBeHidden();

  // A first intent: the conversations that began with it (every simulated one greets first).
  await page.getByRole('tab', { name: 'Overview' }).click();
  const flow = overview.getByRole('region', { name: 'Intent flow', exact: true });
  const first = flow.getByTitle(/^Conversations whose first intent is /).first();
  const intent = (await first.locator('.ov-ranked-label').textContent()) ?? '';
  const started = /^([\d,]+) conversations/.exec(
    (await first.locator('.ov-ranked-value').textContent()) ?? '',
  )?.[1];
  await first.click();
  await expect(
    conversationsPanel.getByText(`Conversations whose first intent is ${intent}, from the overview`),
  ).toBeVisible();
  await expect(conversationsPanel.getByText(listed(started ?? '', all ?? ''), { exact: true })).toBeVisible();

  // A bin of the length histogram: its conversations, as many as the bin counts.
  await conversationsPanel.getByRole('button', { name: 'Back to the overview' }).click();
  const bin = overview
    .getByRole('region', { name: 'Conversation length', exact: true })
    .getByRole('row')
    .filter({ has: page.getByTitle(/^Conversations of /) })
    .filter({ hasNot: page.getByRole('cell', { name: '0', exact: true }) })
    .first();
  const inBin = (await bin.getByRole('cell').last().textContent()) ?? '';
  await bin.getByRole('button').click();
  await expect(
    conversationsPanel.getByText(
      /^Conversations of [\d,]+ (to [\d,]+ messages|messages?), from the overview/,
    ),
  ).toBeVisible();
  await expect(conversationsPanel.getByText(listed(inBin, all ?? ''), { exact: true })).toBeVisible();
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

test('a Reviewed mark is kept in the stored run, and is there when the run is opened in a new page', async ({
  context,
  page,
}) => {
  await runMonthOfDialogs(page, '2026-03-07 23:59:59');
  await page.getByRole('tab', { name: 'Review queue' }).click();
  const queue = page.getByRole('tabpanel', { name: 'Review queue' });
  const worst =
    (await queue
      .getByRole('button', { name: /^Open in the conversation: / })
      .first()
      .textContent()) ?? '';
  await queue.getByRole('checkbox', { name: 'Reviewed' }).first().check();
  // The list of stored runs says so once the mark is written, so the new page cannot open it before.
  const runs = new RunsPage(page);
  await runs.show();
  const item = runs.item(/^DIALOGS, 2026-03-01 00:00:00 – 2026-03-07 23:59:59/);
  await expect(item).toContainText('1 message of the review queue marked reviewed');

  const again = await context.newPage();
  await new SignInPage(again).goto('/');
  await new SignInPage(again).signInToDemo();
  const reopened = new RunsPage(again);
  await reopened
    .item(/^DIALOGS, 2026-03-01 00:00:00 – 2026-03-07 23:59:59/)
    .getByRole('button', { name: 'Open' })
    .click();
  await new ExplorerPage(again).waitForAllRows();
  await again.getByRole('tab', { name: 'Review queue' }).click();
  const kept = again.getByRole('tabpanel', { name: 'Review queue' });
  await expect(kept.getByText(/customer messages below their confidence threshold/)).toContainText(
    '1 marked reviewed',
  );
  await expect(kept.getByRole('button', { name: /^Open in the conversation: / }).first()).toHaveText(worst);
  await expect(kept.getByRole('checkbox', { name: 'Reviewed' }).first()).toBeChecked();
  await expect(kept.getByRole('checkbox', { name: 'Reviewed', checked: true })).toHaveCount(1);
  await again.screenshot({ path: `${SHOTS}/review-queue-reopened.png` });
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
  await new ExplorerPage(page).waitForAllRows();
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
