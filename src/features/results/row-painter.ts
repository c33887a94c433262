import { rowTop, rowWindow, type RowGeometry, type RowRecord } from '../../core/table';
import { ACT, actionButton, newCell, paintCell, type CellState } from './cell-painter';
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
  rownum: HTMLButtonElement;
  cells: CellState[];
  /** What is drawn: position, row object, columns (by layout version) and the active column (-2: none). */
  pos: number;
  row: RowRecord | undefined;
  layout: number;
  activeCol: number;
  transform: string;
}

export const cellId = (prefix: string, pos: number, col: number) => `${prefix}-r${pos}-c${col}`;

function newRow(): RowState {
  const el = document.createElement('div');
  el.setAttribute('role', 'row');
  const gutter = document.createElement('div');
  gutter.setAttribute('role', 'rowheader');
  gutter.setAttribute('aria-colindex', '1');
  gutter.className = 'rt-gutter';
  gutter.dataset.col = '-1';
  const rownum = actionButton('rt-rownum', ACT.row);
  const number = document.createTextNode('');
  rownum.append(number);
  gutter.append(rownum);
  el.append(gutter);
  return {
    el,
    gutter,
    number,
    rownum,
    cells: [],
    pos: -1,
    row: undefined,
    layout: -1,
    activeCol: -2,
    transform: '',
  };
}

/**
 * Draws the grid's body straight into the DOM: a fixed pool of rows, recycled as the window moves (row
 * `pos` in slot `pos % slots`, so a row that stays in view is not touched), each cell's text written in
 * place. Scrolling goes through no React render: measured with the
 * bench's trace, each React render of the rows left objects that V8 pretenured into the old generation
 * (8-20 MB over the bench's scroll sequence), and the major GC that followed was a 52-77 ms task inside a
 * scroll event. Nothing here keeps an object per frame beyond the strings shown.
 */
export function createRowPainter(body: HTMLElement, g: RowGeometry) {
  let pool: RowState[] = [];
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
      r.rownum.setAttribute('aria-label', `Row ${pos + 1} details`);
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
    r.gutter.className = gutterActive ? 'rt-gutter rt-active' : 'rt-gutter';
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
    pool = Array.from({ length: slots }, newRow);
    body.replaceChildren(...pool.map((r) => r.el));
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
      if (w.slots !== pool.length) resize(w.slots);
      for (let pos = w.from; pos < w.to; pos++) {
        const r = pool[pos % w.slots];
        if (!r) continue;
        const transform = `translateY(${rowTop(g, w, scrollTop, pos)}px)`;
        if (transform !== r.transform) r.el.style.transform = r.transform = transform;
        paintRow(r, pos, p);
      }
      // Slots past the last row (a short table) show nothing.
      for (let k = w.to - w.from; k < pool.length; k++) {
        const r = pool[(w.from + k) % w.slots];
        if (r && !r.el.hidden) {
          r.el.hidden = true;
          r.pos = -1;
        }
      }
      const activeDrawn = p.active.pos >= w.from && p.active.pos < w.to;
      const colDrawn = p.active.col === -1 || (p.active.col >= p.first && p.active.col <= p.last);
      return { activeDrawn: activeDrawn && colDrawn, pageRows: w.pageRows };
    },
  };
}

export type RowPainter = ReturnType<typeof createRowPainter>;
