import { describe, expect, it } from 'vitest';
import { WallHours } from './time-buckets';

const HOUR = 3_600_000;
const hourOf = (y: number, mo: number, d: number, h: number) => Date.UTC(y, mo - 1, d, h) / HOUR;

describe('WallHours: the wall-clock hour of an instant in a zone', () => {
  // A zone at UTC-3 that falls back to UTC-4 at 2026-04-05 03:00 UTC (00:00 local becomes 23:00 again).
  const fallBack = Date.UTC(2026, 3, 5, 3);
  const zone = new WallHours((ms) => (ms < fallBack ? -3 : -4) * HOUR);

  it('reads each instant on the offset of its own UTC hour, a repeated hour included', () => {
    expect(zone.of(Date.UTC(2026, 3, 5, 2, 30))).toBe(hourOf(2026, 4, 4, 23));
    expect(zone.of(Date.UTC(2026, 3, 5, 3, 30))).toBe(hourOf(2026, 4, 4, 23));
    expect(zone.of(Date.UTC(2026, 3, 5, 4, 0))).toBe(hourOf(2026, 4, 5, 0));
    expect(zone.of(Date.UTC(1969, 11, 31, 23, 59))).toBe(hourOf(1969, 12, 31, 20));
  });

  it('keeps apart hours 2^16 apart, which share a slot of its cache', () => {
    const switchAt = Date.UTC(2030, 0, 1);
    const india = new WallHours((ms) => (ms < switchAt ? 5.5 : -2) * HOUR);
    const early = Date.UTC(2026, 0, 1, 0, 15);
    const late = early + 65_536 * HOUR;
    expect(india.of(early)).toBe(hourOf(2026, 1, 1, 5));
    expect(india.of(late)).toBe(Math.floor((late - 2 * HOUR) / HOUR));
    expect(india.of(early)).toBe(hourOf(2026, 1, 1, 5));
  });

  it('fills a column of hours from a column of times, NaN where there is no time, only in its range', () => {
    const times = Float64Array.of(Date.UTC(2026, 3, 5, 2, 30), NaN, Date.UTC(2026, 3, 5, 4), 0);
    const hours = new Float64Array(4).fill(-1);
    zone.fill(times, hours, 0, 3);
    expect([...hours]).toEqual([hourOf(2026, 4, 4, 23), NaN, hourOf(2026, 4, 5, 0), -1]);
  });
});
