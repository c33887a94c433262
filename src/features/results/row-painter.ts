import { blockTop, rowWindow, type RowGeometry, type RowRecord } from '../../core/table';
import { ACT, newCell, paintCell, type CellState } from './cell-painter';
import type { ActiveCell } from './grid-keys';
import type { LaidColumn } from './use-column-model';

/** Everything but the scroll position that decides what the body shows. */
export interface BodyProps {
  count: number;
  rowAt: (pos: number) => RowRecord | undefined;
  laid: readonly LaidColumn[];
  /** Columns drawn: laid[first..last], the horizontal window. */
  first: number;
  last: number;
  width: number;
  active: ActiveCell;
  idPrefix: string;
  /** Conversation ids are links that open the inspector. */
  links: boolean;
}

interface RowState {
  el: HTMLDivElement;
  gutter: HTMLDivElement;
  number: Text;
  cells: CellState[];
  /** What is drawn: position, row object, columns (by layout version) and the active column (-2: none). */
  pos: number;
  row: RowRecord | undefined;
  layout: number;
  activeCol: number;
}

interface BlockState {
  el: HTMLDivElement;
  rows: RowState[];
  transform: string;
}

const GUTTER = 'rt-gutter rt-rowhead';

export const cellId = (prefix: string, pos: number, col: number) => `${prefix}-r${pos}-c${col}`;

function newRow(rowHeight: number, slot: number): RowState {
  const el = document.createElement('div');
  el.setAttribute('role', 'row');
  el.style.top = `${slot * rowHeight}px`;
  // The row header holds its number as text, no button inside: a sticky flex box around a button was
  // four layout objects a row, re-laid out on every jump; a fixed-size contained block is two. With the
  // conversation link made inline too (cell-painter.ts), the bench's jump loop (both builds alternating
  // in one browser, 8 rounds of 300 frames) had a median of 12.3 % of frames over one vsync, against
  // 16.0 % before. A click on it opens the row (data-act), as Enter does on the active row header.
  const gutter = document.createElement('div');
  gutter.setAttribute('role', 'rowheader');
  gutter.setAttribute('aria-colindex', '1');
  gutter.className = GUTTER;
  gutter.dataset.col = '-1';
  gutter.dataset.act = ACT.row;
  gutter.title = 'Row details (Enter)';
  const number = document.createTextNode('');
  gutter.append(number);
  el.append(gutter);
  return { el, gutter, number, cells: [], pos: -1, row: undefined, layout: -1, activeCol: -2 };
}

/**
 * Draws the grid's body straight into the DOM: a fixed pool of blocks of rows, recycled as the window
 * moves, each cell's text written in place. Scrolling goes through no React render: measured with the
 * bench's trace, each React render of the rows left objects that V8 pretenured into the old generation
 * (8-20 MB over the bench's scroll sequence), and the major GC that followed was a 52-77 ms task inside a
 * scroll event. Nothing here keeps an object per frame beyond the strings shown.
 */
export function createRowPainter(body: HTMLElement, g: RowGeometry) {
  let blocks: BlockState[] = [];
  let layout = 0;
  let last: BodyProps | undefined;

  function paintRow(r: RowState, pos: number, p: BodyProps) {
    const row = p.rowAt(pos);
    const activeCol = pos === p.active.pos ? p.active.col : -2;
    if (r.pos === pos && r.row === row && r.layout === layout && r.activeCol === activeCol) return;
    if (!row) {
      r.el.hidden = true;
      r.pos = -1;
      return;
    }
    if (r.el.hidden) r.el.hidden = false;
    if (r.pos !== pos) {
      r.el.setAttribute('aria-rowindex', String(pos + 3));
      r.el.dataset.pos = String(pos);
      r.el.className = pos % 2 === 1 ? 'rt-row rt-odd' : 'rt-row';
      r.number.data = String(pos + 1);
    }
    if (r.layout !== layout) {
      r.el.style.width = `${p.width}px`;
      for (const c of r.cells) c.el.remove();
      r.cells = [];
      for (let i = p.first; i <= p.last; i++) {
        const lc = p.laid[i];
        if (!lc) continue;
        const c = newCell(lc, i);
        r.cells.push(c);
        r.el.append(c.el);
      }
    }
    const gutterActive = activeCol === -1;
    const gutterClass = gutterActive ? `${GUTTER} rt-active` : GUTTER;
    if (r.gutter.className !== gutterClass) r.gutter.className = gutterClass;
    if (gutterActive) r.gutter.id = cellId(p.idPrefix, pos, -1);
    else if (r.gutter.id) r.gutter.removeAttribute('id');
    let k = 0;
    for (let i = p.first; i <= p.last; i++) {
      const lc = p.laid[i];
      const c = r.cells[k];
      if (!lc || !c) continue;
      k++;
      const active = activeCol === i;
      paintCell(c, lc, row, active, active ? cellId(p.idPrefix, pos, i) : undefined, p.links);
    }
    r.pos = pos;
    r.row = row;
    r.layout = layout;
    r.activeCol = activeCol;
  }

  function resize(slots: number) {
    body.replaceChildren();
    blocks = Array.from({ length: slots }, () => {
      const el = document.createElement('div');
      el.setAttribute('role', 'none');
      el.className = 'rt-block';
      const rows = Array.from({ length: g.block }, (_, k) => newRow(g.rowHeight, k));
      el.append(...rows.map((r) => r.el));
      body.append(el);
      return { el, rows, transform: '' };
    });
  }

  return {
    /**
     * Draws what `p` shows at the scroll position; returns whether the active cell is drawn (so
     * aria-activedescendant may name it) and the rows per page.
     */
    paint(p: BodyProps, scrollTop: number, viewportHeight: number) {
      if (
        !last ||
        p.laid !== last.laid ||
        p.first !== last.first ||
        p.last !== last.last ||
        p.width !== last.width ||
        p.links !== last.links ||
        p.idPrefix !== last.idPrefix
      )
        layout++;
      last = p;
      const w = rowWindow(g, p.count, scrollTop, viewportHeight);
      if (w.slots !== blocks.length) resize(w.slots);
      const used = new Set<number>();
      let activeDrawn = false;
      for (const b of w.blocks) {
        const slot = b % w.slots;
        const block = blocks[slot];
        if (!block) continue;
        used.add(slot);
        const transform = `translateY(${blockTop(g, w, scrollTop, b)}px)`;
        if (transform !== block.transform) block.el.style.transform = block.transform = transform;
        if (block.el.hidden) block.el.hidden = false;
        block.rows.forEach((r, k) => {
          const pos = b * g.block + k;
          if (pos < p.count) paintRow(r, pos, p);
          else if (!r.el.hidden) {
            r.el.hidden = true;
            r.pos = -1;
          }
          if (pos === p.active.pos && pos < p.count) activeDrawn = true;
        });
      }
      blocks.forEach((block, slot) => {
        if (!used.has(slot) && !block.el.hidden) block.el.hidden = true;
      });
      const colDrawn = p.active.col === -1 || (p.active.col >= p.first && p.active.col <= p.last);
      return { activeDrawn: activeDrawn && colDrawn, pageRows: w.pageRows };
    },
  };
}

export type RowPainter = ReturnType<typeof createRowPainter>;
