import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  MAX_CELL_CHARS,
  valueWorkbook,
  XLSX_LABELS,
  type XlsxAbout,
  type XlsxColumn,
  type XlsxWriterOptions,
} from './index';

const about: XlsxAbout = {
  report: 'DIALOGS',
  range: '2026-10-01 00:00:00 – 2026-10-31 23:59:59',
  parameters: [['channel', 'web']],
  environment: 'Demo',
  fetchedAt: '2026-11-01T08:00:00.000Z',
  search: 'saldo',
  filters: [{ header: 'Text', filter: { kind: 'contains', text: 'n' } }],
  sort: [{ header: 'Confidence', desc: true }],
};

/** Written by our writer, read back by ExcelJS (an independent reader of the format). */
async function readBack(
  columns: XlsxColumn[],
  rows: unknown[][],
  options: Partial<Omit<XlsxWriterOptions, 'onData'>> = {},
) {
  const parts = valueWorkbook(rows, {
    columns,
    labels: XLSX_LABELS.en,
    about,
    timeZone: 'Europe/Madrid',
    ...options,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await new Blob(parts).arrayBuffer());
  return book;
}

const sheetRows = (sheet: ExcelJS.Worksheet | undefined) => {
  const out: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values;
    out.push(Array.isArray(values) ? values.slice(1) : []);
  });
  return out;
};

/** The wall-clock time an instant shows in this process's time zone, as the grid writes it. */
const wallClock = (iso: string) => {
  const ms = Date.parse(iso);
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
};

describe('xlsx writer', () => {
  it('gives every cell its real type: numbers, booleans, date-times, texts that never run, empty nulls', async () => {
    const columns: XlsxColumn[] = [
      { header: 'Date', kind: 'date' },
      { header: 'Amount', kind: 'value' },
      { header: 'On chat', kind: 'value' },
      { header: 'Text', kind: 'value' },
      { header: 'Record id', kind: 'value' },
      { header: 'Confidence', kind: 'percent' },
      { header: 'Part', kind: 'label', labels: { 1: 'Customer', 2: 'Bot' } },
      { header: 'Nested', kind: 'value' },
    ];
    const rows = [
      [
        '2026-10-01T10:11:12-05:00',
        0.1 + 0.2,
        true,
        '=HYPERLINK("http://x","y")',
        '00012345678901234567',
        0.8733,
        1,
        { a: [1] },
      ],
      [null, 1234567890123456, false, '+33 1 23 45', '9007199254740993', 0.5, 2, null],
      ['not a date', -1, null, 'a & b < c\nnext', '', null, 7, [1, 'x']],
    ];
    const book = await readBack(columns, rows);
    const sheet = book.worksheets[0];
    const [header, first, second, third] = sheetRows(sheet);
    expect(header).toEqual(columns.map((c) => c.header));
    const when = first?.[0];
    expect(when).toBeInstanceOf(Date);
    // ExcelJS reads a spreadsheet date-time as if it were UTC: its UTC fields are the wall clock written.
    expect(when instanceof Date ? when.toISOString().slice(0, 19) : when).toBe(
      wallClock(rows[0]?.[0] as string),
    );
    expect(first?.slice(1)).toEqual([
      0.30000000000000004,
      true,
      '=HYPERLINK("http://x","y")',
      '00012345678901234567',
      0.8733,
      'Customer',
      '{"a":[1]}',
    ]);
    expect(second).toEqual([
      undefined,
      1234567890123456,
      false,
      '+33 1 23 45',
      '9007199254740993',
      0.5,
      'Bot',
    ]);
    expect(third).toEqual([
      'not a date',
      -1,
      undefined,
      'a & b < c\nnext',
      undefined,
      undefined,
      'Unknown (7)',
      '[1,"x"]',
    ]);
    // A text is a text cell, never a formula, whatever it begins with.
    expect(sheet?.getCell('D2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet?.getCell('F2').numFmt).toBe('0.0%');
  });

  it('opens pleasantly: a frozen header row, an autofilter over the rows, widths from the content', async () => {
    const long = 'a fairly long text of forty characters..';
    const book = await readBack(
      [
        { header: 'Id', kind: 'value' },
        { header: 'Text', kind: 'value' },
      ],
      [
        ['1', long],
        ['2', 'short'],
      ],
    );
    const sheet = book.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.autoFilter).toBe('A1:B3');
    expect(sheet?.getColumn(1).width).toBeLessThan(10);
    expect(sheet?.getColumn(2).width).toBeGreaterThanOrEqual(long.length);
  });

  it('states the time zone in the sheet name and the properties, and the run in an About sheet', async () => {
    const book = await readBack([{ header: 'N', kind: 'value' }], [[1], [2]]);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Rows (Europe-Madrid)', 'About']);
    expect(book.description).toContain('Europe/Madrid');
    const facts = new Map(sheetRows(book.getWorksheet('About')).map(([k, v]) => [k, v]));
    expect(facts.get('Report')).toBe('DIALOGS');
    expect(facts.get('Range')).toBe(about.range);
    expect(facts.get('Parameters')).toBe('channel = web');
    expect(facts.get('Environment')).toBe('Demo');
    expect(facts.get('Rows')).toBe(2);
    expect(facts.get('Fetched at')).toBe(about.fetchedAt);
    expect(facts.get('Time zone of dates')).toBe('Europe/Madrid');
    expect(facts.get('Filters')).toBe('* ⊇ “saldo”; Text ⊇ “n”');
    expect(facts.get('Sort')).toBe('Confidence descending');
  });

  it('writes the sheet names and the About sheet in Spanish when asked', async () => {
    const book = await readBack([{ header: 'N', kind: 'value' }], [[1]], { labels: XLSX_LABELS.es });
    expect(book.worksheets.map((s) => s.name)).toEqual(['Filas (Europe-Madrid)', 'Acerca de']);
    const facts = new Map(sheetRows(book.getWorksheet('Acerca de')).map(([k, v]) => [k, v]));
    expect(facts.get('Informe')).toBe('DIALOGS');
    expect(facts.get('Orden')).toBe('Confidence descendente');
  });

  it('splits rows over numbered sheets at the row limit, each with its header', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => [i]);
    const book = await readBack([{ header: 'N', kind: 'value' }], rows, { rowsPerSheet: 3 });
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Rows 1 (Europe-Madrid)',
      'Rows 2 (Europe-Madrid)',
      'Rows 3 (Europe-Madrid)',
      'About',
    ]);
    expect(book.worksheets.slice(0, 3).map((s) => sheetRows(s))).toEqual([
      [['N'], [0], [1], [2]],
      [['N'], [3], [4], [5]],
      [['N'], [6]],
    ]);
    const facts = new Map(sheetRows(book.getWorksheet('About')).map(([k, v]) => [k, v]));
    expect(facts.get('Rows')).toBe(7);
    expect(facts.get('Sheets of rows')).toBe(3);
  });

  it('cuts a cell over 32,767 characters with a marker, removes what XML cannot hold, and counts both', async () => {
    const huge = 'x'.repeat(40_000);
    const book = await readBack(
      [{ header: 'Text', kind: 'value' }],
      [[huge], ['bell\u0007 and \u0000nul'], ['ok 👍🏽']],
    );
    const [, cut, cleaned, emoji] = sheetRows(book.worksheets[0]);
    const marker = XLSX_LABELS.en.cutMarker;
    expect(cut?.[0]).toBe('x'.repeat(MAX_CELL_CHARS - marker.length) + marker);
    expect(cleaned?.[0]).toBe('bell and nul');
    expect(emoji?.[0]).toBe('ok 👍🏽');
    const facts = new Map(sheetRows(book.getWorksheet('About')).map(([k, v]) => [k, v]));
    expect(facts.get(XLSX_LABELS.en.cutCells)).toBe(1);
    expect(facts.get(XLSX_LABELS.en.removedCharacters)).toBe(2);
  });
});
