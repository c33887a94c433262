import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { PART_LABELS } from '../src/core/contract';
import { plantedIn } from '../src/sim';
import { expect, sim, test } from './fixtures';

// A week of DIALOGS: the demo writes some contacts (criteriaValue) as e-mail addresses.
const WEEK = { report: 'dialogs', start: '2026-03-01 00:00:00', end: '2026-03-07 23:59:59' };
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

async function runWeek(
  page: Page,
  words = { demo: 'Use demo credentials', signIn: 'Sign in', run: 'Run report' },
) {
  await page.goto(`/?${new URLSearchParams(WEEK).toString()}`);
  await page.getByRole('button', { name: words.demo }).click();
  await page.getByRole('button', { name: words.signIn }).click();
  await page.getByRole('button', { name: words.run }).click();
}

/** The week run in English, until every row is loaded. */
async function runWeekToTheEnd(page: Page) {
  await runWeek(page);
  await expect(page.getByRole('status').filter({ hasText: /All [\d,]+ rows loaded/ })).toBeVisible({
    timeout: 60_000,
  });
}

/** Presses `button` and waits for `count` downloads (a masked CSV comes with its sidecar). */
async function downloads(button: Locator, count: number): Promise<Download[]> {
  const page = button.page();
  const got: Download[] = [];
  const listener = (d: Download) => got.push(d);
  page.on('download', listener);
  await button.click();
  await expect.poll(() => got.length).toBe(count);
  page.off('download', listener);
  return got;
}

const csvOf = async (download: Download) => {
  const text = await readFile(await download.path(), 'utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { newline: '\r\n', skipEmptyLines: true });
  const [head = [], ...rows] = parsed.data;
  return { head, rows };
};

const emailsIn = (cells: readonly string[]) =>
  new Set(cells.flatMap((c) => [...c.matchAll(EMAIL)].map((m) => m[0])));

async function workbook(download: Download) {
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const [rows, about] = book.worksheets;
  const cells: string[] = [];
  rows?.eachRow((row) =>
    cells.push(...(Array.isArray(row.values) ? Array.from(row.values, (v) => String(v ?? '')) : [])),
  );
  const facts = new Map<unknown, unknown>();
  about?.eachRow((row) => facts.set(row.getCell(1).value, row.getCell(2).value));
  return { cells, facts, aboutName: about?.name };
}

test('a masked CSV and workbook hold [EMAIL] tokens and none of the addresses the unmasked CSV had', async ({
  page,
}) => {
  await runWeekToTheEnd(page);
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const csvButton = table.getByRole('button', { name: 'Export CSV', exact: true });

  const [clear] = await downloads(csvButton, 1);
  if (!clear) throw new Error('no download');
  const unmasked = await csvOf(clear);
  const addresses = emailsIn(unmasked.rows.flat());
  expect(addresses.size).toBeGreaterThan(0);

  const mask = table.getByRole('checkbox', { name: 'Mask personal data' });
  await mask.check();
  await expect(table.getByRole('combobox', { name: 'Masked as' })).toHaveValue('kind');
  const [maskedCsv, sidecar] = await downloads(csvButton, 2);
  if (!maskedCsv || !sidecar) throw new Error('no download');
  expect(sidecar.suggestedFilename()).toBe(`${maskedCsv.suggestedFilename()}.masking.json`);
  const masked = await csvOf(maskedCsv);
  expect(masked.head).toEqual(unmasked.head);
  expect(masked.rows).toHaveLength(unmasked.rows.length);
  expect(emailsIn(masked.rows.flat()).size).toBe(0);
  const contact = masked.head.indexOf('Criterion value');
  expect(masked.rows.filter((r) => r[contact] === '[EMAIL]').length).toBeGreaterThan(0);
  // Dates, intents and figures stay as they were.
  for (const header of ['Date', 'Current intent', 'Confidence', 'Conversation']) {
    const at = masked.head.indexOf(header);
    expect(masked.rows.map((r) => r[at])).toEqual(unmasked.rows.map((r) => r[at]));
  }
  const counts = JSON.parse(await readFile(await sidecar.path(), 'utf8')) as Record<string, unknown>;
  expect(counts).toMatchObject({ file: maskedCsv.suggestedFilename(), maskedAs: 'kind' });
  expect(counts.byKind).toMatchObject({ EMAIL: expect.any(Number) });
  expect(counts.byColumn).toMatchObject({
    'Criterion value': unmasked.rows.filter((r) => r[contact] !== '').length,
  });

  const [book] = await downloads(table.getByRole('button', { name: 'Excel (.xlsx)', exact: true }), 1);
  if (!book) throw new Error('no download');
  const { cells, facts } = await workbook(book);
  expect(cells.filter((c) => [...addresses].some((a) => c.includes(a)))).toEqual([]);
  expect(cells).toContain('[EMAIL]');
  expect(facts.get('Personal data masked as')).toBe('Kind');
  expect(facts.get('Masked as [EMAIL]')).toBe((counts.byKind as Record<string, number>).EMAIL);

  // On screen too, and the search finds the masked rows by their kind.
  const shown = async () =>
    Number((await table.locator('.rt-count strong').textContent())?.replace(/\D/g, ''));
  const all = await shown();
  await table.getByRole('searchbox', { name: 'Filter all columns' }).fill('[email]');
  await expect(table.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(shown).toBeLessThan(all);
  expect(await shown()).toBeGreaterThan(0);
  await expect(table.getByRole('grid')).not.toContainText('@');
  // A row's details show the masked text, not the value beside it.
  await table.getByRole('grid').focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /^Row \d+ details$/ });
  await expect(drawer.getByText('[EMAIL]').first()).toBeVisible();
  await expect(drawer).not.toContainText('@');
  await page.keyboard.press('Escape');

  // Remembered on this device, never in the link.
  expect(await page.evaluate(() => localStorage.getItem('report-explorer:mask-personal-data'))).toContain(
    'true',
  );
  expect(page.url()).not.toMatch(/mask/i);
});

/** A CSV row as the service sent it (the fields the demo's truth reads), by the grid's headers. */
function serviceRow(head: readonly string[], row: readonly string[]) {
  const cell = (header: string) => row[head.indexOf(header)] ?? '';
  const part = cell('Part');
  const partCode = Object.entries(PART_LABELS).find(([, label]) => label === part)?.[0] ?? part;
  return {
    id: cell('Record id'),
    conversationId: cell('Conversation'),
    part: Number(partCode),
    text: cell('Text'),
    criteriaValue: cell('Criterion value'),
    confidence: Number(cell('Confidence')),
    minConfidence: Number(cell('Min. confidence')),
  };
}

test('a masked CSV and workbook hold none of the personal data the demo planted, and every look-alike it planted', async ({
  page,
}) => {
  await runWeekToTheEnd(page);
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const csvButton = table.getByRole('button', { name: 'Export CSV', exact: true });
  const [clear] = await downloads(csvButton, 1);
  if (!clear) throw new Error('no download');
  const unmasked = await csvOf(clear);

  await table.getByRole('checkbox', { name: 'Mask personal data' }).check();
  const [maskedCsv] = await downloads(csvButton, 2);
  if (!maskedCsv) throw new Error('no download');
  const masked = await csvOf(maskedCsv);
  const [book] = await downloads(table.getByRole('button', { name: 'Excel (.xlsx)', exact: true }), 1);
  if (!book) throw new Error('no download');
  const workbookText = (await workbook(book)).cells.join('\n');

  const text = unmasked.head.indexOf('Text');
  const planted: string[] = [];
  const kinds = new Set<string>();
  const kept: string[] = [];
  const leaked: string[] = [];
  const lost: string[] = [];
  unmasked.rows.forEach((row, i) => {
    const truth = plantedIn(serviceRow(unmasked.head, row));
    const clearText = row[text] ?? '';
    const maskedText = masked.rows[i]?.[text] ?? '';
    for (const p of truth.personal) {
      const value = clearText.slice(p.start, p.end);
      planted.push(value);
      kinds.add(p.kind);
      if (maskedText.includes(value) || workbookText.includes(value)) leaked.push(`${p.kind} ${value}`);
    }
    for (const n of truth.nearMisses) {
      const value = clearText.slice(n.start, n.end);
      kept.push(value);
      if (!maskedText.includes(value) || !workbookText.includes(value)) lost.push(`${n.what} ${value}`);
    }
  });
  // The week holds planted data of several kinds and look-alikes: the check is not empty.
  expect(planted.length).toBeGreaterThan(100);
  expect([...kinds].sort()).toEqual(['card', 'contact', 'email', 'iban', 'ip', 'nationalId', 'phone']);
  expect(kept.length).toBeGreaterThan(100);
  expect(leaked).toEqual([]);
  expect(lost).toEqual([]);
});

test("the transcript's switch masks its downloads, with pseudonyms when chosen", async ({ page }) => {
  await runWeekToTheEnd(page);
  await page.getByRole('tab', { name: 'Conversations' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Conversations' });
  await panel.locator('tbody').getByRole('button').first().click();
  await expect(panel.getByRole('heading', { level: 3, name: /^Conversation / })).toBeVisible();
  const mask = panel.getByRole('checkbox', { name: 'Mask personal data' });
  await expect(mask).not.toBeChecked();
  await mask.check();
  await panel.getByRole('combobox', { name: 'Masked as' }).selectOption({ label: 'Pseudonym' });

  const [csv, sidecar] = await downloads(panel.getByRole('button', { name: 'Export conversation CSV' }), 2);
  if (!csv || !sidecar) throw new Error('no download');
  const { head, rows } = await csvOf(csv);
  const contact = head.indexOf('criteriaValue');
  const tokens = new Set(rows.map((r) => r[contact]));
  expect(tokens.size).toBe(1);
  expect([...tokens][0]).toMatch(/^\[[A-Z]+-[0-9a-f]{12}\]$/);
  expect(emailsIn(rows.flat()).size).toBe(0);

  const [text] = await downloads(panel.getByRole('button', { name: 'Export transcript' }), 1);
  if (!text) throw new Error('no download');
  expect(emailsIn([await readFile(await text.path(), 'utf8')]).size).toBe(0);

  // One setting: the grid's switch is on as well.
  await page.getByRole('tab', { name: 'Rows' }).click();
  await expect(
    page
      .getByRole('region', { name: 'DIALOGS results' })
      .getByRole('checkbox', { name: 'Mask personal data' }),
  ).toBeChecked();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CO' });

  test('masks the workbook with pseudonyms and says so on its "Acerca de" sheet', async ({ page }) => {
    await runWeek(page, {
      demo: 'Usar las credenciales de demostración',
      signIn: 'Iniciar sesión',
      run: 'Ejecutar informe',
    });
    await expect(
      page
        .getByRole('region', { name: 'Ejecución', exact: true })
        .getByRole('status')
        .filter({ hasText: /^Se cargaron las [\d.]+ filas$/ }),
    ).toBeVisible({ timeout: 60_000 });
    const table = page.getByRole('region', { name: 'Resultados de DIALOGS' });
    await table.getByRole('checkbox', { name: 'Enmascarar datos personales' }).check();
    await table.getByRole('combobox', { name: 'Enmascarados como' }).selectOption({ label: 'Seudónimo' });
    const [book] = await downloads(table.getByRole('button', { name: 'Excel (.xlsx)', exact: true }), 1);
    if (!book) throw new Error('no download');
    const { cells, facts, aboutName } = await workbook(book);
    expect(aboutName).toBe('Acerca de');
    expect(facts.get('Datos personales enmascarados como')).toBe('Seudónimo');
    expect(Number(facts.get('Enmascarados como [EMAIL]'))).toBeGreaterThan(0);
    expect(emailsIn(cells).size).toBe(0);
    expect(cells.some((c) => /^\[EMAIL-[0-9a-f]{12}\]$/.test(c))).toBe(true);
  });
});
