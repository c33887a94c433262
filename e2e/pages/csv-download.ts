import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';

/** Presses `button` and returns the CSV file it downloads: its header and rows, read with an independent parser. */
async function downloadedCsv(button: Locator): Promise<{ head: string[]; rows: string[][] }> {
  const [download] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  const text = await readFile(await download.path(), 'utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  const [head = [], ...rows] = parsed.data;
  return { head, rows };
}

/**
 * Presses "Export CSV" of a results table and returns the file's header and rows: the app's side of a
 * run, every row it holds (the grid draws only the rows in view).
 */
async function exportedCsv(page: Page, reportName: string): Promise<{ head: string[]; rows: string[][] }> {
  const table = page.getByRole('region', { name: `${reportName} results` });
  return downloadedCsv(table.getByRole('button', { name: 'Export CSV', exact: true }));
}

/** Presses "Export summary as CSV" in the Summary tab and returns the file's header and rows. */
export async function exportedSummary(summary: Locator): Promise<{ head: string[]; rows: string[][] }> {
  return downloadedCsv(summary.getByRole('button', { name: 'Export summary as CSV' }));
}

/** Presses "Export CSV" and returns one column of every row of the file, by header. */
export async function exportedColumn(page: Page, reportName: string, header: string): Promise<string[]> {
  const { head, rows } = await exportedCsv(page, reportName);
  const column = head.indexOf(header);
  expect(column, `column ${header} in ${head.join(',')}`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[column] ?? '');
}

/** Presses "Export CSV" and returns the given columns of every row of the file, by header. */
export async function exportedRows(
  page: Page,
  reportName: string,
  headers: readonly string[],
): Promise<Record<string, string>[]> {
  const { head, rows } = await exportedCsv(page, reportName);
  const places = headers.map((h) => head.indexOf(h));
  expect(
    places.every((p) => p >= 0),
    `columns ${headers.join(', ')} in ${head.join(',')}`,
  ).toBe(true);
  return rows.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[places[i] ?? 0] ?? ''])));
}
