import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { concatBytes } from '../../core/bytes';
import type { SummarySpec } from '../../core/summary';
import { XLSX_LABELS } from '../../core/xlsx';
import { dialogsRow } from '../../testing/sample-rows';
import { summaryKit } from '../../testing/summary-kit';
import { summaryCsv, summarySheet, summaryWorkbook } from './summary-export';
import { headText } from './summary-table';
import { summaryTable } from './summary-table-model';

// Five DIALOGS rows over two days of the wall clock the grid shows (instants chosen at noon UTC, so the
// same two days in any zone the tests run in): 1 March 3 rows, 2 March 2, one of them with no confidence.
const at = (day: number, minute: number) => new Date(Date.UTC(2026, 2, day, 12, minute)).toISOString();
const ROWS = [
  { ...dialogsRow({ date: at(1, 0), channelName: 'Web', confidence: 0.5 }) },
  { ...dialogsRow({ date: at(1, 5), channelName: 'Web', confidence: 0.7 }) },
  { ...dialogsRow({ date: at(1, 9), channelName: 'WhatsApp', confidence: 0.9 }) },
  { ...dialogsRow({ date: at(2, 0), channelName: 'Web', confidence: 0.6 }) },
  { ...dialogsRow({ date: at(2, 1), channelName: 'Web' }), confidence: null },
];

const SPEC: SummarySpec = {
  groupBy: [{ key: 'date', bucket: 'day' }],
  measures: [{ kind: 'count' }, { kind: 'avg', key: 'confidence' }],
  pivot: null,
  share: true,
};

function sheetOf(spec: SummarySpec) {
  const kit = summaryKit('dialogs', ROWS);
  const summarized = kit.summarized(spec);
  const names = kit.names(summarized);
  const model = summaryTable(summarized);
  const pivot = spec.pivot;
  const head = (h: Parameters<typeof headText>[0]) =>
    headText(h, names, kit.t, () => (h.kind === 'across' && pivot ? names.keyName(pivot, h.key) : ''));
  return summarySheet(model, names, head, 'Total');
}

/** The files of a workbook's bytes, as a spreadsheet program unzips them. */
function unzipped(parts: Uint8Array[]): Record<string, string> {
  const files = unzipSync(concatBytes(...parts));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** A sheet's cells by reference (A1, B2…): its style and what it holds, a number or a text. */
function cellsOf(
  xml: string,
): Map<string, { style: string | null; number: number | null; text: string | null }> {
  const cells = new Map<string, { style: string | null; number: number | null; text: string | null }>();
  for (const m of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>(.*?)<\/c>/g)) {
    const [, ref = '', attributes = '', body = ''] = m;
    const style = /s="(\d+)"/.exec(attributes)?.[1] ?? null;
    const isText = /t="(inlineStr|s|str)"/.test(attributes);
    const value = /<v>([^<]*)<\/v>/.exec(body)?.[1] ?? null;
    const inline = /<t[^>]*>([^<]*)<\/t>/.exec(body)?.[1] ?? null;
    cells.set(ref, {
      style,
      number: !isText && value !== null ? Number(value) : null,
      text: isText ? (inline ?? value) : null,
    });
  }
  return cells;
}

describe('the summary’s exports', () => {
  it('types every value of the sheet: a period a date, figures numbers, a share a ratio', () => {
    const sheet = sheetOf(SPEC);
    expect(sheet.headers).toEqual(['Date', 'Rows', 'Rows · Share of the total', 'Average of Confidence']);
    expect(sheet.columns.map((c) => c.kind)).toEqual(['date', 'value', 'percent', 'percent']);
    const [first, second, total] = sheet.rows;
    // A period's start, as the instant whose wall clock here is its digits.
    expect(new Date(String(first?.[0])).getDate()).toBe(1);
    expect(first?.slice(1)).toEqual([3, 0.6, expect.closeTo(0.7, 9)]);
    expect(new Date(String(second?.[0])).getDate()).toBe(2);
    expect(second?.slice(1)).toEqual([2, 0.4, 0.6]);
    expect(total?.slice(0, 3)).toEqual(['Total', 5, 1]);
    expect(total?.[3]).toBeCloseTo(0.675, 9);
  });

  it('writes CSV with dates as the grid writes them and figures as plain numbers', () => {
    const text = summaryCsv(sheetOf(SPEC));
    expect(text.startsWith('\uFEFF')).toBe(true);
    // Figures at full precision: (0.5 + 0.7 + 0.9) / 3 is 0.7000000000000001 in binary floating point.
    const cells = (line: string) =>
      line.split(',').map((v) => (/^[\d.]+$/.test(v) ? String(Number(Number(v).toFixed(9))) : v));
    expect(text.slice(1).split('\r\n').map(cells)).toEqual([
      ['Date', 'Rows', 'Rows · Share of the total', 'Average of Confidence'],
      ['2026-03-01 00:00:00', '3', '0.6', '0.7'],
      ['2026-03-02 00:00:00', '2', '0.4', '0.6'],
      // The total row is named, not read as a date.
      ['Total', '5', '1', '0.675'],
      [''],
    ]);
  });

  it('writes a workbook that opens, with numbers as numbers and a period as a date cell', () => {
    const words = { labels: XLSX_LABELS.en, timeZone: 'UTC' };
    const about = {
      report: 'DIALOGS',
      range: '2026-03-01 – 2026-03-02',
      environment: 'Demo',
      summary: 'g=date:day;m=count',
      search: '',
    };
    const files = unzipped(summaryWorkbook(sheetOf(SPEC), about, words));
    const sheet = Object.entries(files).find(
      ([name]) => /^xl\/worksheets\/sheet\d\.xml$/.test(name) && /Average of/.test(files[name] ?? ''),
    );
    const cells = cellsOf(sheet?.[1] ?? '');
    expect(cells.get('A1')?.text).toBe('Date');
    // 1 March 2026 is day 46082 of the 1900 date system, written with the date-time style.
    expect(cells.get('A2')).toMatchObject({ number: 46082, style: '1' });
    expect(cells.get('A3')).toMatchObject({ number: 46083, style: '1' });
    expect(cells.get('B2')).toMatchObject({ number: 3, style: null });
    expect(cells.get('C2')).toMatchObject({ number: 0.6, style: '2' });
    // An average confidence is a percentage there, as on screen.
    expect(cells.get('D3')).toMatchObject({ number: 0.6, style: '2' });
    expect(cells.get('A4')?.text).toBe('Total');
    expect(cells.get('B4')?.number).toBe(5);
  });
});
