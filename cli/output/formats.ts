import type { Row } from '../../src/core/contract';
import type { PageContext } from './page-context';
import { parquetOf } from '../../warehouse/parquet/parquet';
import { csvOf, ndjsonOf } from './text-formats';
import { xlsxOf } from './xlsx';

export const FORMATS = ['parquet', 'csv', 'ndjson', 'xlsx'] as const;
export type Format = (typeof FORMATS)[number];

/** The bytes of one page's file in a format; a workbook's About sheet also says what the page is. */
export function encodePage(format: Format, rows: readonly Row[], page: PageContext): Uint8Array {
  if (format === 'parquet') return parquetOf(rows, page.dialogs);
  if (format === 'xlsx') return xlsxOf(rows, page);
  return format === 'csv' ? csvOf(rows) : ndjsonOf(rows);
}
