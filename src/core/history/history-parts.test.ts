import { describe, expect, it } from 'vitest';
import { random } from '../../testing/seeded-random';
import {
  estimateFetch,
  keptApart,
  parseRowDate,
  querySpan,
  serviceWallMs,
  spanRange,
  type StoredSegment,
} from '.';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('a row’s date', () => {
  it('reads the service’s wall clock and its offset from the row’s own date', () => {
    const date = parseRowDate('2026-03-01T10:02:00-05:00');
    expect(date).toEqual({
      wallMs: Date.UTC(2026, 2, 1, 10, 2, 0),
      offsetMin: -300,
      instantMs: Date.UTC(2026, 2, 1, 15, 2, 0),
    });
    expect(parseRowDate('2026-03-01T10:02:00.125Z')?.offsetMin).toBe(0);
    expect(parseRowDate('2026-03-01 10:02:00')).toBeNull();
    expect(parseRowDate(17)).toBeNull();
  });
});

describe('the service’s clock', () => {
  it('is the device’s instant at the service’s offset, and the earliest zone’s while the offset is unknown', () => {
    const instant = Date.UTC(2026, 10, 26, 12, 0, 0, 400);
    expect(serviceWallMs(instant, -300)).toBe(Date.UTC(2026, 10, 26, 7, 0, 0));
    expect(serviceWallMs(instant, undefined)).toBe(Date.UTC(2026, 10, 26, 0, 0, 0));
  });
});

describe('a query’s span', () => {
  it('reads the dates as the service does and writes a window back in its format', () => {
    const query = { reportKey: 'dialogs', startDate: '2026-01-01 00:00:00', endDate: '2026-03-31 23:59:59' };
    const span = querySpan(query);
    expect(span).toEqual({ startMs: Date.UTC(2026, 0, 1), endMs: Date.UTC(2026, 2, 31, 23, 59, 59) });
    expect({
      ...query,
      ...spanRange({ startMs: Date.UTC(2026, 1, 1), endMs: Date.UTC(2026, 1, 2) - 1000 }),
    }).toEqual({
      reportKey: 'dialogs',
      startDate: '2026-02-01 00:00:00',
      endDate: '2026-02-01 23:59:59',
    });
    expect(querySpan({ startDate: '2026-02-02 00:00:00', endDate: '2026-02-01 00:00:00' })).toBeNull();
  });
});

describe('segments kept apart', () => {
  const seg = (id: string, startDay: number, endDay: number, fetchedDay: number): StoredSegment => ({
    id,
    startMs: startDay * DAY,
    endMs: endDay * DAY - 1000,
    fetchedAtMs: fetchedDay * DAY,
    rows: (endDay - startDay) * 100,
  });

  it('gives overlapping days to the segment fetched later, whatever the order they were stored in', () => {
    const kept = keptApart([seg('new', 5, 10, 20), seg('old', 0, 8, 9)], true);
    expect(kept.map((s) => [s.id, s.startMs / DAY, (s.endMs + 1000) / DAY, s.rows])).toEqual([
      ['old', 0, 5, 500],
      ['new', 5, 10, 500],
    ]);
  });

  it('drops an older segment of a report without dates whole, since its rows cannot be cut', () => {
    expect(keptApart([seg('new', 5, 10, 20), seg('old', 0, 8, 9)], false).map((s) => s.id)).toEqual(['new']);
  });

  it('never leaves two segments over the same second', () => {
    const next = random(32);
    for (let round = 0; round < 200; round++) {
      const segments = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) => {
        const start = Math.floor(next() * 60);
        return seg(`s${i}`, start, start + 1 + Math.floor(next() * 30), Math.floor(next() * 100));
      });
      const kept = keptApart(segments, true);
      for (let i = 1; i < kept.length; i++)
        expect(kept[i]?.startMs).toBeGreaterThan(kept[i - 1]?.endMs ?? -Infinity);
      // Every second any segment held is still held.
      const covered = (list: StoredSegment[]) =>
        new Set(
          list.flatMap((s) =>
            Array.from({ length: (s.endMs + 1000 - s.startMs) / DAY }, (_, d) => s.startMs / DAY + d),
          ),
        );
      expect(covered(kept)).toEqual(covered(segments));
    }
  });
});

describe('the estimate', () => {
  it('prices no rows after the service’s now less the settle time, only the query’s call', () => {
    const span = { startMs: 0, endMs: 2 * DAY - 1000 };
    expect(estimateFetch([span], 1000, 500)).toEqual({ calls: 4, rows: 2000 });
    expect(estimateFetch([span], 1000, 500, DAY / 2 - 1000)).toEqual({ calls: 1, rows: 500 });
    expect(estimateFetch([{ startMs: DAY, endMs: DAY + HOUR }], 1000, 500, 0)).toEqual({ calls: 1, rows: 0 });
  });
});
