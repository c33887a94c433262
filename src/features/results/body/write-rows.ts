import { rowWindow, type RowGeometry, type RowRecord } from '../../../core/table';
import { cellId, sameLayout, type BodyProps } from './body-props';
import { walkRows, type RowVisit } from './walk-rows';
import { ACT, newCell, writeCell, type CellState } from './write-cell';

interface RowState {
  element: HTMLDivElement;
  gutter: HTMLDivElement;
  number: Text;
  cells: CellState[];
  /** What is written: position, row object, columns (by layout version) and the active column (-2: none). */
  pos: number;
  row: RowRecord | undefined;
  layout: number;
  activeCol: number;
}

interface BlockState {
  element: HTMLDivElement;
  rows: RowState[];
  transform: string;
}

const GUTTER = 'rt-gutter rt-rowhead';

function newRow(rowHeight: number, place: number): RowState {
  const element = document.createElement('div');
  element.setAttribute('role', 'row');
  element.style.top = `${place * rowHeight}px`;
  // The row header holds its number as text, no button inside: a sticky flex box around a button was
  // four layout objects a row, re-laid out on every jump; a fixed-size contained block is two (see
  // docs/architecture.md). A click on it opens the row (data-act), as Enter does on the active row header.
  const gutter = document.createElement('div');
  gutter.setAttribute('role', 'rowheader');
  gutter.setAttribute('aria-colindex', '1');
  gutter.className = GUTTER;
  gutter.dataset.col = '-1';
  gutter.dataset.act = ACT.row;
  gutter.title = 'Row details (Enter)';
  const number = document.createTextNode('');
  gutter.append(number);
  element.append(gutter);
  return { element, gutter, number, cells: [], pos: -1, row: undefined, layout: -1, activeCol: -2 };
}

function hideRow(row: RowState) {
  row.element.hidden = true;
  row.pos = -1;
}

/** Builds a row's cells for the columns in the window (the layout changed). */
function layOutRow(state: RowState, body: BodyProps) {
  state.element.style.width = `${body.width}px`;
  for (const cell of state.cells) cell.element.remove();
  state.cells = [];
  for (let index = body.first; index <= body.last; index++) {
    const column = body.laid[index];
    if (!column) continue;
    const cell = newCell(column, index);
    state.cells.push(cell);
    state.element.append(cell.element);
  }
}

/**
 * Writes the grid's body straight into the DOM: a fixed pool of blocks of rows, recycled as the window
 * moves, each cell's text written in place. Scrolling goes through no React render: each React render of
 * the rows left objects that V8 pretenured into the old generation, and the major GC that followed was a
 * long task inside a scroll event (docs/architecture.md). Nothing here keeps an object per frame beyond
 * the strings shown.
 */
export function createRowWriter(host: HTMLElement, geometry: RowGeometry) {
  let blocks: BlockState[] = [];
  let layout = 0;
  let last: BodyProps | undefined;
  // The frame being written, read by the visitor (made once, so a walk allocates no closure).
  let body: BodyProps | undefined;
  let used = new Set<number>();
  let activeWritten = false;

  function writeRow(state: RowState, pos: number, props: BodyProps) {
    const row = props.rowAt(pos);
    const activeCol = pos === props.active.pos ? props.active.col : -2;
    if (state.pos === pos && state.row === row && state.layout === layout && state.activeCol === activeCol)
      return;
    if (!row) return hideRow(state);
    if (state.element.hidden) state.element.hidden = false;
    if (state.pos !== pos) {
      state.element.setAttribute('aria-rowindex', String(pos + 3));
      state.element.dataset.pos = String(pos);
      state.element.className = pos % 2 === 1 ? 'rt-row rt-odd' : 'rt-row';
      state.number.data = String(pos + 1);
    }
    if (state.layout !== layout) layOutRow(state, props);
    const gutterActive = activeCol === -1;
    const gutterClass = gutterActive ? `${GUTTER} rt-active` : GUTTER;
    if (state.gutter.className !== gutterClass) state.gutter.className = gutterClass;
    if (gutterActive) state.gutter.id = cellId(props.idPrefix, pos, -1);
    else if (state.gutter.id) state.gutter.removeAttribute('id');
    let written = 0;
    for (let index = props.first; index <= props.last; index++) {
      const column = props.laid[index];
      const cell = state.cells[written];
      if (!column || !cell) continue;
      written++;
      const active = activeCol === index;
      const id = active ? cellId(props.idPrefix, pos, index) : undefined;
      writeCell({ cell, column, row, active, id, links: props.links });
    }
    state.pos = pos;
    state.row = row;
    state.layout = layout;
    state.activeCol = activeCol;
  }

  const visit: RowVisit = (pos, slot, place, top) => {
    const block = blocks[slot];
    const props = body;
    if (!block || !props) return;
    if (place === 0) {
      used.add(slot);
      const transform = `translateY(${top}px)`;
      if (transform !== block.transform) block.element.style.transform = block.transform = transform;
      if (block.element.hidden) block.element.hidden = false;
    }
    const state = block.rows[place];
    if (!state) return;
    if (pos < props.count) writeRow(state, pos, props);
    else if (!state.element.hidden) hideRow(state);
    if (pos === props.active.pos && pos < props.count) activeWritten = true;
  };

  function resize(slots: number) {
    host.replaceChildren();
    blocks = Array.from({ length: slots }, () => {
      const element = document.createElement('div');
      element.setAttribute('role', 'none');
      element.className = 'rt-block';
      const rows = Array.from({ length: geometry.block }, (_, place) => newRow(geometry.rowHeight, place));
      element.append(...rows.map((row) => row.element));
      host.append(element);
      return { element, rows, transform: '' };
    });
  }

  return {
    /**
     * Writes what `props` shows at the scroll position; returns whether the active cell is written (so
     * aria-activedescendant may name it) and the rows per page.
     */
    write(props: BodyProps, scrollTop: number, viewportHeight: number) {
      if (!last || !sameLayout(props, last)) layout++;
      last = props;
      const window = rowWindow(geometry, props.count, scrollTop, viewportHeight);
      if (window.slots !== blocks.length) resize(window.slots);
      body = props;
      used = new Set<number>();
      activeWritten = false;
      walkRows(geometry, window, scrollTop, visit);
      body = undefined;
      blocks.forEach((block, slot) => {
        if (!used.has(slot) && !block.element.hidden) block.element.hidden = true;
      });
      const active = props.active;
      const colWritten = active.col === -1 || (active.col >= props.first && active.col <= props.last);
      return { activeWritten: activeWritten && colWritten, pageRows: window.pageRows };
    },
  };
}

export type RowWriter = ReturnType<typeof createRowWriter>;
