import { describe, expect, it } from 'vitest';
import { summaryRowsShown } from './summary-rows-shown';

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
