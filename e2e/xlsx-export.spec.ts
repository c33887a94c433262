import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';

const MONTH = { start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59' };

// The client spaces its calls with a margin; a loaded machine can still see a 429, which it waits out.
test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('Excel (.xlsx) exports the filtered, sorted rows with typed cells and an About sheet', async ({
  page,
}, testInfo) => {
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${new URLSearchParams({ report: 'dialogs', ...MONTH }).toString()}`);
  await signIn.signInToDemo();
  const explorer = new ExplorerPage(page);
  await explorer.run();
  await explorer.waitForAllRows();
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const grid = table.getByRole('grid', { name: 'DIALOGS rows' });
  await grid.getByRole('searchbox', { name: 'Filter Text' }).fill('saldo');
  // The first column: the grid draws only the columns in view.
  await grid.getByRole('button', { name: 'Date', exact: true }).click();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const shown = Number(((await table.locator('.rt-count strong').textContent()) ?? '').replace(/,/g, ''));
  expect(shown).toBeGreaterThan(0);

  const button = table.getByRole('button', { name: 'Excel (.xlsx)', exact: true });
  await expect(button).toBeEnabled();
  await table.locator('.rt-toolbar').screenshot({ path: testInfo.outputPath('toolbar.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('DIALOGS_2026-03-01_000000_2026-03-31_235959.xlsx');

  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const [rowsSheet, about] = book.worksheets;
  expect(rowsSheet?.name).toMatch(/^Rows \(.+\)$/);
  expect(about?.name).toBe('About');
  const header = rowsSheet?.getRow(1).values;
  const headers = Array.isArray(header) ? header.slice(1) : [];
  expect(headers.slice(0, 3)).toEqual(['Date', 'Conversation', 'Part']);
  expect(rowsSheet?.rowCount).toBe(shown + 1);
  const col = (name: string) => headers.indexOf(name) + 1;
  let previous = -Infinity;
  for (let r = 2; r <= shown + 1; r++) {
    const row = rowsSheet?.getRow(r);
    const date = row?.getCell(col('Date')).value;
    expect(date).toBeInstanceOf(Date);
    const at = date instanceof Date ? date.getTime() : NaN;
    expect(at).toBeGreaterThanOrEqual(previous);
    previous = at;
    expect(typeof row?.getCell(col('Confidence')).value).toBe('number');
    expect(String(row?.getCell(col('Text')).value).toLowerCase()).toContain('saldo');
    expect(['Bot', 'Customer', 'Agent', 'Consultant']).toContain(row?.getCell(col('Part')).value);
    expect(typeof row?.getCell(col('On chat')).value).toBe('boolean');
  }
  const facts = new Map<unknown, unknown>();
  about?.eachRow((row) => facts.set(row.getCell(1).value, row.getCell(2).value));
  expect(facts.get('Report')).toBe('DIALOGS');
  expect(facts.get('Range')).toBe(`${MONTH.start} – ${MONTH.end}`);
  expect(facts.get('Environment')).toBe('Demo');
  expect(facts.get('Rows')).toBe(shown);
  expect(facts.get('Filters')).toBe('Text ⊇ “saldo”');
  expect(facts.get('Sort')).toBe('Date ascending');
  expect(String(facts.get('Fetched at'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});
