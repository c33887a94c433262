import { concatBytes } from '../../src/core/bytes';
import type { Row } from '../../src/core/contract';
import {
  dialogsKeys,
  dialogsXlsxColumn,
  maskingRows,
  valueWorkbook,
  XLSX_LABELS,
  type XlsxColumn,
} from '../../src/core/xlsx';
import type { PageContext } from './page-context';

/** The fields of a page in the order they first appear. */
function fieldsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) seen.add(name);
  return [...seen];
}

const byValue = (header: string): XlsxColumn => ({ header, kind: 'value' });

/**
 * One page as its own workbook, written by the app's Excel writer (src/core/xlsx/): DIALOGS typed as the
 * grid shows it (dates, percentages, labels), other reports cell by value. English labels. The About
 * sheet says what the page is; it holds the query's public parts only, never a credential.
 */
export function xlsxOf(rows: readonly Row[], page: PageContext): Uint8Array {
  const keys = page.dialogs ? dialogsKeys(rows) : fieldsOf(rows);
  const parameters: (readonly [string, string])[] = [
    ['window', `${page.window.startDate} – ${page.window.endDate}`],
    ['page', `${page.index} of ${page.totalPages}`],
    ...page.parameters,
  ];
  const parts = valueWorkbook(
    rows.map((row) => keys.map((k) => row[k])),
    {
      columns: keys.map((key) => (page.dialogs ? dialogsXlsxColumn(key) : byValue(key))),
      labels: XLSX_LABELS.en,
      // Dates are written in the machine's time zone (as the app writes the browser's); a cron job that
      // wants UTC runs with TZ=UTC. The About sheet and the sheet's name say which zone it was.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      about: {
        report: page.report,
        range: page.range,
        parameters,
        environment: page.environment,
        fetchedAt: page.fetchedAt,
        search: '',
        filters: [],
        sort: [],
      },
      ...(page.masking ? { aboutMore: maskingRows(page.masking, XLSX_LABELS.en) } : {}),
    },
  );
  // Joined: a page is small, and the file is written whole (atomically) anyway.
  return concatBytes(...parts);
}
