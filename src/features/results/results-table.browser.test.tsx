import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Row } from '../../core/contract';
import { reportByKey } from '../../core/catalog/catalog';
import { dialogsRow, sampleDialogsRows } from '../../testing/sample-rows';
import { DIALOGS_COLUMNS } from './columns/dialogs-columns';
import {
  cellOf,
  cellText,
  hoverGrid,
  colIndexOf,
  mount,
  posOf,
  rowsOf,
  scrollGrid,
  withTableHost,
} from '../../testing/grid-kit';

withTableHost();

describe('ResultsTable rows (in a browser)', () => {
  it('formats the DIALOGS cells: labels with the code on hover, percentages flagged below the minimum, null as a dash, ids as links', async () => {
    const { grid } = await mount({
      pages: [
        [
          dialogsRow({ id: 'a', part: 1, confidence: 0.5, minConfidence: 0.6, previousIntent: null }),
          dialogsRow({ id: 'b', part: 0, confidence: 0.875, conversationId: 'c-2' }),
        ],
      ],
      onOpenConversation: () => {},
    });
    const cell = (name: string) => grid.getByRole('gridcell', { name, exact: true });
    await expect.element(cell('Customer')).toHaveAttribute('title', 'part = 1');
    await expect.element(cell('50.0 %')).toHaveClass('rt-flag');
    await expect.element(cell('50.0 %')).toHaveAttribute('title', 'Below the minimum confidence of 60.0 %');
    const [first] = rowsOf(grid);
    const previousIntent = first && cellOf(first, colIndexOf(grid, 'Previous intent'));
    expect(cellText(previousIntent)).toBe('—');
    expect(previousIntent).toHaveClass('rt-null');
    await expect
      .element(cell('c-2').getByRole('button', { name: 'c-2', exact: true }))
      .toHaveClass('rt-link');
    expect(rowsOf(grid).map((r) => r.getAttribute('aria-rowindex'))).toEqual(['3', '4']);
  });

  it('shows a value holding markup as text, and nested values of other reports as compact JSON', async () => {
    const { grid, el } = await mount({
      report: reportByKey('sessions'),
      pages: [[{ b: '<img src=x onerror=alert(1)>', a: 'x' }], [{ a: 'y', c: { deep: [1] } }]],
    });
    await expect
      .element(grid.getByRole('gridcell', { name: '<img src=x onerror=alert(1)>', exact: true }))
      .toBeVisible();
    expect(el.querySelector('img')).toBeNull();
    await expect.element(grid.getByRole('gridcell', { name: '{"deep":[1]}', exact: true })).toBeVisible();
  });

  it('scrolls through 100,000 rows with a fixed pool of rows, each showing the row at its position', async () => {
    const pages: Row[][] = [];
    for (let p = 0; p < 10; p++) {
      pages.push(Array.from({ length: 10_000 }, (_, i) => dialogsRow({ text: `r-${p * 10_000 + i}` })));
    }
    const { grid, el } = await mount({ pages });
    const textCol = colIndexOf(grid, 'Text');
    expect(textCol).toBeGreaterThan(1);
    // Every row element of the body, shown or kept hidden in the pool.
    const pool = () =>
      grid
        .getByRole('row', { includeHidden: true })
        .elements()
        .filter((r) => posOf(r) >= 0 || !r.hasAttribute('aria-rowindex'));
    // The DOM rows follow the face's first frame, a few at a time; a hover brings them all at once.
    await hoverGrid(grid);
    expect(rowsOf(grid).length).toBeGreaterThan(10);
    const poolSize = pool().length;
    // Scrolling writes into the same cells: no element is made or dropped (the pool is recycled).
    const cells = new Set(pool().flatMap((r) => [...r.querySelectorAll('[role="gridcell"]')]));
    for (const top of [0, 28 * 40_000 + 9, 1_234_567, 28 * 99_990, 500]) {
      await scrollGrid(el, top);
      // A scroll frame draws the face; a hover brings the DOM rows up to where it is (face.browser.test.tsx).
      await hoverGrid(grid);
      const rows = rowsOf(grid);
      expect(pool().length).toBe(poolSize);
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        const pos = posOf(row);
        expect(cellText(cellOf(row, textCol))).toBe(`r-${pos}`);
        expect(row.querySelector('[role="rowheader"]')?.textContent).toBe(String(pos + 1));
      }
      for (const cell of pool().flatMap((r) => [...r.querySelectorAll('[role="gridcell"]')]))
        expect(cells.has(cell)).toBe(true);
      // The row at the top of the view is drawn (a scroll at the end stops where the last row shows).
      const first = Math.floor(el.scrollTop / 28);
      expect(rows.map(posOf)).toContain(Math.min(first + 1, 99_999));
    }
  });

  it('scrolled sideways, shows the columns that come into view, and keeps them as it scrolls down', async () => {
    const { grid, el } = await mount({ pages: [sampleDialogsRows(2_000)] });
    const last = DIALOGS_COLUMNS.at(-1)?.header ?? '';
    const sortLast = grid.getByRole('button', { name: last, exact: true });
    expect(sortLast.elements()).toHaveLength(0);
    const sideways = new Promise((resolve) => el.addEventListener('scroll', resolve, { once: true }));
    el.scrollLeft = el.scrollWidth;
    await sideways;
    await expect.element(sortLast).toBeInTheDocument();
    const lastCol = colIndexOf(grid, last);
    await hoverGrid(grid);
    const [first] = rowsOf(grid);
    expect(first && cellOf(first, lastCol)).toBeTruthy();
    // Scrolling down moves no column: the one at the right edge stays, its cells written with the rows.
    await scrollGrid(el, 28 * 1_000);
    for (let frame = 0; frame < 3; frame++) await new Promise((next) => requestAnimationFrame(next));
    await hoverGrid(grid);
    await expect.element(sortLast).toBeInTheDocument();
    const row = rowsOf(grid).find((r) => posOf(r) === 1_000);
    expect(row && cellOf(row, lastCol)).toBeTruthy();
  });

  it('answers a search typed right after a big run arrives in full: every match counted and in place', async () => {
    const rows = sampleDialogsRows(60_000);
    const pages: Row[][] = [];
    for (let from = 0; from < rows.length; from += 10_000) pages.push(rows.slice(from, from + 10_000));
    const { grid } = await mount({ pages });
    // "Customer" is what a part of 1 shows: the search reads the cells' text, whatever its case.
    await userEvent.fill(page.getByRole('searchbox', { name: 'Filter all columns' }), 'CUSTOMER');
    const shows = (row: Readonly<Record<string, unknown>>) =>
      DIALOGS_COLUMNS.some((c) => c.text(row[c.key]).toLowerCase().includes('customer'));
    const matches = rows.filter(shows).length;
    expect(matches).toBeGreaterThan(10_000);
    await expect.poll(() => grid.element().getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    expect(grid.element().getAttribute('aria-rowcount')).toBe(String(matches + 2));
    await expect.element(page.getByText(`${matches.toLocaleString('en')} of 60,000 rows`)).toBeVisible();
    await hoverGrid(grid);
    const part = colIndexOf(grid, 'Part');
    expect(rowsOf(grid).length).toBeGreaterThan(10);
    for (const row of rowsOf(grid)) expect(cellText(cellOf(row, part))).toBe('Customer');
  });

  it('opens a conversation from its link, a row from its number, and makes a clicked cell the active one', async () => {
    const opened: string[] = [];
    const { grid, el } = await mount({
      pages: [[dialogsRow({ id: 'a', conversationId: 'conv-1' }), dialogsRow({ id: 'b' })]],
      onOpenConversation: (id) => opened.push(id),
    });
    await grid.getByRole('button', { name: 'conv-1', exact: true }).click();
    expect(opened).toEqual(['conv-1']);

    await grid.getByRole('rowheader', { name: '2', exact: true }).click();
    await expect.element(page.getByRole('dialog')).toHaveTextContent('Row 2');

    const second = rowsOf(grid)[1];
    const cell = second && cellOf(second, 4);
    if (!cell) throw new Error('no cell in the second row');
    await userEvent.click(cell);
    await expect.element(grid).toHaveAttribute('aria-activedescendant');
    const active = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
    expect(active).toBe(cell);
    expect(active).toHaveClass('rt-active');
    await expect.element(grid.getByRole('button', { name: /^Copy / })).toBeVisible();
    expect(active?.querySelector('button')?.getAttribute('aria-label')).toMatch(/^Copy /);
    // Only the active cell carries an id and a Copy button.
    const body = rowsOf(grid);
    expect(body.flatMap((r) => [...r.querySelectorAll('[id]')])).toHaveLength(1);
    expect(grid.getByRole('button', { name: /^Copy /, includeHidden: true }).elements()).toHaveLength(1);
  });

  it('keeps the keyboard user in place: arrows move the active cell and scroll it into view', async () => {
    const pages: Row[][] = [Array.from({ length: 500 }, (_, i) => dialogsRow({ id: `r-${i}` }))];
    const { el } = await mount({ pages });
    const activeRow = () =>
      document
        .getElementById(el.getAttribute('aria-activedescendant') ?? '')
        ?.closest('[role="row"]')
        ?.getAttribute('aria-rowindex');
    el.focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect.poll(activeRow).toBe(String(499 + 3));
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(activeRow).toBe(String(498 + 3));
  });
});
