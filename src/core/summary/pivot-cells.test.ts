import { describe, expect, it } from 'vitest';
import { columnKey, type CategoryData, type NumberData } from './columns';
import { measureContext } from './measures';
import { cellCounts, pivotCells } from './pivot-cells';
import type { Measure } from './spec';
import type { SummaryInput } from './types';

// Six rows: groups 0 0 1 1 2 2 (group 2 has no row at value across 0), values across 0 1 1 1 2 2.
const groups = { ids: Uint32Array.from([0, 0, 1, 1, 2, 2]), count: 3 };
const across = { ids: Uint32Array.from([0, 1, 1, 1, 2, 2]), count: 3 };
const input: SummaryInput = {
  columns: new Map<string, CategoryData | NumberData>([
    [
      columnKey('number', 'duration'),
      { kind: 'number', values: Float64Array.from([10, 20, 30, NaN, 5, 7]), size: 6 },
    ],
    [
      columnKey('category', 'agent'),
      { kind: 'category', codes: Uint32Array.from([1, 1, 2, 0, 1, 2]), size: 6 },
    ],
  ]),
  rows: null,
  count: 6,
  spec: { groupBy: [], measures: [], pivot: null, share: false },
  bins: new Map(),
};
const ctx = measureContext(input, 6);
const place = { lines: [2, 0, 1], columns: [2, 1, 0] };

describe("a pivot's cells", () => {
  it('counts rows per cell, and per group and value across', () => {
    const counts = cellCounts(groups, across, 6);
    expect([...(counts?.groupRows ?? [])]).toEqual([2, 2, 2]);
    expect([...(counts?.acrossRows ?? [])]).toEqual([1, 3, 2]);
    expect(pivotCells({ kind: 'count' }, groups, across, counts, place, ctx)).toEqual([
      [2, null, null],
      [null, 1, 1],
      [null, 2, null],
    ]);
  });

  it.each<Measure>([
    { kind: 'count' },
    { kind: 'sum', key: 'duration' },
    { kind: 'avg', key: 'duration' },
    { kind: 'median', key: 'duration' },
    { kind: 'distinct', key: 'agent' },
  ])('gives the same $kind whether the cells are laid out or paired (too many to lay out)', (measure) => {
    const laidOut = pivotCells(measure, groups, across, cellCounts(groups, across, 6), place, ctx);
    expect(pivotCells(measure, groups, across, null, place, ctx)).toEqual(laidOut);
  });

  it('sums each cell, leaving out a row with no value, and gives none where no row meets', () => {
    expect(
      pivotCells({ kind: 'sum', key: 'duration' }, groups, across, cellCounts(groups, across, 6), place, ctx),
    ).toEqual([
      [12, null, null],
      [null, 20, 10],
      [null, 30, null],
    ]);
  });
});
