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
  let line = '';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    line += (i === 0 ? '' : ',') + (key === undefined ? '' : csvCell(row[key]));
  }
  return line + CSV_EOL;
}

/** Many rows as one string (no header, no BOM): the unit a worker builds and hands back. */
export function csvRecordLines(
  rows: Iterable<Readonly<Record<string, unknown>>>,
  keys: readonly string[],
): string {
  let text = '';
  for (const row of rows) text += csvRecordLine(row, keys);
  return text;
}

/** A whole small document: BOM, header, rows. */
export function csvDocument(headers: readonly string[], rows: Iterable<readonly unknown[]>): string {
  let text = CSV_BOM + csvHeaderLine(headers);
  for (const row of rows) text += csvLine(row);
  return text;
}
