import { memo, type ReactNode } from 'react';
import type { RowRecord } from '../../core/table';
import { formatCell } from './format-cell';
import type { LaidColumn } from './use-column-model';

export const ROW_HEIGHT = 28;
export const GUTTER_WIDTH = 72;

export interface GridRowProps {
  row: RowRecord;
  /** Position in the view (0-based). */
  pos: number;
  /** Place in its block of rows: fixes the row's offset, which never changes while it is drawn. */
  slot: number;
  width: number;
  laid: readonly LaidColumn[];
  /** Columns drawn: laid[first..last], the horizontal window. */
  first: number;
  last: number;
  /** Index in `laid` of the active cell if it is on this row, else -2 (-1 is the row number). */
  activeCol: number;
  idPrefix: string;
  onOpenConversation: ((id: string) => void) | undefined;
  onOpenRow: (pos: number) => void;
  onCopyCell: (pos: number, col: number) => void;
}

export const cellId = (prefix: string, pos: number, col: number) => `${prefix}-r${pos}-c${col}`;

/**
 * One drawn row, memoised: rows that stay in view are not rendered again. One element per cell (text
 * straight inside it): a jump redraws every row, and each element saved is style and layout work saved.
 */
export const GridRow = memo(function GridRow(p: GridRowProps) {
  const cells = [];
  for (let i = p.first; i <= p.last; i++) {
    const lc = p.laid[i];
    if (!lc) continue;
    const { column } = lc;
    const value = p.row[column.key];
    const f = formatCell(column, value, p.row);
    let content: ReactNode = f.text;
    if (column.kind === 'conversation' && typeof value === 'string' && p.onOpenConversation) {
      const open = p.onOpenConversation;
      content = (
        <button
          type="button"
          className="rt-link"
          tabIndex={-1}
          onClick={(e) => {
            e.stopPropagation();
            open(value);
          }}
        >
          {f.text}
        </button>
      );
    }
    const active = p.activeCol === i;
    cells.push(
      <div
        key={column.key}
        // Only the active cell needs an id (aria-activedescendant): thousands of changing ids cost style work.
        id={active ? cellId(p.idPrefix, p.pos, i) : undefined}
        role="gridcell"
        aria-colindex={i + 2}
        className={
          f.tone || active
            ? `${lc.cellClass}${f.tone ? ` rt-${f.tone}` : ''}${active ? ' rt-active' : ''}`
            : lc.cellClass
        }
        style={lc.cellStyle}
        title={f.title}
        data-col={i}
      >
        {content}
        {active ? (
          <button
            type="button"
            className="rt-copy"
            tabIndex={-1}
            aria-label={`Copy ${column.header}`}
            title="Copy (Ctrl+C)"
            onClick={(e) => {
              e.stopPropagation();
              p.onCopyCell(p.pos, i);
            }}
          >
            Copy
          </button>
        ) : null}
      </div>,
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={p.pos + 3}
      className={p.pos % 2 === 1 ? 'rt-row rt-odd' : 'rt-row'}
      style={{ top: p.slot * ROW_HEIGHT, width: p.width }}
      data-pos={p.pos}
    >
      <div
        id={p.activeCol === -1 ? cellId(p.idPrefix, p.pos, -1) : undefined}
        role="rowheader"
        aria-colindex={1}
        className={p.activeCol === -1 ? 'rt-gutter rt-active' : 'rt-gutter'}
        data-col={-1}
      >
        <button
          type="button"
          className="rt-rownum"
          tabIndex={-1}
          aria-label={`Row ${p.pos + 1} details`}
          onClick={(e) => {
            e.stopPropagation();
            p.onOpenRow(p.pos);
          }}
        >
          {p.pos + 1}
        </button>
      </div>
      {cells}
    </div>
  );
});
