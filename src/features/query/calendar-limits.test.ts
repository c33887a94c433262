import { describe, expect, it } from 'vitest';
import { checkRange, formatWallClock } from '../../core/dates';
import { allowedDays, atTime, daysBetween } from './calendar-limits';

const MIDNIGHT = { hour: 0, minute: 0, second: 0 };
const END_OF_DAY = { hour: 23, minute: 59, second: 59 };
const anchor = new Date(2026, 0, 1, 15, 0, 0);

describe('calendar limits', () => {
  it('offers 90 days ahead when the last day ends no later than the first begins', () => {
    const { first, last } = allowedDays(anchor, MIDNIGHT, MIDNIGHT, 90);
    expect(daysBetween(anchor, last)).toBe(90);
    expect(daysBetween(first, anchor)).toBe(90);
    const start = formatWallClock(atTime(anchor, MIDNIGHT));
    expect(checkRange(start, formatWallClock(atTime(last, MIDNIGHT)), 90)).toBeNull();
  });

  it('offers one day less when the times of day would push the range past 90 days', () => {
    const { first, last } = allowedDays(anchor, MIDNIGHT, END_OF_DAY, 90);
    expect(daysBetween(anchor, last)).toBe(89);
    expect(daysBetween(first, anchor)).toBe(89);
    const start = formatWallClock(atTime(anchor, MIDNIGHT));
    expect(checkRange(start, formatWallClock(atTime(last, END_OF_DAY)), 90)).toBeNull();
    const dayAfter = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
    expect(checkRange(start, formatWallClock(atTime(dayAfter, END_OF_DAY)), 90)).not.toBeNull();
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(daysBetween(new Date(2026, 2, 1), new Date(2026, 3, 1))).toBe(31);
  });
});
