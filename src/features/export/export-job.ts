import type { RowRecord } from '../../core/table';

/** What a CSV export writes: the rows in view (order), the columns shown, under their headers. */
export interface ExportJob {
  rows: readonly RowRecord[];
  /** Row index of each position in view; null when every row is in view in arrival order. */
  order: Uint32Array | null;
  /** Rows in view. */
  length: number;
  columns: readonly { key: string; header: string }[];
  fileName: string;
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

/**
 * The values of the exported columns for view positions [from, to), one array per row: what is posted
 * to the worker. Arrays of values clone faster than the row objects (no key names, no unused fields).
 */
export function valuesOfJob(job: ExportJob, keys: readonly string[], from: number, to: number): unknown[][] {
  const out: unknown[][] = [];
  const end = Math.min(to, job.length);
  for (let p = from; p < end; p++) {
    const row = job.rows[job.order === null ? p : (job.order[p] ?? -1)];
    if (!row) continue;
    const values = new Array<unknown>(keys.length);
    for (let i = 0; i < keys.length; i++) values[i] = row[keys[i] ?? ''];
    out.push(values);
  }
  return out;
}
