import type { SummaryResult, SummarySpec } from '../../src/core/summary';
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
 * The answer as a plain table, the way a summary shows one: a row per group (its keys, then its figures or
 * its pivot cells and total) and a total row; the pivot's values across in the header.
 */
export function paintSummary(
  table: HTMLTableElement,
  spec: SummarySpec,
  result: SummaryResult,
  label: Label,
) {
  const keys = spec.groupBy.map((g) => g.key);
  const names = (codes: readonly number[]) => keys.map((key, i) => label(key, codes[i] ?? 0));
  const head = document.createElement('thead');
  const body = document.createElement('tbody');
  const foot = document.createElement('tfoot');
  const pivot = result.pivot;
  if (pivot) {
    head.append(
      row([...keys, ...pivot.across.map((code) => label(PIVOT_KEY, code)), 'Total'], keys.length, 'th'),
    );
    result.groups.forEach((group, g) =>
      body.append(
        row(
          [...names(group.keys), ...(pivot.cells[g] ?? []).map(figure), figure(pivot.rowTotals[g])],
          keys.length,
        ),
      ),
    );
    foot.append(
      row([...keys.map(() => ''), ...pivot.columnTotals.map(figure), figure(pivot.grand)], keys.length),
    );
  } else {
    head.append(
      row(
        [...keys, ...spec.measures.map((m) => (m.key ? `${m.kind}(${m.key})` : m.kind))],
        keys.length,
        'th',
      ),
    );
    for (const group of result.groups)
      body.append(row([...names(group.keys), ...group.figures.map(figure)], keys.length));
    foot.append(row([...keys.map(() => ''), ...result.total.figures.map(figure)], keys.length));
  }
  table.replaceChildren(head, body, foot);
}
