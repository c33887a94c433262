import { CSV_BOM, csvHeaderLine, csvRecordLines } from '../../core/csv';
import type { RowRecord } from '../../core/table';

export const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * The CSV as a list of parts (a Blob joins them without one giant string): BOM and header first, then
 * the rows. The in-page path writes row objects; the worker writes coded columns (csv-session.ts) with the
 * same cell writer.
 */
export const csvHead = (headers: readonly string[]) => CSV_BOM + csvHeaderLine(headers);

export const csvBody = (rows: readonly RowRecord[], keys: readonly string[]) => csvRecordLines(rows, keys);
