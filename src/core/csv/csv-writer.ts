import { csvCell, csvText } from './csv-cell';

/** UTF-8 byte order mark: spreadsheet apps read the file as UTF-8 only when it is there. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180 line end. */
export const CSV_EOL = '\r\n';

/** One line of header texts, ending with CRLF. */
export function csvHeaderLine(headers: readonly string[]): string {
  let line = '';
  for (let i = 0; i < headers.length; i++) line += (i === 0 ? '' : ',') + csvText(headers[i] ?? '');
  return line + CSV_EOL;
}

/** One line of values, ending with CRLF. */
export function csvLine(values: readonly unknown[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) line += (i === 0 ? '' : ',') + csvCell(values[i]);
  return line + CSV_EOL;
}

/** A row of a report and the keys to write, in order: the path a large export takes, with no per-row array. */
export function csvRecordLine(row: Readonly<Record<string, unknown>>, keys: readonly string[]): string {
  return recordFields(row, keys, new Array<string>(keys.length)).join(',') + CSV_EOL;
}

function recordFields(
  row: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  out: string[],
): string[] {
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    out[i] = key === undefined ? '' : csvCell(row[key]);
  }
  return out;
}

/**
 * Many rows as one string (no header, no BOM): the unit a worker builds and hands back. Built with
 * Array.join, not `+=`: concatenation leaves a tree of rope strings per row that the garbage collector
 * and the final UTF-8 encoding then walk, which measured several times slower at 250,000 rows.
 */
export function csvRecordLines(
  rows: Iterable<Readonly<Record<string, unknown>>>,
  keys: readonly string[],
): string {
  const lines: string[] = [];
  const fields = new Array<string>(keys.length);
  for (const row of rows) lines.push(recordFields(row, keys, fields).join(','));
  return lines.length === 0 ? '' : lines.join(CSV_EOL) + CSV_EOL;
}

/** Many rows of values as one string (no header, no BOM), each line ending with CRLF. */
export function csvLines(rows: Iterable<readonly unknown[]>): string {
  const lines: string[] = [];
  for (const values of rows) {
    const fields = new Array<string>(values.length);
    for (let i = 0; i < values.length; i++) fields[i] = csvCell(values[i]);
    lines.push(fields.join(','));
  }
  return lines.length === 0 ? '' : lines.join(CSV_EOL) + CSV_EOL;
}

/** A whole small document: BOM, header, rows. */
export function csvDocument(headers: readonly string[], rows: Iterable<readonly unknown[]>): string {
  return CSV_BOM + csvHeaderLine(headers) + csvLines(rows);
}
