import { describe, expect, it } from 'vitest';
import { columnOf, FIXTURE, rowsPassing, summaryOf } from '../../testing/summary-fixture';
import type { RowRecord } from '../table';
import { drillFilters } from './drill-filter';
import type { GroupBy, SummarySpec } from './spec';

const spec = (groupBy: GroupBy[], pivot: GroupBy | null = null): SummarySpec => ({
  groupBy,
  measures: [{ kind: 'count' }],
  pivot,
  share: false,
});

/** Every group's drill, and every pivot cell's and column total's, selects as many rows as the figure says, and no row twice. */
function expectExactDrills(
  rows: readonly RowRecord[],
  s: SummarySpec,
  options: Parameters<typeof summaryOf>[2] = {},
  textOf?: Parameters<typeof rowsPassing>[2],
) {
  const { result, drill } = summaryOf(rows, s, options);
  expect(result.tooMany).toBe(false);
  const seen = new Set<number>();
  for (const group of result.groups) {
    const passing = rowsPassing(rows, drillFilters(s, group.keys, null, drill), textOf);
    expect(passing.length).toBe(group.rows);
    for (const i of passing) seen.add(i);
  }
  expect(seen.size).toBe(rows.length);
  const pivot = result.pivot;
  if (!pivot) return result;
  result.groups.forEach((group, g) =>
    pivot.across.forEach((across, a) => {
      const passing = rowsPassing(rows, drillFilters(s, group.keys, across, drill), textOf);
      expect(passing.length).toBe(pivot.cells[g]?.[a] ?? 0);
    }),
  );
  pivot.across.forEach((across, a) =>
    expect(rowsPassing(rows, drillFilters(s, [], across, drill), textOf).length).toBe(pivot.columnTotals[a]),
  );
  return result;
}

describe("a figure's drill", () => {
  it('opens exactly the rows of each category, the missing one included', () => {
    expectExactDrills(FIXTURE, spec([{ key: 'channel' }]));
    expectExactDrills(FIXTURE, spec([{ key: 'channel' }, { key: 'agent' }]));
  });

  it.each(['hour', 'day', 'week', 'month'] as const)('opens exactly the rows of each %s', (bucket) => {
    expectExactDrills(FIXTURE, spec([{ key: 'day', bucket }]));
    expectExactDrills(FIXTURE, spec([{ key: 'channel' }], { key: 'day', bucket }));
  });

  it('opens the rows of a period in ISO texts as written, and in dates with no time', () => {
    const rows = [
      { at: '2026-03-02T23:59:59.999-05:00' },
      { at: '2026-03-03T00:00:00.000-05:00' },
      { at: '2026-03-03T10:15:00Z' },
      { at: '2026-03-03T11:00:00+01:00' },
      { at: null },
    ];
    for (const bucket of ['hour', 'day'] as const) expectExactDrills(rows, spec([{ key: 'at', bucket }]));
    const days = [{ on: '2026-03-02' }, { on: '2026-03-03' }, { on: '2026-03-03' }];
    expectExactDrills(days, spec([{ key: 'on', bucket: 'hour' }]));
    const { result, drill } = summaryOf(rows, spec([{ key: 'at', bucket: 'hour' }]));
    expect(
      drillFilters(spec([{ key: 'at', bucket: 'hour' }]), result.groups[2]?.keys ?? [], null, drill),
    ).toEqual({
      at: { kind: 'textRange', from: '2026-03-03T10', to: '2026-03-03T11' },
    });
  });

  it('opens exactly the rows of each number bin, values on an edge included', () => {
    const rows: RowRecord[] = [0, 0.05, 0.1, 0.3, 0.3, 0.35, 0.6, 0.95, 1, null, 0.7].map((v) => ({
      score: v,
    }));
    const s = spec([{ key: 'score' }]);
    const options = { columns: [columnOf('score', 'number')] };
    const result = expectExactDrills(rows, s, options);
    const { drill } = summaryOf(rows, s, options);
    const first = result.groups[0];
    expect(first && drillFilters(s, first.keys, null, drill)).toEqual({
      score: { kind: 'range', min: 0, max: 0.1, below: true },
    });
  });

  it('opens the rows of a day in the grid of a browser in New York across daylight saving', () => {
    const rows: RowRecord[] = [];
    for (let t = Date.parse('2026-03-07T00:00:00Z'); t < Date.parse('2026-03-10T00:00:00Z'); t += 1_800_000)
      rows.push({ date: new Date(t).toISOString() });
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // The grid shows `yyyy-MM-dd HH:mm:ss` on the browser's clock (Swedish dates have this very shape).
    const shown = (v: unknown) => (typeof v === 'string' ? format.format(Date.parse(v)) : '');
    const newYork = (ms: number) =>
      Date.parse(`${format.format(ms).replace(' ', 'T')}Z`) - Math.floor(ms / 1000) * 1000;
    const columns = [{ ...columnOf('date', 'date'), text: shown }];
    for (const bucket of ['hour', 'day'] as const)
      expectExactDrills(rows, spec([{ key: 'date', bucket }]), { columns, offset: newYork }, (_, v) =>
        shown(v),
      );
  });
});
