import type { Row } from '../../src/core/contract';
import { parquetOf } from './parquet';
import { csvOf, ndjsonOf } from './text-formats';

export const FORMATS = ['parquet', 'csv', 'ndjson'] as const;
export type Format = (typeof FORMATS)[number];

/** The bytes of one page's file in a format; `dialogs` gives the DIALOGS row's documented column types. */
export function encodePage(format: Format, rows: readonly Row[], dialogs: boolean): Uint8Array {
  if (format === 'parquet') return parquetOf(rows, dialogs);
  return format === 'csv' ? csvOf(rows) : ndjsonOf(rows);
}
