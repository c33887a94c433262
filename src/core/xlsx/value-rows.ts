import type { XlsxColumn } from './cells';
import { XlsxWriter, type XlsxWriterOptions } from './xlsx-writer';

/** Rows of values, one per column, into the writer (the path of a small workbook, written at once). */
export function addValueRows(
  writer: XlsxWriter,
  columns: readonly XlsxColumn[],
  rows: readonly (readonly unknown[])[],
): void {
  const widths = columns.map(() => 0);
  const cells = columns.map((column, c) =>
    rows.map((row) => {
      const xml = writer.cells.cell(row[c], column);
      widths[c] = Math.max(widths[c] ?? 0, writer.cells.width);
      return xml;
    }),
  );
  writer.addRows(rows.length, { cells, widths });
}

/** A whole small workbook as its bytes, in pieces (a Blob joins them); `aboutMore` ends its About sheet. */
export function valueWorkbook(
  rows: readonly (readonly unknown[])[],
  options: Omit<XlsxWriterOptions, 'onData'> & {
    aboutMore?: readonly (readonly [string, string | number])[];
  },
): Uint8Array<ArrayBuffer>[] {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const writer = new XlsxWriter({ ...options, onData: (chunk) => parts.push(chunk) });
  addValueRows(writer, options.columns, rows);
  writer.end(options.aboutMore);
  return parts;
}
