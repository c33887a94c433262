import Papa from 'papaparse';
import { DIALOGS_ID } from '../src/core/catalog/catalog';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { expectFocused, retype, tabTo } from './pages/keyboard';
import { downloadText } from './pages/secret-places';
import { SignInPage } from './pages/sign-in-page';

const RANGE = { start: '2026-03-01 00:00:00', end: '2026-03-03 23:59:59' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const parseCsv = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });

// A page may arrive a little early on a loaded machine; the client waits the 429 out.
test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('keyboard only: sign in, pick a report, set a range, run, sort, export, open a conversation and export it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const keys = page.keyboard;
  const signIn = new SignInPage(page);
  const explorer = new ExplorerPage(page);
  await signIn.goto();

  // Sign in: the demo credentials button, then Sign in, each reached with Tab.
  await tabTo(page.getByRole('button', { name: 'Use demo credentials' }));
  await keys.press('Enter');
  await expect(signIn.secret()).not.toHaveValue('');
  await tabTo(signIn.signInButton());
  await keys.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Focus does not fall back to the page: it lands where the work starts, in the catalog's search.
  await expectFocused(explorer.search());

  // Pick DIALOGS: narrow the catalog by its identifier, Tab to it, Enter.
  await keys.type(DIALOGS_ID.slice(0, 8));
  await expect(explorer.reportButtons()).toHaveCount(1);
  await tabTo(explorer.reportButton('DIALOGS'));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'DIALOGS' })).toBeVisible();
  await expectFocused(explorer.reportButton('DIALOGS'));

  // Set the range by typing into Start and End.
  await tabTo(explorer.start());
  await retype(page, RANGE.start);
  await tabTo(explorer.end());
  await retype(page, RANGE.end);
  await expect(explorer.start()).toHaveValue(RANGE.start);
  await expect(explorer.end()).toHaveValue(RANGE.end);

  // Run.
  await tabTo(explorer.runButton());
  await keys.press('Enter');
  const rows = await explorer.waitForAllRows();
  expect(rows).toBeGreaterThan(100);

  // Sort by Confidence: its header button, Enter.
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const grid = table.getByRole('grid', { name: 'DIALOGS rows' });
  await tabTo(grid);
  const sortConfidence = grid.getByRole('button', { name: 'Confidence', exact: true });
  await tabTo(sortConfidence);
  await keys.press('Enter');
  await expect(
    grid
      .getByRole('columnheader')
      .filter({ has: page.getByRole('button', { name: 'Confidence', exact: true }) }),
  ).toHaveAttribute('aria-sort', 'ascending');
  await expectFocused(sortConfidence);

  // Export the sorted rows.
  const exportCsv = table.getByRole('button', { name: 'Export CSV', exact: true });
  await tabTo(exportCsv, { back: true });
  const [tableFile] = await Promise.all([page.waitForEvent('download'), keys.press('Enter')]);
  const exported = parseCsv(await downloadText(tableFile));
  expect(exported.errors).toEqual([]);
  expect(exported.data).toHaveLength(rows);
  const confidences = exported.data.map((r) => Number(r['Confidence']));
  expect(confidences.every((c, i) => i === 0 || c >= (confidences[i - 1] ?? c))).toBe(true);

  // Open the first row's conversation: into the grid, right to the Conversation column, Enter.
  await tabTo(grid);
  await keys.press('Control+Home');
  await keys.press('Home');
  await keys.press('ArrowRight');
  await keys.press('ArrowRight');
  const active = grid.locator('[role="gridcell"].rt-active');
  await expect(active).toHaveAttribute('aria-colindex', '3');
  const conversationId = ((await active.getByRole('button', { name: UUID }).textContent()) ?? '').trim();
  expect(conversationId).toMatch(UUID);
  await keys.press('Enter');
  const panel = page.getByRole('tabpanel', { name: 'Conversations' });
  const heading = panel.getByRole('heading', { name: `Conversation ${conversationId}` });
  await expect(heading).toBeVisible();
  // The grid went away with its tab: the focus follows to the conversation rather than to the page.
  await expectFocused(heading);

  // Export the conversation.
  await tabTo(panel.getByRole('button', { name: 'Export conversation CSV' }));
  const [conversationFile] = await Promise.all([page.waitForEvent('download'), keys.press('Enter')]);
  const conversation = parseCsv(await downloadText(conversationFile));
  expect(conversation.errors).toEqual([]);
  expect(conversation.data.length).toBeGreaterThan(0);
  expect(new Set(conversation.data.map((r) => r['conversationId']))).toEqual(new Set([conversationId]));
});
