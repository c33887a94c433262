import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';

const SHOTS = 'test-results/clusters';

async function runWeekOfDialogs(page: Page) {
  const params = new URLSearchParams({
    report: 'dialogs',
    start: '2026-03-01 00:00:00',
    end: '2026-03-07 23:59:59',
  });
  await page.goto(`/?${params.toString()}`);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByLabel('Subscription key').fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Run report' }).click();
  await new ExplorerPage(page).waitForAllRows();
}

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('a group of what the bot did not understand opens exactly its messages in the grid and its conversations in the list', async ({
  page,
}) => {
  await runWeekOfDialogs(page);
  await page.getByRole('tab', { name: 'Overview' }).click();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  const section = overview.getByRole('region', { name: 'What the bot did not understand, grouped' });
  await section.scrollIntoViewIfNeeded();
  await expect(
    section.getByText(/^[\d,]+ not-understood customer messages say [\d,]+ different things/),
  ).toBeVisible();
  const group = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /in the grid$/ }) })
    .first();
  const figures = (await group.getByText(/ messages? in [\d,]+ conversations? · /).textContent()) ?? '';
  const [, messages = '', conversations = ''] =
    /^([\d,]+) messages? in ([\d,]+) conversations?/.exec(figures) ?? [];
  expect(Number(messages.replace(/,/g, ''))).toBeGreaterThan(1);
  await section.screenshot({ path: `${SHOTS}/section.png` });
  const axe = await new AxeBuilder({ page }).include('#panel-overview').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The groups' own section holds no violation at all, whatever its impact.
  const own = await new AxeBuilder({ page }).include('section[aria-labelledby="ov-clusters"]').analyze();
  expect(own.violations.map((v) => `${v.id} (${v.impact ?? ''}): ${v.nodes.length}`)).toEqual([]);

  // Its messages: the grid shows as many rows as the group counts, each one a customer's.
  await group.getByRole('button', { name: /in the grid$/ }).click();
  const rows = page.getByRole('tabpanel', { name: 'Rows' });
  await expect(page.getByRole('tab', { name: 'Rows' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    rows.getByRole('group', { name: /^Rows of the group “.+”, from the overview$/ }),
  ).toBeVisible();
  await expect(rows.getByText(new RegExp(`^${messages} of [\\d,]+ rows`))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/messages.png` });

  // Its conversations, by keyboard: the list shows exactly as many.
  await rows.getByRole('button', { name: 'Back to the overview' }).click();
  const open = group.getByRole('button', { name: /^Show its (conversation|[\d,]+ conversations)$/ });
  await open.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('tabpanel', { name: 'Conversations' });
  await expect(page.getByRole('tab', { name: 'Conversations' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    list.getByRole('group', { name: /^Conversations where a customer said “.+”, from the overview$/ }),
  ).toBeVisible();
  await expect(list.getByText(new RegExp(`^${conversations} of [\\d,]+ conversations match$`))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conversations.png` });
});
