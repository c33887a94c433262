// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../core/contract';
import { reportByKey } from '../../core/catalog/catalog';
import { dialogsRow } from '../../testing/sample-rows';
import { cellOf, colIndexOf, mount, rowsOf, scrollTo, withTableHost } from './dom-test-kit';

withTableHost();

describe('ResultsTable rows (drawn in a DOM)', () => {
  it('formats the DIALOGS cells: labels with the code on hover, percentages flagged below the minimum, null as a dash, ids as links', () => {
    const grid = mount({
      pages: [
        [
          dialogsRow({ id: 'a', part: 1, confidence: 0.5, minConfidence: 0.6, previousIntent: null }),
          dialogsRow({ id: 'b', part: 0, confidence: 0.875, conversationId: 'c-2' }),
        ],
      ],
      onOpenConversation: () => {},
    });
    const html = grid.innerHTML;
    expect(html).toContain('title="part = 1"');
    expect(html).toContain('>Customer<');
    expect(html).toMatch(/class="[^"]*rt-flag[^"]*"[^>]*title="Below the minimum confidence of 60.0 %"/);
    expect(html).toContain('50.0 %');
    expect(html).toMatch(/rt-null[^>]*>—</);
    expect(html).toMatch(/<span class="rt-link" role="button" data-act="link">c-2<\/span>/);
    expect(rowsOf(grid).map((r) => r.getAttribute('aria-rowindex'))).toEqual(['3', '4']);
  });

  it('shows a value holding markup as text, and nested values of other reports as compact JSON', () => {
    const grid = mount({
      report: reportByKey('sessions'),
      pages: [[{ b: '<img src=x onerror=alert(1)>', a: 'x' }], [{ a: 'y', c: { deep: [1] } }]],
    });
    expect(grid.querySelector('img')).toBeNull();
    expect(grid.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(grid.textContent).toContain('{"deep":[1]}');
  });

  it('scrolls through 100,000 rows with a fixed pool of rows, each showing the row at its position', () => {
    const pages: Row[][] = [];
    for (let p = 0; p < 10; p++) {
      pages.push(Array.from({ length: 10_000 }, (_, i) => dialogsRow({ text: `r-${p * 10_000 + i}` })));
    }
    const grid = mount({ pages });
    const idCol = Number(colIndexOf(grid, 'Text'));
    expect(idCol).toBeGreaterThan(1);
    const pool = grid.querySelectorAll('.rt-body [role="row"]').length;
    // Scrolling writes into the same cells: no element is made or dropped (the pool is recycled).
    const cells = new Set(grid.querySelectorAll('.rt-body [role="gridcell"]'));
    for (const top of [0, 28 * 40_000 + 9, 1_234_567, 28 * 99_990, 500]) {
      scrollTo(grid, top);
      const rows = rowsOf(grid);
      expect(grid.querySelectorAll('.rt-body [role="row"]').length).toBe(pool);
      expect(rows.length).toBeGreaterThan(10);
      const first = Math.floor(top / 28);
      for (const row of rows) {
        const pos = Number(row.getAttribute('aria-rowindex')) - 3;
        expect(cellOf(row, idCol)?.textContent).toBe(`r-${pos}`);
        expect(row.querySelector('[role="rowheader"]')?.textContent).toBe(String(pos + 1));
      }
      for (const cell of grid.querySelectorAll('.rt-body [role="gridcell"]'))
        expect(cells.has(cell)).toBe(true);
      const positions = rows.map((r) => Number(r.getAttribute('aria-rowindex')) - 3);
      expect(positions).toContain(Math.min(first + 1, 99_999));
    }
  });

  it('opens a conversation from its link, a row from its number, and makes a clicked cell the active one', () => {
    const opened: string[] = [];
    const grid = mount({
      pages: [[dialogsRow({ id: 'a', conversationId: 'conv-1' }), dialogsRow({ id: 'b' })]],
      onOpenConversation: (id) => opened.push(id),
    });
    act(() => grid.querySelector<HTMLElement>('[role="button"].rt-link')?.click());
    expect(opened).toEqual(['conv-1']);

    const rowHeaders = grid.querySelectorAll<HTMLElement>('.rt-body [role="rowheader"]');
    act(() => [...rowHeaders].find((h) => h.textContent === '2')?.click());
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Row 2');

    const second = rowsOf(grid)[1];
    const cell = second && cellOf(second, 4);
    act(() => cell?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    const activeId = grid.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const active = document.getElementById(activeId ?? '');
    expect(active).toBe(cell);
    expect(active?.classList.contains('rt-active')).toBe(true);
    expect(active?.querySelector('button.rt-copy')?.getAttribute('aria-label')).toMatch(/^Copy /);
    // Only the active cell carries an id and a Copy button.
    expect(grid.querySelectorAll('.rt-body [id]').length).toBe(1);
    expect(grid.querySelectorAll('.rt-copy').length).toBe(1);
  });

  it('keeps the keyboard user in place: arrows move the active cell and scroll it into view', () => {
    const pages: Row[][] = [Array.from({ length: 500 }, (_, i) => dialogsRow({ id: `r-${i}` }))];
    const grid = mount({ pages });
    const press = (key: string, init: KeyboardEventInit = {}) =>
      act(() => grid.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init })));
    press('End', { ctrlKey: true });
    scrollTo(grid, grid.scrollTop);
    const id = grid.getAttribute('aria-activedescendant') ?? '';
    const active = document.getElementById(id);
    expect(active?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe(String(499 + 3));
    press('ArrowUp');
    const up = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(up?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe(String(498 + 3));
  });
});
