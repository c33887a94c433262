import type { RowRecord } from '../../core/table';
import type { XlsxAbout, XlsxCellKind } from '../../core/xlsx';

/** A column as codes per row (by row index) and its distinct values (core/table ColumnIndex.dictionary). */
export interface ColumnCodes {
  codes: Uint8Array | Uint16Array;
  distinct: readonly unknown[];
}

export interface ExportColumn {
  key: string;
  /** The header the page shows (a workbook's). */
  header: string;
  /** The header the CSV writes when the page shows a translated one: the same in every language. */
  csvHeader?: string;
  /** How a workbook types its cells ('value' when absent); the CSV writes every value as it is. */
  kind?: XlsxCellKind;
  /** Labels of a coded number, written in a workbook as the grid shows them. */
  labels?: Readonly<Record<number, string>>;
}

/** What an export writes: the rows in view (order), the columns shown, under their headers. */
export interface ExportJob {
  rows: readonly RowRecord[];
  /** Row index of each position in view; null when every row is in view in arrival order. */
  order: Uint32Array | null;
  /** Rows in view. */
  length: number;
  columns: readonly ExportColumn[];
  /** The file's name without its extension. */
  fileName: string;
  /** The column's dictionary when it has one and covers every row; lets the worker path send codes. */
  codesOf?: (key: string) => ColumnCodes | null;
  /** What the workbook's About sheet says of the rows. */
  about?: XlsxAbout;
}
/** Rows at view positions [from, to), the parsed objects themselves (no copy until they are posted). */
export function rowsOfJob(job: ExportJob, from: number, to: number): RowRecord[] {
  const out: RowRecord[] = [];
  const end = Math.min(to, job.length);
  for (let p = from; p < end; p++) {
    const row = job.rows[job.order === null ? p : (job.order[p] ?? -1)];
    if (row) out.push(row);
  }
  return out;
}

/** Row indices of view positions [from, to). */
export function indicesOfJob(job: ExportJob, from: number, to: number): Uint32Array {
  const end = Math.min(to, job.length);
  const out = new Uint32Array(Math.max(0, end - from));
  for (let p = from; p < end; p++) out[p - from] = job.order === null ? p : (job.order[p] ?? 0);
  return out;
}

/**
 * One chunk as the worker takes it, column by column: for a column with a dictionary, the codes of the
 * chunk's rows (a typed array, transferred without a copy); else its values. Far cheaper to post than the
 * row objects: no key names, no unused fields, repeated values sent once (in the 'start' message).
 */
export function columnsOfChunk(
  job: ExportJob,
  keys: readonly string[],
  dictionaries: readonly (ColumnCodes | null)[],
  indices: Uint32Array,
): (Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | unknown[])[] {
  return keys.map((key, c) => {
    const dict = dictionaries[c];
    if (dict) {
      const out =
        dict.codes instanceof Uint8Array ? new Uint8Array(indices.length) : new Uint16Array(indices.length);
      for (let j = 0; j < indices.length; j++) out[j] = dict.codes[indices[j] ?? 0] ?? 0;
      return out;
    }
    const values = new Array<unknown>(indices.length);
    for (let j = 0; j < indices.length; j++) values[j] = job.rows[indices[j] ?? 0]?.[key];
    return values;
  });
}
