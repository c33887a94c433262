import { describe, expect, it } from 'vitest';
import { drawnColumns, summaryColumnsShown, summaryRowsShown, wideWidth } from './summary-shown';

describe("the Summary table's rows in the page", () => {
  it('a short summary shows every row and is as tall as its rows', () => {
    // Three groups and the total, under the header: five rows of 32 px and the border.
    expect(summaryRowsShown(4, 0)).toEqual({ height: 162, first: 0, last: 4 });
  });

  it('a summary of 41 groups opens with the 15 rows in view and 12 more, the rest left out of the page', () => {
    expect(summaryRowsShown(42, 0)).toEqual({ height: 480, first: 0, last: 27 });
  });

  it('scrolled deep into tens of thousands of groups, only the rows around the view are drawn', () => {
    const shown = summaryRowsShown(50_000, 32 * 20_000);
    expect(shown).toEqual({ height: 480, first: 19_988, last: 20_027 });
  });

  it('scrolled to the end, the last row drawn is the total', () => {
    expect(summaryRowsShown(42, 42 * 32 - 480).last).toBe(42);
  });
});

describe("the Summary table's columns in the page", () => {
  it('a table of a few columns draws them all, as wide as their texts', () => {
    expect(summaryColumnsShown(2, 4, 0, 1000)).toBeNull();
    expect(drawnColumns(6, null).map((c) => (c.kind === 'column' ? c.index : c.side))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('a pivot of 240 hours across, at its left, draws the group column, the hours in view and two more', () => {
    // 1,000 px less the 180 px group column shows 7.9 figure columns of 104 px.
    const shown = summaryColumnsShown(1, 241, 0, 1000);
    expect(shown).toEqual({ keys: 1, figures: 241, first: 0, last: 10 });
    const drawn = drawnColumns(242, shown);
    expect(drawn.slice(0, 11).map((c) => (c.kind === 'column' ? c.index : c.side))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // The 231 columns to the right are one gap as wide as they are, and the table as wide as every column.
    expect(drawn.at(-1)).toEqual({ kind: 'gap', side: 'right', width: 231 * 104 });
    expect(shown && wideWidth(shown)).toBe(180 + 241 * 104);
  });

  it('scrolled to its end, the Total column is drawn and the columns passed are one gap', () => {
    const left = 180 + 241 * 104 - 1000;
    const shown = summaryColumnsShown(1, 241, left, 1000);
    expect(shown?.last).toBe(241);
    const drawn = drawnColumns(242, shown);
    expect(drawn[0]).toEqual({ kind: 'column', index: 0 });
    expect(drawn[1]).toMatchObject({ kind: 'gap', side: 'left' });
    expect(drawn.at(-1)).toEqual({ kind: 'column', index: 241 });
  });
});
