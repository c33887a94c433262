import type { RowRecord } from '../../../../core/table';
import { cellText, cellTitle, cellTone, conversationOf } from '../../cells/cell-content';
import type { CellWords } from '../../cells/cell-words';
import type { LaidColumn } from '../../columns/use-column-model';

/** What one written cell shows, kept so a rewrite touches only what changed. */
export interface CellState {
  element: HTMLDivElement;
  /** The node holding the text: a Text node, or the conversation link's Text node. */
  text: Text;
  link: boolean;
  copy: boolean;
  className: string;
  title: string | undefined;
}

/** Buttons inside the body say what they do; the grid's one click handler reads it. */
export const ACT = { row: 'row', link: 'link', copy: 'copy' } as const;

export function newCell(column: LaidColumn, index: number): CellState {
  const element = document.createElement('div');
  element.setAttribute('role', 'gridcell');
  element.setAttribute('aria-colindex', String(index + 2));
  element.dataset.col = String(index);
  element.className = column.cellClass;
  element.style.left = `${column.cellStyle.left}px`;
  element.style.width = `${column.cellStyle.width}px`;
  const text = document.createTextNode('');
  element.append(text);
  return { element, text, link: false, copy: false, className: column.cellClass, title: undefined };
}

function copyButton(header: string, words: CellWords) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rt-copy';
  button.tabIndex = -1;
  button.dataset.act = ACT.copy;
  button.setAttribute('aria-label', words.copyLabel(header));
  button.title = words.copyTitle;
  button.textContent = words.copy;
  return button;
}

/** What the cell is asked to show. */
export interface CellWrite {
  cell: CellState;
  column: LaidColumn;
  row: RowRecord;
  active: boolean;
  /** Only the active cell has an id (aria-activedescendant): thousands of changing ids cost style work. */
  id: string | undefined;
  links: boolean;
  words: CellWords;
}

/**
 * Writes one cell: text, hover title, tone, the conversation link and, on the active cell, its Copy
 * button. Text is set as text (never HTML), so a value holding markup shows as written.
 */
export function writeCell({ cell, column: laidColumn, row, active, id, links, words }: CellWrite) {
  const { column } = laidColumn;
  const value = row[column.key];
  const text = cellText(column, value);
  const tone = cellTone(column, value, row);
  const link = links && conversationOf(column, value) !== undefined;
  if (link !== cell.link || active !== cell.copy) {
    cell.text = document.createTextNode(text);
    if (link) {
      // An inline span with the button role rather than a <button>: a button is a block box of its own
      // with an anonymous block inside, laid out again on every jump; the span is one inline box.
      const anchor = document.createElement('span');
      anchor.className = 'rt-link';
      anchor.setAttribute('role', 'button');
      anchor.dataset.act = ACT.link;
      anchor.append(cell.text);
      cell.element.replaceChildren(anchor);
    } else cell.element.replaceChildren(cell.text);
    if (active) cell.element.append(copyButton(column.header, words));
    cell.link = link;
    cell.copy = active;
  } else if (cell.text.data !== text) cell.text.data = text;
  const className =
    tone || active
      ? `${laidColumn.cellClass}${tone ? ` rt-${tone}` : ''}${active ? ' rt-active' : ''}`
      : laidColumn.cellClass;
  if (className !== cell.className) cell.element.className = cell.className = className;
  const title = cellTitle(column, value, row, words, text);
  if (title !== cell.title) {
    if (title === undefined) cell.element.removeAttribute('title');
    else cell.element.title = title;
    cell.title = title;
  }
  if (id) cell.element.id = id;
  else if (cell.element.id) cell.element.removeAttribute('id');
}
