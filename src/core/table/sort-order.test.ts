import { describe, expect, it } from 'vitest';
import { sortOrder } from './sort-order';

// Ranks as value-ranks.ts gives them: 0..count-1 in order, `count` for null.
const ranksOf = (values: readonly (number | null)[]) => {
  const distinct = [...new Set(values.filter((v): v is number => v !== null))].sort((a, b) => a - b);
  const count = distinct.length;
  return { ranks: Uint32Array.from(values, (v) => (v === null ? count : distinct.indexOf(v))), count };
};

describe('sortOrder', () => {
  it('orders by several keys, ties in row order, nulls last both ways', () => {
    const a = [3, 1, null, 3, 2, 1, null, 2, 3, 1];
    const b = [1, 2, 1, null, 1, 2, 2, 1, 1, 0];
    for (const [descA, descB] of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ] as const) {
      const cmp = (x: number | null, y: number | null, desc: boolean) =>
        x === y ? 0 : x === null ? 1 : y === null ? -1 : desc ? y - x : x - y;
      const expected = a
        .map((_, i) => i)
        .sort(
          (i, j) => cmp(a[i] ?? null, a[j] ?? null, descA) || cmp(b[i] ?? null, b[j] ?? null, descB) || i - j,
        );
      const got = sortOrder(a.length, [
        { ranks: ranksOf(a), desc: descA },
        { ranks: ranksOf(b), desc: descB },
      ]);
      expect(Array.from(got), `${descA} ${descB}`).toEqual(expected);
    }
  });

  it('keeps row order without keys', () => {
    expect(Array.from(sortOrder(4, []))).toEqual([0, 1, 2, 3]);
  });
});
