import type { Row } from '../../src/core/contract';
import { csvHeaderLine, csvRecordLine } from '../../src/core/csv';

/** The fields of a page in the order they first appear. */
function fieldsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) seen.add(name);
  return [...seen];
}

/** One page as a CSV file with its own header (a field that appears on a later page is in that file). */
export function csvOf(rows: readonly Row[]): Uint8Array {
  const fields = fieldsOf(rows);
  // Each line ends with its own CRLF.
  const lines = [csvHeaderLine(fields), ...rows.map((row) => csvRecordLine(row, fields))];
  return new TextEncoder().encode(lines.join(''));
}

/** One page as newline-delimited JSON: each row as the service sent it. */
export function ndjsonOf(rows: readonly Row[]): Uint8Array {
  return new TextEncoder().encode(rows.map((row) => JSON.stringify(row) + '\n').join(''));
}
