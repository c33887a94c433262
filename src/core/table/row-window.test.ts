import { describe, expect, it } from 'vitest';
import { rowTop, rowWindow, scrollTopFor, type RowGeometry, type RowWindow } from './row-window';
import { toVirtual } from './scroll-scale';

const g: RowGeometry = { rowHeight: 28, headerHeight: 66, overscan: 1 };
const height = 600;
const rowsIn = (w: RowWindow) => Array.from({ length: w.to - w.from }, (_, i) => w.from + i);

/** Rows at least partly visible below the sticky header at a scroll position. */
function visibleRows(count: number, scrollTop: number) {
  const w = rowWindow(g, count, scrollTop, height);
  const top = toVirtual(w.scale, scrollTop);
  const rows: number[] = [];
  for (let pos = 0; pos < count; pos++) {
    const rowTop = g.headerHeight + pos * g.rowHeight;
    if (rowTop + g.rowHeight > top + g.headerHeight && rowTop < top + height) rows.push(pos);
  }
  return rows;
}

describe('row window', () => {
  it('draws every row visible under the header, at the top, in the middle and at the bottom', () => {
    const count = 250_000;
    const maxTop = g.headerHeight + count * g.rowHeight - height;
    for (const scrollTop of [0, 13, 28 * 1000 + 5, 3_456_789, maxTop - 1, maxTop]) {
      const drawn = new Set(rowsIn(rowWindow(g, count, scrollTop, height)));
      for (const pos of visibleRows(count, scrollTop))
        expect(drawn.has(pos), `row ${pos} at ${scrollTop}`).toBe(true);
    }
  });

  it('keeps the pool the same size while scrolling and never draws more rows than it holds', () => {
    const count = 10_000;
    const a = rowWindow(g, count, 5_000, height);
    const b = rowWindow(g, count, 5_000 + 3 * g.rowHeight + 5, height);
    expect(a.slots).toBe(b.slots);
    expect(a.to - a.from).toBe(a.slots);
    // Rows drawn in both windows keep their slot (pos % slots), so only the rows that left are redrawn.
    expect(b.from - a.from).toBe(3);
  });

  it('draws only the rows there are, and nothing for an empty table', () => {
    expect(rowsIn(rowWindow(g, 3, 0, height))).toEqual([0, 1, 2]);
    expect(rowsIn(rowWindow(g, 0, 0, height))).toEqual([]);
  });

  it('reaches the last of 1,000,000 rows in a scaled scroll space', () => {
    const count = 1_000_000;
    const w0 = rowWindow(g, count, 0, height);
    const maxTop = w0.scale.realHeight - height;
    const w = rowWindow(g, count, maxTop, height);
    expect(w.scale.ratio).toBeGreaterThan(1);
    expect(w.to).toBe(count);
    // The last row ends at the bottom of the viewport.
    const lastRowBottom = rowTop(g, w, maxTop, count - 1) + g.rowHeight;
    expect(lastRowBottom).toBeCloseTo(maxTop + height, 3);
  });

  it('scrolls a row into view under the header, and not at all when it is visible', () => {
    const count = 1_000;
    expect(scrollTopFor(g, count, 10, 0, height)).toBe(0);
    const down = scrollTopFor(g, count, 500, 0, height);
    expect(visibleRows(count, down)).toContain(500);
    expect(visibleRows(count, down).at(-1)).toBe(500);
    const up = scrollTopFor(g, count, 100, down, height);
    expect(visibleRows(count, up)[0]).toBe(100);
    const big = 1_000_000;
    const far = scrollTopFor(g, big, 765_432, 0, height);
    const w = rowWindow(g, big, far, height);
    expect(rowsIn(w)).toContain(765_432);
  });
});
