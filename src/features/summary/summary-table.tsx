import { useMemo, useState, type CSSProperties } from 'react';
import type { SummaryCell, SummaryHead, SummaryTableModel, FigureCell } from './summary-table-model';
import type { SummaryNames } from './summary-names';
import { useSummaryText } from './use-summary-text';
import { Gap, RowsLeftOut, SummaryRow } from './summary-cells';
import {
  drawnColumns,
  SUMMARY_FIGURE_WIDTH,
  SUMMARY_KEY_WIDTH,
  SUMMARY_MAX_HEIGHT,
  summaryColumnsShown,
  summaryRowsShown,
  wideWidth,
  type ColumnsShown,
  type DrawnColumn,
} from './summary-shown';
import { useScroller } from './use-scroller';
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

/** A wide table's width, and its group columns' width for the stylesheet (summary.css) to hold them at the left. */
const wideStyle = (shown: ColumnsShown): CSSProperties & Record<'--sm-key-width', string> => ({
  width: wideWidth(shown),
  '--sm-key-width': `${SUMMARY_KEY_WIDTH}px`,
});

/** A column's width in a wide table (its head sets it: the table's layout is fixed); none in a narrow one. */
const widthOf = (head: SummaryHead | undefined, wide: boolean) =>
  wide ? { width: head?.kind === 'group' ? SUMMARY_KEY_WIDTH : SUMMARY_FIGURE_WIDTH } : undefined;

/** The table's head: each column's name, a button that sorts by it (ascending, descending, then none). */
function SortHeads({
  model,
  columns,
  wide,
  names,
  pivotName,
  sort,
  onSort,
  t,
}: {
  model: SummaryTableModel;
  columns: readonly DrawnColumn[];
  wide: boolean;
  names: SummaryNames;
  pivotName: (key: number) => string;
  sort: Sort;
  onSort: (column: number) => void;
  t: SummaryTranslate;
}) {
  return (
    <tr aria-rowindex={1}>
      {columns.map((column) => {
        if (column.kind === 'gap') return <Gap key={column.side} column={column} head />;
        const i = column.index;
        const head = model.heads[i];
        if (!head) return null;
        const text = headText(head, names, t, () => (head.kind === 'across' ? pivotName(head.key) : ''));
        const sorted = sort?.column === i ? (sort.desc ? 'descending' : 'ascending') : undefined;
        return (
          <th
            key={i}
            scope="col"
            aria-sort={sorted}
            aria-colindex={i + 1}
            className={head.kind === 'group' ? '' : 'sm-figure'}
            style={widthOf(head, wide)}
          >
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
 * of thousands of groups. A wide one (a pivot of many values across) holds only the columns in view too,
 * each at a fixed width, its group columns kept at the left as the figures scroll (summary-shown.ts).
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
  const { ref, top, left, width, onScroll } = useScroller<HTMLDivElement>();
  const order = useMemo(() => sortedRows(model, sort, names), [model, sort, names]);
  const count = order.length + 1;
  const { first, last } = summaryRowsShown(count, top);
  const keys = model.heads.filter((head) => head.kind === 'group').length;
  const shownColumns = summaryColumnsShown(keys, model.heads.length - keys, left, width);
  const columns = drawnColumns(model.heads.length, shownColumns);
  const rowAt = (i: number) => (i < order.length ? model.rows[order[i] ?? 0] : model.total);
  const toggle = (column: number) =>
    setSort((old) =>
      old?.column === column ? (old.desc ? null : { column, desc: true }) : { column, desc: false },
    );
  return (
    <div
      ref={ref}
      className="sm-table"
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: SUMMARY_MAX_HEIGHT }}
      onScroll={onScroll}
    >
      <table
        aria-rowcount={count + 1}
        aria-colcount={model.heads.length}
        className={shownColumns ? 'sm-wide' : undefined}
        style={shownColumns ? wideStyle(shownColumns) : undefined}
      >
        <caption className="sm-sr-only">{label}</caption>
        <thead>
          <SortHeads
            model={model}
            columns={columns}
            wide={shownColumns !== null}
            names={names}
            pivotName={pivotName}
            sort={sort}
            onSort={toggle}
            t={t}
          />
        </thead>
        <tbody>
          <RowsLeftOut rows={first} />
          {Array.from({ length: last - first }, (_, k) => {
            const i = first + k;
            return (
              <SummaryRow
                key={i < order.length ? order[i] : 'total'}
                index={i}
                total={i === order.length}
                row={rowAt(i)}
                model={model}
                columns={columns}
                names={names}
                onOpen={onOpen}
                t={t}
              />
            );
          })}
          <RowsLeftOut rows={count - last} />
        </tbody>
      </table>
    </div>
  );
}
