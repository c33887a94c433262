import { useMemo, useState, type UIEvent } from 'react';
import type { SummaryCell, SummaryHead, SummaryTableModel, FigureCell } from './summary-table-model';
import type { SummaryNames } from './summary-names';
import { useSummaryText } from './use-summary-text';
import { SUMMARY_MAX_HEIGHT, SUMMARY_ROW_HEIGHT, summaryRowsShown } from './summary-rows-shown';
import type { SummaryTranslate } from './use-summary-text';

type Sort = { column: number; desc: boolean } | null;

export function headText(
  head: SummaryHead,
  names: SummaryNames,
  t: SummaryTranslate,
  pivotKey: () => string,
) {
  switch (head.kind) {
    case 'group':
      return names.header(head.group.key);
    case 'measure':
      return head.share
        ? `${names.measureName(head.index)} · ${t('summary.share')}`
        : names.measureName(head.index);
    case 'across':
      return pivotKey();
    case 'acrossTotal':
      return t('summary.total');
    case 'previous':
      return t('summary.previousOf', { measure: names.measureName(head.index) });
    case 'change':
      return t(head.relative ? 'summary.changeRelOf' : 'summary.changeOf', {
        measure: names.measureName(head.index),
      });
  }
}

/** What a row sorts by in one column: a period or bin in order, a category by name, a figure (none last). */
function sortValue(cell: SummaryCell | undefined, names: SummaryNames, head: SummaryHead): number | string {
  if (!cell || cell.kind === 'total') return Number.NaN;
  if (cell.kind === 'figure' || cell.kind === 'previous') return cell.value ?? Number.NaN;
  if (cell.kind === 'change')
    return 'tooFew' in cell.change
      ? Number.NaN
      : cell.relative
        ? (cell.change.rel ?? Number.NaN)
        : cell.change.abs;
  return head.kind === 'group' ? names.sortKey(head.group, cell.key) : cell.key;
}

function sortedRows(model: SummaryTableModel, sort: Sort, names: SummaryNames): number[] {
  const order = model.rows.map((_, i) => i);
  if (!sort) return order;
  const head = model.heads[sort.column];
  if (!head) return order;
  const values = model.rows.map((row) => sortValue(row[sort.column], names, head));
  const collator = new Intl.Collator(undefined, { numeric: true });
  const dir = sort.desc ? -1 : 1;
  return order.sort((a, b) => {
    const x = values[a];
    const y = values[b];
    if (typeof x === 'number' && typeof y === 'number') {
      if (x !== x || y !== y) return x !== x ? (y !== y ? 0 : 1) : -1;
      return (x - y) * dir || a - b;
    }
    return collator.compare(String(x), String(y)) * dir || a - b;
  });
}

function Cell({
  cell,
  head,
  names,
  onOpen,
  t,
}: {
  cell: SummaryCell | undefined;
  head: SummaryHead | undefined;
  names: SummaryNames;
  onOpen: (cell: FigureCell) => void;
  t: SummaryTranslate;
}) {
  if (!cell) return <td />;
  if (cell.kind === 'total')
    return <th scope="row">{head?.kind === 'group' && head.dim === 0 ? t('summary.total') : ''}</th>;
  if (cell.kind === 'key') {
    const group = head?.kind === 'group' ? head.group : null;
    return <th scope="row">{group ? names.keyName(group, cell.key) : ''}</th>;
  }
  if (cell.kind === 'previous')
    return <td className="sm-figure sm-previous">{names.figureText({ ...cell, share: false })}</td>;
  if (cell.kind === 'change') return <td className="sm-figure sm-change">{names.changeText(cell)}</td>;
  const text = names.figureText(cell);
  if (cell.value === null || cell.share) return <td className="sm-figure">{text}</td>;
  return (
    <td className="sm-figure">
      <button
        type="button"
        className="sm-open"
        aria-label={t('summary.open', { figure: text, label: names.cellLabel(cell) })}
        onClick={() => onOpen(cell)}
      >
        {text}
      </button>
    </td>
  );
}

/** The table's head: each column's name, a button that sorts by it (ascending, descending, then none). */
function SortHeads({
  model,
  names,
  pivotName,
  sort,
  onSort,
  t,
}: {
  model: SummaryTableModel;
  names: SummaryNames;
  pivotName: (key: number) => string;
  sort: Sort;
  onSort: (column: number) => void;
  t: SummaryTranslate;
}) {
  return (
    <tr aria-rowindex={1}>
      {model.heads.map((head, i) => {
        const text = headText(head, names, t, () => (head.kind === 'across' ? pivotName(head.key) : ''));
        const sorted = sort?.column === i ? (sort.desc ? 'descending' : 'ascending') : undefined;
        return (
          <th key={i} scope="col" aria-sort={sorted} className={head.kind === 'group' ? '' : 'sm-figure'}>
            <button
              type="button"
              className="sm-sort"
              title={t('summary.sortBy', { column: text })}
              onClick={() => onSort(i)}
            >
              {text}
              <span aria-hidden="true">
                {sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ''}
              </span>
            </button>
          </th>
        );
      })}
    </tr>
  );
}

/**
 * The summary as a table: sortable by any column (its header is a button), a row per group then the
 * total, each figure a button to its rows. Only the rows in view are in the page: a summary may have tens
 * of thousands of groups.
 */
export function SummaryTable({
  model,
  names,
  pivotName,
  onOpen,
  label,
}: {
  model: SummaryTableModel;
  names: SummaryNames;
  /** The name of a pivot value (a column of its own). */
  pivotName: (key: number) => string;
  onOpen: (cell: FigureCell) => void;
  label: string;
}) {
  const { t } = useSummaryText();
  const [sort, setSort] = useState<Sort>(null);
  const [top, setTop] = useState(0);
  const order = useMemo(() => sortedRows(model, sort, names), [model, sort, names]);
  const count = order.length + 1;
  const { first, last } = summaryRowsShown(count, top);
  const rowAt = (i: number) => (i < order.length ? model.rows[order[i] ?? 0] : model.total);
  const toggle = (column: number) =>
    setSort((old) =>
      old?.column === column ? (old.desc ? null : { column, desc: true }) : { column, desc: false },
    );
  return (
    <div
      className="sm-table"
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: SUMMARY_MAX_HEIGHT }}
      onScroll={(e: UIEvent<HTMLDivElement>) => setTop(e.currentTarget.scrollTop)}
    >
      <table aria-rowcount={count + 1}>
        <caption className="sm-sr-only">{label}</caption>
        <thead>
          <SortHeads model={model} names={names} pivotName={pivotName} sort={sort} onSort={toggle} t={t} />
        </thead>
        <tbody>
          {first > 0 ? <tr aria-hidden="true" style={{ height: first * SUMMARY_ROW_HEIGHT }} /> : null}
          {Array.from({ length: last - first }, (_, k) => {
            const i = first + k;
            const row = rowAt(i);
            return (
              <tr
                key={i < order.length ? order[i] : 'total'}
                aria-rowindex={i + 2}
                className={i === order.length ? 'sm-total' : undefined}
              >
                {model.heads.map((head, c) => (
                  <Cell key={c} cell={row?.[c]} head={head} names={names} onOpen={onOpen} t={t} />
                ))}
              </tr>
            );
          })}
          {last < count ? (
            <tr aria-hidden="true" style={{ height: (count - last) * SUMMARY_ROW_HEIGHT }} />
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
