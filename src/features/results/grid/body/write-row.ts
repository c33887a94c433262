import type { RowRecord } from '../../../../core/table';
import { cellId, type BodyProps } from './body-props';
import { ACT, newCell, writeCell, type CellState } from './write-cell';

export interface RowState {
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

const GUTTER = 'rt-gutter rt-rowhead';

export function newRow(rowHeight: number, place: number): RowState {
  const element = document.createElement('div');
  element.setAttribute('role', 'row');
  element.style.top = `${place * rowHeight}px`;
  // The row header holds its number as text, no button inside: a sticky flex box around a button was
  // four layout objects a row, re-laid out on every jump; a fixed-size contained block is two (see
  // docs/measurements.md#why-measured). A click on it opens the row (data-act), as Enter does on the active row header.
  const gutter = document.createElement('div');
  gutter.setAttribute('role', 'rowheader');
  gutter.setAttribute('aria-colindex', '1');
  gutter.className = GUTTER;
  gutter.dataset.col = '-1';
  gutter.dataset.act = ACT.row;
  const number = document.createTextNode('');
  gutter.append(number);
  element.append(gutter);
  return { element, gutter, number, cells: [], pos: -1, row: undefined, layout: -1, activeCol: -2 };
}

export function hideRow(row: RowState) {
  row.element.hidden = true;
  row.pos = -1;
}

/** Builds a row's cells for the columns in the window (the layout changed). */
function layOutRow(state: RowState, body: BodyProps) {
  state.element.style.width = `${body.width}px`;
  state.gutter.title = body.words.rowDetails;
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

/** One write of the body: what it shows and its layout version (a new one rebuilds the rows' cells). */
export interface RowFrame {
  body: BodyProps;
  layout: number;
}

/** The active cell's column in the row at `pos`, -2 when it is in another row. */
const activeColOf = (pos: number, body: BodyProps) => (pos === body.active.pos ? body.active.col : -2);

const sameWrite = (
  state: RowState,
  pos: number,
  row: RowRecord | undefined,
  layout: number,
  activeCol: number,
) => state.pos === pos && state.row === row && state.layout === layout && state.activeCol === activeCol;

/** Whether the row at `pos` is written as `frame` would write it. */
export const rowWritten = (state: RowState, pos: number, { body, layout }: RowFrame) =>
  sameWrite(state, pos, body.rowAt(pos), layout, activeColOf(pos, body));

/** Writes the row at `pos` into a row of the pool, touching only what changed since it was last written. */
export function writeRow(state: RowState, pos: number, frame: RowFrame) {
  const { body, layout } = frame;
  const row = body.rowAt(pos);
  const activeCol = activeColOf(pos, body);
  if (sameWrite(state, pos, row, layout, activeCol)) return;
  if (!row) return hideRow(state);
  if (state.element.hidden) state.element.hidden = false;
  if (state.pos !== pos) {
    state.element.setAttribute('aria-rowindex', String(pos + 3));
    state.element.dataset.pos = String(pos);
    state.element.className = pos % 2 === 1 ? 'rt-row rt-odd' : 'rt-row';
    state.number.data = String(pos + 1);
  }
  if (state.layout !== layout) layOutRow(state, body);
  const gutterActive = activeCol === -1;
  const gutterClass = gutterActive ? `${GUTTER} rt-active` : GUTTER;
  if (state.gutter.className !== gutterClass) state.gutter.className = gutterClass;
  if (gutterActive) state.gutter.id = cellId(body.idPrefix, pos, -1);
  else if (state.gutter.id) state.gutter.removeAttribute('id');
  let written = 0;
  for (let index = body.first; index <= body.last; index++) {
    const column = body.laid[index];
    const cell = state.cells[written];
    if (!column || !cell) continue;
    written++;
    const active = activeCol === index;
    const id = active ? cellId(body.idPrefix, pos, index) : undefined;
    writeCell({ cell, column, row, active, id, links: body.links, words: body.words });
  }
  state.pos = pos;
  state.row = row;
  state.layout = layout;
  state.activeCol = activeCol;
}
