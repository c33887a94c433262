import { csvHeaderLine, csvLine, CSV_BOM } from '../../core/csv';
import { valueWorkbook, type XlsxColumn, type XlsxLabels } from '../../core/xlsx';
import type { SummaryHead, SummaryTableModel } from './summary-table-model';
import type { SummaryNames } from './summary-names';

/** The summary as a sheet: its headers, how each column is typed, and a row of values per group and the total. */
export interface SummarySheet {
  headers: string[];
  columns: XlsxColumn[];
  rows: unknown[][];
}

/**
 * The instant whose wall clock here is `wall` (ms read as UTC digits), as ISO 8601: a workbook writes a
 * date in the zone the grid shows (src/core/xlsx/cells.ts), so a period's start comes back as its digits.
 */
const isoOfWall = (wall: number) =>
  new Date(wall + new Date(wall).getTimezoneOffset() * 60_000).toISOString();

/**
 * The table the screen shows, as typed values: a period's start is a date, a category or a bin its name,
 * a figure a number and a share a percentage; the total row is named "Total".
 */
export function summarySheet(
  model: SummaryTableModel,
  names: SummaryNames,
  headText: (head: SummaryHead) => string,
  totalWord: string,
): SummarySheet {
  const headers = model.heads.map(headText);
  const columns: XlsxColumn[] = model.heads.map((head, i) => {
    const header = headers[i] ?? '';
    if (head.kind === 'group')
      return { header, kind: names.kindOf(head.group) === 'date' ? 'date' : 'value' };
    // A figure is typed as the screen shows it: a share, a relative change, or a measure of a percent
    // column, as a percentage.
    const measure =
      head.kind === 'measure' || head.kind === 'previous' || head.kind === 'change' ? head.index : 0;
    const percent =
      (head.kind === 'measure' && head.share) ||
      (head.kind === 'change' && head.relative) ||
      names.inPercent(measure);
    return { header, kind: percent ? 'percent' : 'value' };
  });
  const rowOf = (cells: SummaryTableModel['total'], total: boolean) =>
    cells.map((cell, c) => {
      const head = model.heads[c];
      if (cell.kind === 'figure' || cell.kind === 'previous') return cell.value;
      // Too few rows to compare: an empty cell, as the screen's words are not a figure.
      if (cell.kind === 'change')
        return 'tooFew' in cell.change ? null : cell.relative ? cell.change.rel : cell.change.abs;
      if (cell.kind === 'total') return total && c === 0 ? totalWord : null;
      if (head?.kind !== 'group') return null;
      const key = cell.key;
      if (names.kindOf(head.group) === 'date') return key === key ? isoOfWall(key) : null;
      return names.keyName(head.group, key);
    });
  return { headers, columns, rows: [...model.rows.map((r) => rowOf(r, false)), rowOf(model.total, true)] };
}

/**
 * The sheet as CSV: dates as the grid writes them (`yyyy-MM-dd HH:mm:ss`, the period's start), figures
 * as plain numbers (a share as a ratio, 0.25), with a byte order mark so spreadsheets read UTF-8.
 */
export function summaryCsv(sheet: SummarySheet): string {
  const lines = sheet.rows.map((row) =>
    csvLine(
      row.map((v, c) =>
        sheet.columns[c]?.kind === 'date' && typeof v === 'string' ? (localText(v) ?? v) : v,
      ),
    ),
  );
  return CSV_BOM + csvHeaderLine(sheet.headers) + lines.join('');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the grid writes it on this machine's clock; null for a text that is none (the word "Total"). */
const localText = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** The sheet as a workbook with typed cells, and an About sheet saying what it summarizes. */
export function summaryWorkbook(
  sheet: SummarySheet,
  about: { report: string; range: string; environment: string; summary: string; search: string },
  words: { labels: XlsxLabels; timeZone: string },
): Uint8Array<ArrayBuffer>[] {
  return valueWorkbook(sheet.rows, {
    columns: sheet.columns,
    labels: words.labels,
    timeZone: words.timeZone,
    about: {
      report: about.report,
      range: about.range,
      parameters: [['summary', about.summary]],
      environment: about.environment,
      fetchedAt: null,
      search: about.search,
      filters: [],
      sort: [],
    },
  });
}
