import type { Ranks } from './value-ranks';

export interface RankedKey {
  ranks: Ranks;
  desc: boolean;
}

/**
 * Row indices ordered by several keys, stable (ties keep row order). Least significant key first, each
 * pass packing (rank, position) into one float64 so the engine's native numeric sort does the work: no
 * comparator call per pair. Nulls stay last in both directions.
 */
export function sortOrder(rowCount: number, keys: readonly RankedKey[]): Uint32Array {
  let order = new Uint32Array(rowCount);
  for (let i = 0; i < rowCount; i++) order[i] = i;
  if (keys.length === 0 || rowCount < 2) return order;
  const posSpan = 2 ** Math.ceil(Math.log2(rowCount + 1));
  const packed = new Float64Array(rowCount);
  for (let k = keys.length - 1; k >= 0; k--) {
    const key = keys[k];
    if (!key) continue;
    const { ranks, count } = key.ranks;
    for (let p = 0; p < rowCount; p++) {
      const r = ranks[order[p] ?? 0] ?? count;
      const directed = key.desc && r < count ? count - 1 - r : r;
      packed[p] = directed * posSpan + p;
    }
    packed.sort();
    const next = new Uint32Array(rowCount);
    for (let p = 0; p < rowCount; p++) {
      const v = packed[p] ?? 0;
      next[p] = order[v % posSpan] ?? 0;
    }
    order = next;
  }
  return order;
}
