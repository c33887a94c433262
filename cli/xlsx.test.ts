import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { labelOf, PART_LABELS, SECUENCE_TYPE_LABELS, type Row } from '../src/core/contract';
import { DEMO_CREDENTIALS } from '../src/sim';
import { expectedRows } from './testing/expected-rows';
import { cliEnv, runCli, tempDir } from './testing/run-cli';

const DAY = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];
const WINDOW = 'window=2026-10-05T000000_2026-10-05T235959';
// UTC on the command's side: ExcelJS reads a date-time's wall clock back as if it were UTC.
const SIM = { SIM_PAGE_SIZE: '150', TZ: 'UTC' };

/** Each page's workbook in page order: its path and what a user opening it sees. */
async function workbooks(folder: string) {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.xlsx'))
    .sort()
    .map((f) => join(folder, f));
  return Promise.all(
    files.map(async (path) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(path);
      const sheet = (name: string) => book.worksheets.find((s) => s.name.startsWith(name));
      return {
        path,
        rows: sheetValues(sheet('Rows')),
        about: new Map(sheetValues(sheet('About')).map(([label, value]) => [String(label), value])),
      };
    }),
  );
}

const sheetValues = (sheet: ExcelJS.Worksheet | undefined): unknown[][] => {
  const out: unknown[][] = [];
  sheet?.eachRow((row) => out.push(Array.isArray(row.values) ? row.values.slice(1) : []));
  return out;
};

/** A page's rows as objects keyed by the header, empty cells left out (as a null of the service). */
const asObjects = ([header = [], ...rows]: unknown[][]) =>
  rows.map((cells) =>
    Object.fromEntries(header.flatMap((h, i) => (cells[i] === undefined ? [] : [[String(h), cells[i]]]))),
  );

/** What a row's cells hold by value: a null or "" is an empty cell, an object or array its JSON text. */
const valueCells = (row: Row) =>
  Object.fromEntries(
    Object.entries(row).flatMap(([k, v]) =>
      v === null || v === '' ? [] : [[k, typeof v === 'object' ? JSON.stringify(v) : v]],
    ),
  );

/** What a DIALOGS row's cells hold: date-times as dates, coded fields as the grid's labels. */
const dialogsCells = (row: Row) => {
  const cells: Record<string, unknown> = valueCells(row);
  if (typeof row.date === 'string') cells.date = new Date(row.date);
  if (typeof row.part === 'number') cells.part = labelOf(PART_LABELS, row.part);
  if (typeof row.secuenceType === 'number')
    cells.secuenceType = labelOf(SECUENCE_TYPE_LABELS, row.secuenceType);
  return cells;
};

describe('Excel workbooks', { timeout: 90_000 }, () => {
  it('writes each DIALOGS page as a workbook of typed cells with an About sheet and no secret', async () => {
    const dir = tempDir('xlsx');
    const env = cliEnv(dir, {
      ...SIM,
      REPORTING_ACCESS_TOKEN: DEMO_CREDENTIALS.accessToken,
      REPORTING_ACCESS_TOKEN_SECRET: DEMO_CREDENTIALS.accessTokenSecret,
      REPORTING_TENANT: DEMO_CREDENTIALS.tenant,
      REPORTING_SUBSCRIPTION_KEY: DEMO_CREDENTIALS.subscriptionKey,
    });
    const args = ['extract', '--env', 'demo', '--report', 'DIALOGS', '--out', `${dir}/out`, ...DAY];
    const result = await runCli([...args, '--format', 'xlsx'], env);
    expect(result.code).toBe(0);
    const books = await workbooks(`${dir}/out/report=DIALOGS/tenant=1234/${WINDOW}`);
    const expected = await expectedRows(
      { reportKey: 'dialogs', startDate: DAY[1] ?? '', endDate: DAY[3] ?? '' },
      SIM,
    );
    expect(books.length).toBe(Math.ceil(expected.length / 150));
    expect(books.flatMap((b) => asObjects(b.rows))).toEqual(expected.map(dialogsCells));

    const about = books[0]?.about;
    expect(about?.get('Report')).toBe('DIALOGS');
    expect(about?.get('Range')).toBe('2026-10-05 00:00:00 – 2026-10-05 23:59:59');
    expect(about?.get('Environment')).toBe('Demo');
    expect(about?.get('Parameters')).toBe(
      `window = 2026-10-05 00:00:00 – 2026-10-05 23:59:59; page = 1 of ${books.length}`,
    );
    expect(about?.get('Rows')).toBe(150);

    const parts = books.flatMap((b) =>
      Object.values(unzipSync(readFileSync(b.path))).map((p) => strFromU8(p)),
    );
    for (const secret of [
      DEMO_CREDENTIALS.accessToken,
      DEMO_CREDENTIALS.accessTokenSecret,
      DEMO_CREDENTIALS.subscriptionKey,
    ])
      expect(parts.filter((text) => text.includes(secret))).toEqual([]);
  });

  it('writes another report cell by value, every row as the service sent it', async () => {
    const dir = tempDir('xlsx-sessions');
    const args = ['extract', '--env', 'demo', '--report', 'sessions', '--out', `${dir}/out`, ...DAY];
    const result = await runCli([...args, '--format', 'xlsx'], cliEnv(dir, SIM));
    expect(result.code).toBe(0);
    const books = await workbooks(`${dir}/out/report=SESSIONS/tenant=1234/${WINDOW}`);
    const expected = await expectedRows(
      { reportKey: 'sessions', startDate: DAY[1] ?? '', endDate: DAY[3] ?? '' },
      SIM,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(books.flatMap((b) => asObjects(b.rows))).toEqual(expected.map(valueCells));
  });
});
