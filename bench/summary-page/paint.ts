import type { SummaryResult, SummarySpec } from '../../src/core/summary';
import { SUMMARY_ROW_HEIGHT, summaryRowsShown } from '../../src/features/summary/summary-rows-shown';
import { PIVOT_KEY } from './rows';

/** A group's key as text: the column's value behind a category code. */
export type Label = (key: string, code: number) => string;

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
const figure = (v: number | null | undefined) => (v == null ? '' : number.format(v));

function row(cells: readonly string[], numeric: number, tag: 'td' | 'th' = 'td') {
  const tr = document.createElement('tr');
  cells.forEach((text, i) => {
    const cell = document.createElement(i < numeric ? 'th' : tag);
    cell.textContent = text;
    if (i >= numeric) cell.className = 'n';
    tr.append(cell);
  });
  return tr;
}

/**
 * The answer as a plain table, the way the app's Summary shows one (src/features/summary/summary-table.tsx):
 * a header (the keys, then the figures or the pivot's values across and their total), a row per group then
 * the total row, and of those only the rows the app would draw at the top of its scroller: the rows in view
 * and its overscan (summary-rows-shown.ts), the rest one spacer row as tall as they are. Every engine's
 * answer is painted so; the figures are checked equal on the answers themselves, not on the page.
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
  const head = document.createElement('thead');
  head.append(row(heads, keys.length, 'th'));
  const body = document.createElement('tbody');
  for (let i = first; i < last; i++)
    body.append(row(i < result.groups.length ? groupCells(i) : totalCells(), keys.length));
  if (last < count) {
    const spacer = document.createElement('tr');
    spacer.setAttribute('aria-hidden', 'true');
    spacer.style.height = `${(count - last) * SUMMARY_ROW_HEIGHT}px`;
    body.append(spacer);
  }
  table.replaceChildren(head, body);
}
