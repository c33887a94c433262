import { describe, expect, it } from 'vitest';
import { FIXTURE, summaryOf } from '../../testing/summary-fixture';
import { MAX_CELLS } from './summarize';
import { shareOf } from './measures';
import type { Measure, SummarySpec } from './spec';

const spec = (s: Partial<SummarySpec>): SummarySpec => ({
  groupBy: [{ key: 'channel' }],
  measures: [{ kind: 'count' }],
  pivot: null,
  share: false,
  ...s,
});
const EVERY: Measure[] = [
  { kind: 'count' },
  { kind: 'sum', key: 'duration' },
  { kind: 'avg', key: 'duration' },
  { kind: 'min', key: 'duration' },
  { kind: 'max', key: 'duration' },
  { kind: 'median', key: 'duration' },
  { kind: 'p90', key: 'duration' },
  { kind: 'distinct', key: 'agent' },
];
/** A row per group: its shown text, then its figures in the order of EVERY. */
const table = (s: SummarySpec, measures = EVERY) => {
  const { result, drill } = summaryOf(FIXTURE, { ...s, measures });
  return result.groups.map((g) => [drill.textOf('channel', g.keys[0] ?? 0), ...g.figures]);
};

describe('a summary of a small report, computed by hand', () => {
  it('gives every measure per channel, the missing channel (null or empty) a group of its own', () => {
    // web: 10, 20 and a text; app: 30, 40 and a null; none: 5, 7. Agents: web a b (and a null), app a a b, none c a.
    expect(table(spec({}))).toEqual([
      ['web', 3, 30, 15, 10, 20, 10, 20, 2],
      ['app', 3, 70, 35, 30, 40, 30, 40, 2],
      ['', 2, 12, 6, 5, 7, 5, 7, 2],
    ]);
  });

  it('totals every row, and says how many rows each measure skipped', () => {
    const { result } = summaryOf(FIXTURE, spec({ measures: EVERY }));
    // Numbers 10 20 30 5 40 7: sorted 5 7 10 20 30 40; the null and the text are skipped, as is the null agent.
    expect(result.total).toEqual({ figures: [8, 112, 112 / 6, 5, 40, 10, 40, 3], rows: 8 });
    expect(result.skipped).toEqual([0, 2, 2, 2, 2, 2, 2, 1]);
    expect(result.groups.map((g) => g.rows)).toEqual([3, 3, 2]);
  });

  it('gives no figure for a column with no number, and counts no distinct value in it', () => {
    const { result } = summaryOf(
      FIXTURE,
      spec({
        measures: [
          { kind: 'sum', key: 'empty' },
          { kind: 'median', key: 'empty' },
          { kind: 'distinct', key: 'empty' },
        ],
      }),
    );
    expect(result.groups.map((g) => g.figures)).toEqual([
      [null, null, 0],
      [null, null, 0],
      [null, null, 0],
    ]);
    expect(result.skipped).toEqual([8, 8, 8]);
  });

  it('summarizes only the rows shown, and nothing when none is shown', () => {
    const { result } = summaryOf(
      FIXTURE,
      spec({ measures: [{ kind: 'count' }, { kind: 'sum', key: 'duration' }] }),
      {
        shownRows: [0, 2, 6],
      },
    );
    expect(result.groups.map((g) => [g.keys.length, g.figures])).toEqual([
      [1, [2, 70]],
      [1, [1, 10]],
    ]);
    const none = summaryOf(
      FIXTURE,
      spec({ measures: [{ kind: 'count' }, { kind: 'avg', key: 'duration' }] }),
      {
        shownRows: [],
      },
    ).result;
    expect(none.groups).toEqual([]);
    expect(none.total).toEqual({ figures: [0, null], rows: 0 });
  });

  it('orders groups by their first figure, largest first, the missing group last among equals', () => {
    const { result, drill } = summaryOf(FIXTURE, spec({ groupBy: [{ key: 'agent' }] }));
    expect(result.groups.map((g) => [drill.textOf('agent', g.keys[0] ?? 0), g.figures[0]])).toEqual([
      ['a', 4],
      ['b', 2],
      ['c', 1],
      ['', 1],
    ]);
  });
});

describe('percentiles', () => {
  const rows = (values: number[]) => values.map((v) => ({ g: 'x', v }));
  const figures = (values: number[]) =>
    summaryOf(
      rows(values),
      spec({
        groupBy: [{ key: 'g' }],
        measures: [
          { kind: 'median', key: 'v' },
          { kind: 'p90', key: 'v' },
        ],
      }),
    ).result.groups[0]?.figures;

  it('are nearest rank: the smallest value with at least half (nine tenths) of the values at or below', () => {
    expect(figures([3, 1, 2, 10, 9, 8, 7, 6, 5, 4])).toEqual([5, 9]);
    expect(figures([7])).toEqual([7, 7]);
    expect(figures([1, 2])).toEqual([1, 2]);
    expect(figures([4, 4, 4, 1])).toEqual([4, 4]);
    expect(figures(Array.from({ length: 100 }, (_, i) => 100 - i))).toEqual([50, 90]);
  });
});

describe('share of the total', () => {
  it('is a count, sum or distinct count over the total one; the others have none', () => {
    const { result } = summaryOf(
      FIXTURE,
      spec({
        measures: [{ kind: 'count' }, { kind: 'sum', key: 'duration' }, { kind: 'avg', key: 'duration' }],
        share: true,
      }),
    );
    const kinds = ['count', 'sum', 'avg'] as const;
    const shares = result.groups.map((g) =>
      kinds.map((kind, m) => shareOf(kind, g.figures[m] ?? null, result.total.figures[m] ?? null)),
    );
    expect(shares).toEqual([
      [3 / 8, 30 / 112, null],
      [3 / 8, 70 / 112, null],
      [2 / 8, 12 / 112, null],
    ]);
    expect(shareOf('count', 0, 0)).toBeNull();
  });
});

describe('a pivot', () => {
  it('spreads a column across, with totals on both sides that are figures of their own rows', () => {
    const { result } = summaryOf(
      FIXTURE,
      spec({ measures: [{ kind: 'avg', key: 'duration' }], pivot: { key: 'day', bucket: 'week' } }),
    );
    const pivot = result.pivot;
    // Weeks from Monday 2026-03-02, 2026-03-09 and 2026-03-30, then the row with no day.
    expect(pivot?.across).toEqual([Date.UTC(2026, 2, 2), Date.UTC(2026, 2, 9), Date.UTC(2026, 2, 30), NaN]);
    // Groups by their average, largest first: app, web, none.
    expect(pivot?.cells).toEqual([
      [30, null, null, 40], // app: 30 (and a null) in the first week, 40 with no day
      [15, null, null, null], // web: 10 and 20 in the first week, only a text in the second
      [null, 5, 7, null],
    ]);
    // An average's totals are averages of their rows, not sums of the cells.
    expect(pivot?.rowTotals).toEqual([35, 15, 6]);
    expect(pivot?.columnTotals).toEqual([20, 5, 7, 40]);
    expect(pivot?.grand).toBeCloseTo(112 / 6);
    expect(result.cells).toBe(3 * 4);
  });

  it('orders a category across by its total, largest first', () => {
    const { result, drill } = summaryOf(
      FIXTURE,
      spec({ groupBy: [{ key: 'day', bucket: 'month' }], pivot: { key: 'agent' } }),
    );
    // Ties by code, the missing value last: c after the row with no agent.
    expect(result.pivot?.across.map((code) => drill.textOf('agent', code))).toEqual(['a', 'b', 'c', '']);
    expect(result.groups.map((g) => g.keys[0])).toEqual([Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1), NaN]);
    expect(result.pivot?.cells).toEqual([
      [3, 1, 1, 1],
      [1, null, null, null],
      [null, 1, null, null],
    ]);
    expect(result.pivot?.columnTotals).toEqual([4, 2, 1, 1]);
    expect(result.pivot?.grand).toBe(8);
  });
});

describe('too many groups', () => {
  it('stops over MAX_CELLS figures and says how many there would be', () => {
    const rows = Array.from({ length: MAX_CELLS / 2 + 1 }, (_, i) => ({ id: `row ${i}` }));
    const { result } = summaryOf(
      rows,
      spec({ groupBy: [{ key: 'id' }], measures: [{ kind: 'count' }, { kind: 'distinct', key: 'id' }] }),
    );
    expect(result).toMatchObject({ tooMany: true, cells: (MAX_CELLS / 2 + 1) * 2, groups: [], pivot: null });
    expect(result.total.rows).toBe(MAX_CELLS / 2 + 1);
    const fewer = summaryOf(
      rows.slice(1),
      spec({ groupBy: [{ key: 'id' }], measures: [{ kind: 'count' }, { kind: 'distinct', key: 'id' }] }),
    );
    expect(fewer.result.tooMany).toBe(false);
    expect(fewer.result.groups).toHaveLength(MAX_CELLS / 2);
  });
});

describe('grouping by many values', () => {
  it('gives the same groups whether pairs are looked up directly or hashed', () => {
    // 3,000 × 3,000 possible pairs is past the direct table: the pairs are hashed.
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      a: `a${(i * 7) % 3000}`,
      b: `b${(i * 13) % 2999}`,
    }));
    const { result, drill } = summaryOf(rows, spec({ groupBy: [{ key: 'a' }, { key: 'b' }] }));
    const expected = new Map<string, number>();
    for (const r of rows) expected.set(`${r.a}|${r.b}`, (expected.get(`${r.a}|${r.b}`) ?? 0) + 1);
    const got = new Map(
      result.groups.map((g) => [
        `${drill.textOf('a', g.keys[0] ?? 0)}|${drill.textOf('b', g.keys[1] ?? 0)}`,
        g.rows,
      ]),
    );
    expect(got).toEqual(expected);
  });

  it('keeps dates far apart in buckets of their own', () => {
    const rows = [
      { d: '0001-01-01 00:00:00' },
      { d: '2026-03-02 10:00:00' },
      { d: '2026-03-02 10:30:00' },
      { d: null },
    ];
    const { result } = summaryOf(rows, spec({ groupBy: [{ key: 'd', bucket: 'hour' }] }));
    expect(result.groups.map((g) => [g.keys[0], g.rows])).toEqual([
      [new Date('0001-01-01T00:00:00Z').getTime(), 1],
      [Date.UTC(2026, 2, 2, 10), 2],
      [NaN, 1],
    ]);
  });
});
