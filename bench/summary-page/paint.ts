import type { SummaryResult, SummarySpec } from '../../src/core/summary';
import {
  drawnColumns,
  SUMMARY_FIGURE_WIDTH,
  SUMMARY_KEY_WIDTH,
  SUMMARY_MAX_HEIGHT,
  SUMMARY_ROW_HEIGHT,
  summaryColumnsShown,
  summaryRowsShown,
  wideWidth,
  type DrawnColumn,
} from '../../src/features/summary/summary-shown';
import '../../src/features/summary/summary.css';
import { PIVOT_KEY } from './rows';

/** A group's key as text: the column's value behind a category code. */
export type Label = (key: string, code: number) => string;

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
const figure = (v: number | null | undefined) => (v == null ? '' : number.format(v));

/**
 * A row of the columns drawn: a column's text by its index, or a gap. The head row of a wide table sizes its
 * columns (its layout is fixed), as the app's does.
 */
function row(
  texts: readonly string[],
  columns: readonly DrawnColumn[],
  keys: number,
  head: boolean,
  wide: boolean,
) {
  const sized = head && wide;
  const tr = document.createElement('tr');
  for (const column of columns) {
    if (column.kind === 'gap') {
      const gap = document.createElement('td');
      gap.setAttribute('aria-hidden', 'true');
      if (sized) gap.style.width = `${column.width}px`;
      tr.append(gap);
      continue;
    }
    const i = column.index;
    const cell = document.createElement(i < keys || head ? 'th' : 'td');
    cell.textContent = texts[i] ?? '';
    if (i >= keys) cell.className = 'sm-figure';
    if (sized) cell.style.width = `${i < keys ? SUMMARY_KEY_WIDTH : SUMMARY_FIGURE_WIDTH}px`;
    tr.append(cell);
  }
  return tr;
}

/** The scroller's width, read once: the bench's page keeps its size, and reading it later could force a layout. */
const widths = new WeakMap<Element, number>();
function widthOf(scroller: Element | null) {
  if (!scroller) return 0;
  let width = widths.get(scroller);
  if (width === undefined) widths.set(scroller, (width = scroller.clientWidth));
  return width;
}

/** The columns drawn as the app's Summary draws them at its left: every one, or in a wide table those in view. */
function columnsOf(table: HTMLTableElement, keys: number, total: number) {
  const scroller = table.parentElement;
  if (scroller) scroller.style.maxHeight = `${SUMMARY_MAX_HEIGHT}px`;
  const shown = summaryColumnsShown(keys, total - keys, 0, widthOf(scroller));
  table.className = shown ? 'sm-wide' : '';
  table.style.width = shown ? `${wideWidth(shown)}px` : '';
  table.style.setProperty('--sm-key-width', `${SUMMARY_KEY_WIDTH}px`);
  return { columns: drawnColumns(total, shown), wide: shown !== null };
}

/**
 * The answer as a plain table, the way the app's Summary shows one (src/features/summary/summary-table.tsx):
 * a header (the keys, then the figures or the pivot's values across and their total), a row per group then
 * the total row, and of those only the rows the app would draw at the top of its scroller: the rows in view
 * and its overscan (summary-shown.ts), the rest one spacer row as tall as they are; in a wide table (a
 * pivot of 50 across), the columns in view at its left, at their fixed widths. An answer of the same shape
 * as the one shown (a keystroke's, a page landing) rewrites only the texts that changed, as the app's React
 * table does; another shape is built anew. Every engine's answer is painted so; the figures are checked
 * equal on the answers themselves, not on the page.
 */
export function paintSummary(
  table: HTMLTableElement,
  spec: SummarySpec,
  result: SummaryResult,
  label: Label,
) {
  const keys = spec.groupBy.map((g) => g.key);
  const names = (codes: readonly number[]) => keys.map((key, i) => label(key, codes[i] ?? 0));
  const pivot = result.pivot;
  const heads = pivot
    ? [...keys, ...pivot.across.map((code) => label(PIVOT_KEY, code)), 'Total']
    : [...keys, ...spec.measures.map((m) => (m.key ? `${m.kind}(${m.key})` : m.kind))];
  const groupCells = (g: number): string[] => {
    const group = result.groups[g];
    if (!group) return [];
    return pivot
      ? [...names(group.keys), ...(pivot.cells[g] ?? []).map(figure), figure(pivot.rowTotals[g])]
      : [...names(group.keys), ...group.figures.map(figure)];
  };
  const totalCells = () =>
    pivot
      ? [...keys.map(() => ''), ...pivot.columnTotals.map(figure), figure(pivot.grand)]
      : [...keys.map(() => ''), ...result.total.figures.map(figure)];
  const count = result.groups.length + 1;
  const { first, last } = summaryRowsShown(count, 0);
  const { columns, wide } = columnsOf(table, keys.length, heads.length);
  const texts = [heads];
  for (let i = first; i < last; i++) texts.push(i === result.groups.length ? totalCells() : groupCells(i));
  const shape = JSON.stringify([columns, wide, first, last, count, result.groups.length]);
  const before = painted.get(table);
  if (before && before.shape === shape && table.tHead === before.head) {
    rewrite(before.cells, texts);
    return;
  }
  const head = document.createElement('thead');
  head.append(row(heads, columns, keys.length, true, wide));
  const body = document.createElement('tbody');
  for (let i = first; i < last; i++) {
    const tr = row(texts[i - first + 1] ?? [], columns, keys.length, false, wide);
    if (i === result.groups.length) tr.className = 'sm-total';
    body.append(tr);
  }
  if (last < count) {
    const spacer = document.createElement('tr');
    spacer.setAttribute('aria-hidden', 'true');
    spacer.style.height = `${(count - last) * SUMMARY_ROW_HEIGHT}px`;
    body.append(spacer);
  }
  table.replaceChildren(head, body);
  const cells = [...head.rows, ...body.rows].slice(0, texts.length).map((tr) => columnCells(tr, columns));
  painted.set(table, { shape, head, cells });
}

/** What was painted into a table: its shape, and the text cell of each drawn column in each row. */
const painted = new WeakMap<
  HTMLTableElement,
  { shape: string; head: HTMLTableSectionElement; cells: (HTMLElement | null)[][] }
>();

/** Each drawn column's cell in `tr` (null for a gap), by the column's index. */
function columnCells(tr: HTMLTableRowElement, columns: readonly DrawnColumn[]) {
  const cells: (HTMLElement | null)[] = [];
  columns.forEach((column, at) => {
    if (column.kind === 'column') cells[column.index] = tr.cells[at] ?? null;
  });
  return cells;
}

/**
 * A new answer of the same shape (a keystroke's, a page landing) writes only the texts that changed into
 * the cells already there, as React's reconciliation does in the app's table (its rows keyed by their place).
 */
function rewrite(cells: readonly (HTMLElement | null)[][], texts: readonly (readonly string[])[]) {
  texts.forEach((row, r) => {
    const tr = cells[r] ?? [];
    tr.forEach((cell, i) => {
      const text = row[i] ?? '';
      if (cell && cell.textContent !== text) cell.textContent = text;
    });
  });
}
