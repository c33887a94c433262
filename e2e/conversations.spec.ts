import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { DIALOGS_ID } from '../src/core/catalog/catalog';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';

const START = '2026-03-01 00:00:00';
const END = '2026-03-07 23:59:59';
const SERVICE = '/env/demo/api/ServiceReporting';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function signInAndChooseDialogs(page: Page) {
  const params = new URLSearchParams({ report: 'dialogs', start: START, end: END });
  await page.goto(`/?${params.toString()}`);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByLabel('Subscription key').fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('form', { name: 'Query DIALOGS' })).toBeVisible();
}

const text = async (download: Download) => readFile(await download.path(), 'utf8');

const tokenSchema = z.object({ token: z.string() });
const pageSchema = z.object({
  result: z.array(z.object({ conversationId: z.string() })),
  lastDocument: z.string().nullable(),
});

/** The conversation ids of each page of the run, asked of the demo service directly. */
async function idsByPage(request: APIRequestContext): Promise<string[][]> {
  const { accessToken, accessTokenSecret, tenant } = DEMO_CREDENTIALS;
  const tokenAnswer = await request.post(`${SERVICE}/CreateToken`, {
    data: { accessToken, accessTokenSecret, tenant },
  });
  const { token } = tokenSchema.parse(await tokenAnswer.json());
  const pages: string[][] = [];
  let lastDocument = '';
  do {
    // One call every 4 s (scaled) per key: a 429 is asked again until the window has passed.
    await expect(async () => {
      const answer = await request.post(`${SERVICE}/ExecuteReport/${tenant}/${DIALOGS_ID}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { startDate: START, endDate: END, lastDocument },
      });
      expect(answer.status()).toBe(200);
      const page = pageSchema.parse(await answer.json());
      pages.push(page.result.map((r) => r.conversationId));
      lastDocument = page.lastDocument ?? '';
    }).toPass({ intervals: [100, 200, 400] });
  } while (lastDocument !== '');
  return pages;
}

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('open a conversation from the rows, read it in time order, find another by id, export both files', async ({
  page,
}) => {
  await signInAndChooseDialogs(page);
  await page.getByRole('button', { name: 'Run report' }).click();
  await new ExplorerPage(page).waitForAllRows();

  const rows = page.getByRole('tabpanel', { name: 'Rows' });
  const idCell = rows
    .getByRole('button', { name: UUID })
    .or(rows.getByRole('link', { name: UUID }))
    .first();
  const firstId = UUID.exec((await idCell.textContent()) ?? '')?.[0] ?? '';
  await idCell.click();

  const panel = page.getByRole('tabpanel', { name: 'Conversations' });
  await expect(panel.getByRole('heading', { name: `Conversation ${firstId}` })).toBeVisible();
  const messages = panel.getByRole('list', { name: 'Messages in time order' }).getByRole('listitem');
  expect(await messages.count()).toBeGreaterThan(0);
  const instants = await panel
    .getByRole('list', { name: 'Messages in time order' })
    .locator('time')
    .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
  expect(instants.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= (instants[i - 1] ?? t)))).toBe(true);
  await page.screenshot({ path: 'test-results/conversations/transcript.png', fullPage: true });

  // Another conversation, pasted into the field with stray spaces.
  const list = panel.getByRole('table');
  const otherId =
    (await list.getByRole('button', { name: UUID }).filter({ hasNotText: firstId }).first().textContent()) ??
    '';
  await panel.getByLabel('Conversation id').fill(`  ${otherId} `);
  await panel.getByLabel('Conversation id').press('Enter');
  await expect(panel.getByRole('heading', { name: `Conversation ${otherId}` })).toBeVisible();
  const count = await messages.count();

  const [transcript] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export transcript' }).click(),
  ]);
  const transcriptText = await text(transcript);
  expect(transcriptText.split('\n')[0]).toBe(`Conversation ${otherId}`);
  expect(transcriptText).toContain(`Messages: ${count}`);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export conversation CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const parsed = Papa.parse<Record<string, string>>((await text(csv)).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(count);
  expect(new Set(parsed.data.map((r) => r['conversationId']))).toEqual(new Set([otherId]));

  // j steps to the next conversation of the list.
  await panel.getByRole('heading', { name: 'Conversations', level: 2 }).click();
  await page.keyboard.press('j');
  await expect(panel.getByRole('heading', { name: `Conversation ${otherId}` })).toBeHidden();
  await expect(panel.getByRole('heading', { name: /^Conversation [0-9a-f]{8}-/i })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('#panel-conversations').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('keeps loading until a conversation of a later page appears, then stops', async ({ page, request }) => {
  const pages = await idsByPage(request);
  expect(pages.length).toBeGreaterThanOrEqual(4);
  const onFirstPage = new Set(pages[0]);
  const later = pages[1]?.find((id) => !onFirstPage.has(id)) ?? '';
  expect(later).toMatch(UUID);
  await sim.reset(request);

  await signInAndChooseDialogs(page);
  await page.getByRole('checkbox', { name: 'Load all pages' }).uncheck();
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Page 1 of \d+ loaded/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Conversations' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Conversations' });
  await panel.getByLabel('Conversation id').fill(later);
  await panel.getByLabel('Conversation id').press('Enter');
  await expect(panel.getByText(`Conversation ${later} is not among the rows loaded so far.`)).toBeVisible();
  await panel.getByRole('button', { name: 'Keep loading until found' }).click();

  await expect(panel.getByRole('heading', { name: `Conversation ${later}` })).toBeVisible();
  // The run stops once the conversation is in: it does not go on to the last page.
  const stopped = page.getByRole('status').filter({ hasText: /Page [2-9]\d* of \d+ loaded/ });
  await expect(stopped).toBeVisible();
  const [, done, total] = /Page (\d+) of (\d+)/.exec((await stopped.textContent()) ?? '') ?? [];
  expect(Number(done)).toBeLessThan(Number(total));
  expect(Number(total)).toBe(pages.length);

  const axe = await new AxeBuilder({ page }).include('#panel-conversations').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
