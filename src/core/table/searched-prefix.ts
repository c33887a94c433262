import type { RowTest } from './row-test';
import type { TableView } from './table-model';
import type { RowRecord } from './types';

export interface PrefixArgs {
  rows: readonly RowRecord[];
  /** Row index of each position (the sort), or null for arrival order. */
  order: Uint32Array | null;
  /** Rows [0, ready) are answered by `mask` (1: passes); later rows by `test`, read from their values. */
  ready: number;
  mask: Uint8Array;
  test: RowTest;
  /** True once the time for reading rows is spent; asked every few rows. */
  outOfTime: () => boolean;
}

/**
 * The first positions of a filtered view while the indexes cover only part of the rows: positions are
 * walked in view order, an indexed row is looked up in the mask, any other is tested cell by cell, until
 * the time is spent. What it returns is exactly the start of the finished view (so the first screen of
 * matches shows at once), and `searching` says more may follow.
 */
export function searchedPrefix({ rows, order, ready, mask, test, outOfTime }: PrefixArgs): TableView {
  const n = rows.length;
  const out = new Uint32Array(n);
  let count = 0;
  let tested = 0;
  let p = 0;
  for (; p < n; p++) {
    const i = order === null ? p : (order[p] ?? 0);
    if (i < ready) {
      if (mask[i] === 1) out[count++] = i;
      continue;
    }
    if ((++tested & 31) === 0 && outOfTime()) break;
    if (test(rows[i])) out[count++] = i;
  }
  return { order: out.subarray(0, count), length: count, loaded: n, searching: p < n };
}
