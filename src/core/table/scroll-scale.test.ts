import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT, realTop, scrollScale, toReal, toVirtual } from './scroll-scale';

describe('scroll scaling', () => {
  const rowHeight = 28;
  const viewport = 800;

  it('changes nothing while the content fits under the cap', () => {
    const s = scrollScale(10_000 * rowHeight, viewport);
    expect(s).toEqual({ realHeight: 280_000, virtualHeight: 280_000, ratio: 1 });
    expect(realTop(s, 5_000, 6_000)).toBe(6_000);
  });

  it('keeps 1,000,000 rows reachable under the cap: top, bottom and every row in between', () => {
    const rows = 1_000_000;
    const s = scrollScale(rows * rowHeight, viewport);
    expect(s.realHeight).toBe(MAX_SCROLL_HEIGHT);
    expect(s.virtualHeight).toBe(28_000_000);
    const maxReal = s.realHeight - viewport;
    // The last real scroll position shows the last rows, exactly at the bottom.
    expect(toVirtual(s, maxReal)).toBeCloseTo(s.virtualHeight - viewport, 6);
    expect(Math.floor((toVirtual(s, maxReal) + viewport - 1) / rowHeight)).toBe(rows - 1);
    // Any row can be scrolled to, and comes back to the same row.
    for (const row of [0, 1, 357_913, 999_999]) {
      const real = Math.min(maxReal, toReal(s, row * rowHeight));
      expect(Math.floor(toVirtual(s, real) / rowHeight)).toBe(
        Math.min(row, Math.floor((s.virtualHeight - viewport) / rowHeight)),
      );
    }
    // One real pixel of scroll moves less than one row, so a drag of the thumb can reach every row.
    expect(s.ratio).toBeLessThan(rowHeight);
  });

  it('draws the rows in view inside the real viewport, at their real height', () => {
    const s = scrollScale(1_000_000 * rowHeight, viewport);
    const real = 4_321_000;
    const first = Math.floor(toVirtual(s, real) / rowHeight);
    const top = realTop(s, real, first * rowHeight);
    expect(top).toBeLessThanOrEqual(real);
    expect(top).toBeGreaterThan(real - rowHeight);
    expect(realTop(s, real, (first + 1) * rowHeight) - top).toBe(rowHeight);
  });
});
