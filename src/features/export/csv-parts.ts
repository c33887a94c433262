import { CSV_BOM, csvHeaderLine, csvLines, csvRecordLines } from '../../core/csv';
import type { RowRecord } from '../../core/table';

export const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * The CSV as a list of parts (a Blob joins them without one giant string): BOM and header first, then
 * one part per chunk of rows. The worker and the in-page path both build it with these two functions.
 */
export const csvHead = (headers: readonly string[]) => CSV_BOM + csvHeaderLine(headers);

export const csvBody = (rows: readonly RowRecord[], keys: readonly string[]) => csvRecordLines(rows, keys);

/** The same lines from rows already reduced to the exported values (the worker's input). */
export const csvBodyOfValues = (rows: readonly (readonly unknown[])[]) => csvLines(rows);
