import { describe, expect, it } from 'vitest';
import type { ZoneOffset } from '../analytics';
import { summaryOf, columnOf } from '../../testing/summary-fixture';
import { binEdges, binOf, bucketEnd, bucketStart, chooseBins } from './buckets';
import type { SummarySpec } from './spec';

const HOUR = 3_600_000;

/** The offset of America/New_York at an instant, as a browser there gives it (read from Intl, whatever TZ runs the tests). */
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const newYorkWall = (ms: number) => {
  const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
};
const newYork: ZoneOffset = (ms) => newYorkWall(ms) - Math.floor(ms / 1000) * 1000;

/** Hourly instants from `from` (inclusive) to `to` (exclusive), as the service writes them (UTC here). */
const hourly = (from: string, to: string) => {
  const out: { date: string }[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += HOUR) out.push({ date: new Date(t).toISOString() });
  return out;
};

const byDay = (bucket: 'day' | 'week'): SummarySpec => ({
  groupBy: [{ key: 'date', bucket }],
  measures: [{ kind: 'count' }],
  pivot: null,
  share: false,
});
const dateColumn = [columnOf('date', 'date')];

describe('date buckets on the wall clock of a browser in New York', () => {
  it('keeps the 23-hour day of spring forward as one day', () => {
    // 2026-03-08 runs from 05:00 UTC (midnight EST) to 04:00 UTC the next day (midnight EDT).
    const rows = hourly('2026-03-08T04:00:00Z', '2026-03-09T05:00:00Z');
    const { result } = summaryOf(rows, byDay('day'), { columns: dateColumn, offset: newYork });
    expect(result.groups.map((g) => [new Date(g.keys[0] ?? 0).toISOString().slice(0, 10), g.rows])).toEqual([
      ['2026-03-07', 1],
      ['2026-03-08', 23],
      ['2026-03-09', 1],
    ]);
  });

  it('keeps the 25-hour day of fall back as one day', () => {
    // 2026-11-01 runs from 04:00 UTC (midnight EDT) to 05:00 UTC the next day (midnight EST).
    const rows = hourly('2026-11-01T03:00:00Z', '2026-11-02T06:00:00Z');
    const { result } = summaryOf(rows, byDay('day'), { columns: dateColumn, offset: newYork });
    expect(result.groups.map((g) => [new Date(g.keys[0] ?? 0).toISOString().slice(0, 10), g.rows])).toEqual([
      ['2026-10-31', 1],
      ['2026-11-01', 25],
      ['2026-11-02', 1],
    ]);
  });

  it('starts weeks on Monday, across the change', () => {
    // Sunday 2026-03-08 is the last day of the week of Monday 2026-03-02; Monday 2026-03-09 starts the next.
    const rows = hourly('2026-03-01T05:00:00Z', '2026-03-16T04:00:00Z');
    const { result } = summaryOf(rows, byDay('week'), { columns: dateColumn, offset: newYork });
    expect(result.groups.map((g) => [new Date(g.keys[0] ?? 0).toISOString().slice(0, 10), g.rows])).toEqual([
      ['2026-02-23', 24], // Sunday 2026-03-01
      ['2026-03-02', 6 * 24 + 23],
      ['2026-03-09', 7 * 24],
    ]);
  });
});

describe('bucket arithmetic', () => {
  const at = Date.UTC(2026, 1, 28, 17, 45); // Saturday 2026-02-28 17:45
  it('gives each bucket its start and end', () => {
    expect(bucketStart('hour', at)).toBe(Date.UTC(2026, 1, 28, 17));
    expect(bucketStart('day', at)).toBe(Date.UTC(2026, 1, 28));
    expect(bucketStart('week', at)).toBe(Date.UTC(2026, 1, 23));
    expect(bucketStart('month', at)).toBe(Date.UTC(2026, 1, 1));
    expect(bucketEnd('month', Date.UTC(2026, 1, 1))).toBe(Date.UTC(2026, 2, 1));
    expect(bucketEnd('month', Date.UTC(2026, 11, 1))).toBe(Date.UTC(2027, 0, 1));
    expect(bucketEnd('week', Date.UTC(2026, 1, 23))).toBe(Date.UTC(2026, 2, 2));
    expect(bucketStart('month', Date.UTC(2024, 1, 29, 23))).toBe(Date.UTC(2024, 1, 1));
    expect(bucketStart('month', Date.UTC(1969, 11, 31))).toBe(Date.UTC(1969, 11, 1));
    expect(bucketStart('week', Date.UTC(1970, 0, 1))).toBe(Date.UTC(1969, 11, 29));
  });
});

describe('month and week buckets on every day of a century', () => {
  it('start on the 1st of the month and on the Monday at or before the day', () => {
    const wrong: string[] = [];
    for (let day = Date.UTC(1950, 0, 1); day < Date.UTC(2060, 0, 1); day += 86_400_000) {
      const at = day + 23 * HOUR + 59 * 60_000;
      const d = new Date(day);
      if (bucketStart('month', at) !== Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1))
        wrong.push(`month ${d.toISOString()}`);
      const monday = day - ((d.getUTCDay() + 6) % 7) * 86_400_000;
      if (bucketStart('week', at) !== monday) wrong.push(`week ${d.toISOString()}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('number bins', () => {
  const bins = (values: number[]) => chooseBins(Float64Array.from(values), values.length);

  it('give whole numbers one bin each while there are at most 20 of them', () => {
    expect(bins([0, 1, 2, 4, NaN])).toEqual({ start: 0, width: 1, count: 5 });
    expect(bins([1, 20])).toEqual({ start: 1, width: 1, count: 20 });
  });

  it('take the narrowest width of 1, 2 or 5 × 10^k that covers the values in at most 20 bins', () => {
    expect(bins([0, 21])).toEqual({ start: 0, width: 2, count: 11 });
    expect(bins([3, 997])).toEqual({ start: 0, width: 50, count: 20 });
    expect(bins([0.01, 0.97])).toEqual({ start: 0, width: 0.05, count: 20 });
    expect(bins([-7.5, 12.25])).toEqual({ start: -8, width: 2, count: 11 });
    expect(bins([5, 5])).toEqual({ start: 5, width: 1, count: 1 });
    expect(bins([])).toEqual({ start: 0, width: 1, count: 1 });
  });

  it('put a value on an edge in the bin it starts, the same bin the drill filters by', () => {
    const b = bins([0, 0.3, 0.95]);
    const edges = binEdges(b);
    expect(b.width).toBe(0.05);
    expect(edges[6]).toBe(0.3);
    expect(binOf(0.3, b, edges)).toBe(6);
    expect(binOf(0.95, b, edges)).toBe(b.count - 1);
  });
});
