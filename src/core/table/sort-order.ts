import type { Ranks } from './value-ranks';

export interface RankedKey {
  ranks: Ranks;
  desc: boolean;
}

/**
 * Row indices ordered by several keys, stable (ties keep row order). Least significant key first, each
 * pass a counting sort on the key's dense ranks: two linear passes and no comparison at all (it replaced
 * a native sort of packed float64 keys, n log n, the larger part of a sort once the ranks were known).
 * Nulls stay last in both directions.
 */
export function sortOrder(rowCount: number, keys: readonly RankedKey[]): Uint32Array {
  let order = new Uint32Array(rowCount);
  for (let i = 0; i < rowCount; i++) order[i] = i;
  if (keys.length === 0 || rowCount < 2) return order;
  const directed = new Uint32Array(rowCount);
  for (let k = keys.length - 1; k >= 0; k--) {
    const key = keys[k];
    if (!key) continue;
    const { ranks, count } = key.ranks;
    // starts[d + 1] counts rank d, then the running sum makes starts[d] the first position of rank d.
    const starts = new Uint32Array(count + 2);
    for (let p = 0; p < rowCount; p++) {
      const r = Math.min(ranks[order[p] ?? 0] ?? count, count);
      const d = key.desc && r < count ? count - 1 - r : r;
      directed[p] = d;
      starts[d + 1] = (starts[d + 1] ?? 0) + 1;
    }
    for (let d = 1; d < starts.length; d++) starts[d] = (starts[d] ?? 0) + (starts[d - 1] ?? 0);
    const next = new Uint32Array(rowCount);
    for (let p = 0; p < rowCount; p++) {
      const d = directed[p] ?? 0;
      const at = starts[d] ?? 0;
      next[at] = order[p] ?? 0;
      starts[d] = at + 1;
    }
    order = next;
  }
  return order;
}
