import { describe, expect, it } from 'vitest';
import { mad, median, robustBand } from './robust-band';

describe('a robust band', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('spreads by the median absolute deviation, which one wild day hardly moves', () => {
    expect(mad([1, 2, 3, 4, 100])).toBe(1);
    const band = robustBand([70, 72, 74, 76, 78, 10], 3, 0);
    expect(band.median).toBe(73);
    expect(band.low).toBeCloseTo(73 - 3 * 1.4826 * 3);
    expect(band.high).toBeCloseTo(73 + 3 * 1.4826 * 3);
  });

  it('is never narrower than its floor, so a flat history does not call noise an alert', () => {
    expect(robustBand([0.75, 0.75, 0.75, 0.75], 3, 0.02)).toEqual({ median: 0.75, low: 0.73, high: 0.77 });
  });
});
