import { describe, expect, it } from 'vitest';
import { histogram } from './stats';

describe('the length histograms of the overview', () => {
  it('bins whole values from 0 and reads p50 and p90 by nearest rank', () => {
    const h = histogram(Float64Array.of(3, 1, 1, 2, 9, 1, 0, 4, 40, 2));
    // 41 values wide in bins of 3: [0, 3) holds 0, 1, 1, 1, 2, 2; [3, 6) holds 3, 4; 9 and 40 alone.
    expect(h.width).toBe(3);
    expect(h.counts.slice(0, 4)).toEqual([6, 2, 0, 1]);
    expect(h.counts[13]).toBe(1);
    expect(h.counts.reduce((a, b) => a + b, 0)).toBe(10);
    // Sorted: 0 1 1 1 2 2 3 4 9 40; the 5th is 2 and the 9th is 9.
    expect([h.p50, h.p90, h.total]).toEqual([2, 9, 10]);
  });

  it('gives the same figures for values that are not whole, sorted instead of counted', () => {
    const whole = histogram(Float64Array.of(5, 0, 7, 7, 2));
    const halves = histogram(Float64Array.of(5, 0, 7, 7, 2.5));
    expect(whole).toEqual({ width: 1, counts: [1, 0, 1, 0, 0, 1, 0, 2], p50: 5, p90: 7, total: 5 });
    expect([halves.width, halves.counts, halves.p50, halves.p90]).toEqual([
      1,
      [1, 0, 1, 0, 0, 1, 0, 2],
      5,
      7,
    ]);
  });

  it('is all zeros with no values', () => {
    expect(histogram(new Float64Array(0))).toEqual({ width: 1, counts: [0], p50: 0, p90: 0, total: 0 });
  });

  it('sorts values too far apart to count one by one, with the same figures', () => {
    const h = histogram(Float64Array.of(0, 3_000_000, 1, 2_000_000));
    expect([h.width, h.p50, h.p90, h.total]).toEqual([150_001, 1, 3_000_000, 4]);
    expect([h.counts[0], h.counts[13], h.counts[19]]).toEqual([2, 1, 1]);
  });
});
