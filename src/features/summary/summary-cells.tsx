import type { SummaryCell, SummaryHead, SummaryTableModel, FigureCell } from './summary-table-model';
import type { SummaryNames } from './summary-names';
import { SUMMARY_ROW_HEIGHT, type DrawnColumn } from './summary-shown';
import type { SummaryTranslate } from './use-summary-text';

/** A cell of the Summary's table: a group's key, the Total's label, or a figure (a button to its rows). */
function Cell({
  cell,
  head,
  column,
  names,
  onOpen,
  t,
}: {
  cell: SummaryCell | undefined;
  head: SummaryHead | undefined;
  /** The cell's column, counted from 1 (the page may hold only some of the columns). */
  column: number;
  names: SummaryNames;
  onOpen: (cell: FigureCell) => void;
  t: SummaryTranslate;
}) {
  if (!cell) return <td aria-colindex={column} />;
  if (cell.kind === 'total')
    return (
      <th scope="row" aria-colindex={column}>
        {head?.kind === 'group' && head.dim === 0 ? t('summary.total') : ''}
      </th>
    );
  if (cell.kind === 'key') {
    const name = head?.kind === 'group' ? names.keyName(head.group, cell.key) : '';
    return (
      <th scope="row" aria-colindex={column} title={name}>
        {name}
      </th>
    );
  }
  if (cell.kind === 'previous')
    return (
      <td className="sm-figure sm-previous" aria-colindex={column}>
        {names.figureText({ ...cell, share: false })}
      </td>
    );
  if (cell.kind === 'change')
    return (
      <td className="sm-figure sm-change" aria-colindex={column}>
        {names.changeText(cell)}
      </td>
    );
  const text = names.figureText(cell);
  if (cell.value === null || cell.share)
    return (
      <td className="sm-figure" aria-colindex={column}>
        {text}
      </td>
    );
  return (
    <td className="sm-figure" aria-colindex={column}>
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

/** A gap where figure columns are left out of a wide table: as wide as they are, hidden from reading. */
export function Gap({ column, head }: { column: Extract<DrawnColumn, { kind: 'gap' }>; head: boolean }) {
  return <td aria-hidden="true" style={head ? { width: column.width } : undefined} />;
}

/** Rows left out of the page above or below those drawn: one row as tall as they are. */
export function RowsLeftOut({ rows }: { rows: number }) {
  return rows > 0 ? <tr aria-hidden="true" style={{ height: rows * SUMMARY_ROW_HEIGHT }} /> : null;
}

/** One row of the table: its cells in the columns drawn. */
export function SummaryRow({
  index,
  total,
  row,
  model,
  columns,
  names,
  onOpen,
  t,
}: {
  /** The row's place under the header, counted from 0. */
  index: number;
  total: boolean;
  row: readonly SummaryCell[] | undefined;
  model: SummaryTableModel;
  columns: readonly DrawnColumn[];
  names: SummaryNames;
  onOpen: (cell: FigureCell) => void;
  t: SummaryTranslate;
}) {
  return (
    <tr aria-rowindex={index + 2} className={total ? 'sm-total' : undefined}>
      {columns.map((column) =>
        column.kind === 'gap' ? (
          <Gap key={column.side} column={column} head={false} />
        ) : (
          <Cell
            key={column.index}
            cell={row?.[column.index]}
            head={model.heads[column.index]}
            column={column.index + 1}
            names={names}
            onOpen={onOpen}
            t={t}
          />
        ),
      )}
    </tr>
  );
}
