import { describe, expect, it } from 'vitest';
import { blockTop, rowWindow, scrollTopFor, type RowGeometry } from './row-window';
import { toVirtual } from './scroll-scale';

const g: RowGeometry = { rowHeight: 28, headerHeight: 66, overscan: 1, block: 2 };
const height = 600;
const rowsIn = (blocks: number[]) => blocks.flatMap((b) => [b * g.block, b * g.block + 1]);

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
      const drawn = new Set(rowsIn(rowWindow(g, count, scrollTop, height).blocks));
      for (const pos of visibleRows(count, scrollTop))
        expect(drawn.has(pos), `row ${pos} at ${scrollTop}`).toBe(true);
    }
  });

  it('keeps the pool the same size while scrolling and puts a block in the same slot while it stays', () => {
    const count = 10_000;
    const a = rowWindow(g, count, 5_000, height);
    const b = rowWindow(g, count, 5_000 + 3 * g.rowHeight, height);
    expect(a.slots).toBe(b.slots);
    expect(a.blocks.length).toBe(a.slots);
    const kept = a.blocks.filter((x) => b.blocks.includes(x));
    expect(kept.length).toBeGreaterThan(a.slots / 2);
  });

  it('draws only the rows there are, and nothing for an empty table', () => {
    expect(rowsIn(rowWindow(g, 3, 0, height).blocks).filter((p) => p < 3)).toEqual([0, 1, 2]);
    expect(rowWindow(g, 0, 0, height).blocks).toEqual([]);
  });

  it('reaches the last of 1,000,000 rows in a scaled scroll space', () => {
    const count = 1_000_000;
    const w0 = rowWindow(g, count, 0, height);
    const maxTop = w0.scale.realHeight - height;
    const w = rowWindow(g, count, maxTop, height);
    expect(w.scale.ratio).toBeGreaterThan(1);
    expect(rowsIn(w.blocks)).toContain(count - 1);
    // The last block sits so that the last row ends at the bottom of the viewport.
    const last = w.blocks.at(-1) ?? -1;
    const lastRowBottom = blockTop(g, w, maxTop, last) + (count - 1 - last * g.block + 1) * g.rowHeight;
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
    expect(rowsIn(w.blocks)).toContain(765_432);
  });
});
