import type { RowRecord } from '../../core/table';
import { formatCell } from './format-cell';
import type { LaidColumn } from './use-column-model';

/** What one drawn cell shows, kept so a repaint touches only what changed. */
export interface CellState {
  el: HTMLDivElement;
  /** The node holding the text: a Text node, or the conversation link's Text node. */
  text: Text;
  link: boolean;
  copy: boolean;
  className: string;
  title: string | undefined;
}

/** Buttons inside the body say what they do; the grid's one click handler reads it. */
export const ACT = { row: 'row', link: 'link', copy: 'copy' } as const;

export function newCell(lc: LaidColumn, index: number): CellState {
  const el = document.createElement('div');
  el.setAttribute('role', 'gridcell');
  el.setAttribute('aria-colindex', String(index + 2));
  el.dataset.col = String(index);
  el.className = lc.cellClass;
  el.style.left = `${lc.cellStyle.left}px`;
  el.style.width = `${lc.cellStyle.width}px`;
  const text = document.createTextNode('');
  el.append(text);
  return { el, text, link: false, copy: false, className: lc.cellClass, title: undefined };
}

function button(className: string, act: string, label?: string) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.tabIndex = -1;
  b.dataset.act = act;
  if (label) b.setAttribute('aria-label', label);
  return b;
}

/**
 * Writes one cell: text, hover title, tone, the conversation link and, on the active cell, its Copy
 * button. Text is set as text (never HTML), so a value holding markup shows as written.
 */
export function paintCell(
  c: CellState,
  lc: LaidColumn,
  row: RowRecord,
  active: boolean,
  id: string | undefined,
  links: boolean,
) {
  const { column } = lc;
  const value = row[column.key];
  const f = formatCell(column, value, row);
  const link = links && column.kind === 'conversation' && typeof value === 'string';
  if (link !== c.link || active !== c.copy) {
    c.text = document.createTextNode(f.text);
    if (link) {
      // An inline span with the button role rather than a <button>: a button is a block box of its own
      // with an anonymous block inside, laid out again on every jump; the span is one inline box.
      const a = document.createElement('span');
      a.className = 'rt-link';
      a.setAttribute('role', 'button');
      a.dataset.act = ACT.link;
      a.append(c.text);
      c.el.replaceChildren(a);
    } else c.el.replaceChildren(c.text);
    if (active) {
      const copy = button('rt-copy', ACT.copy, `Copy ${column.header}`);
      copy.title = 'Copy (Ctrl+C)';
      copy.textContent = 'Copy';
      c.el.append(copy);
    }
    c.link = link;
    c.copy = active;
  } else if (c.text.data !== f.text) c.text.data = f.text;
  const className =
    f.tone || active
      ? `${lc.cellClass}${f.tone ? ` rt-${f.tone}` : ''}${active ? ' rt-active' : ''}`
      : lc.cellClass;
  if (className !== c.className) c.el.className = c.className = className;
  if (f.title !== c.title) {
    if (f.title === undefined) c.el.removeAttribute('title');
    else c.el.title = f.title;
    c.title = f.title;
  }
  // Only the active cell has an id (aria-activedescendant): thousands of changing ids cost style work.
  if (id) c.el.id = id;
  else if (c.el.id) c.el.removeAttribute('id');
}
