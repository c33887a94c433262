import { describe, expect, it } from 'vitest';
import { settledDays } from './settled-days';

const HOUR = 3_600_000;
/** An instant whose wall clock on this machine is the given one. */
const at = (y: number, m: number, d: number, h: number) => {
  const guess = Date.UTC(y, m - 1, d, h);
  return guess + new Date(guess).getTimezoneOffset() * 60_000;
};

describe('the days of a comparison that have settled', () => {
  const range = { startDate: '2026-03-01 00:00:00', endDate: '2026-03-10 23:59:59' };

  it('stop at the start of the day that holds the last settled instant, in both periods', () => {
    const now = at(2026, 3, 10, 12);
    const days = settledDays(range, 'previous', HOUR, now);
    expect(days?.current).toBe(Date.UTC(2026, 2, 10));
    // Ten days earlier: the tenth day of the previous period.
    expect(days?.other).toBe(Date.UTC(2026, 1, 28));
    expect(settledDays(range, 'lastYear', HOUR, now)?.other).toBe(Date.UTC(2025, 2, 10));
  });

  it('are every day when the range ended before the last settled day', () => {
    expect(settledDays(range, 'previous', HOUR, at(2026, 3, 12, 12))).toBeNull();
  });

  it('move back a day when the settle time reaches into yesterday', () => {
    const days = settledDays(range, 'previous', 3 * HOUR, at(2026, 3, 10, 1));
    expect(days?.current).toBe(Date.UTC(2026, 2, 9));
  });
});
