import { useI18n } from '../../../lib/i18n';
import { memo, type KeyboardEvent } from 'react';
import type { LaidColumn } from '../columns/use-column-model';
import { GUTTER_WIDTH } from '../grid/grid-sizes';

const DRAG_TYPE = 'application/x-report-explorer-column';

export interface HeaderCellProps {
  laidColumn: LaidColumn;
  index: number;
  /** The column's sort state, read from the table by the caller so that the memo sees it change. */
  dir: false | 'asc' | 'desc';
  priority: number;
  resizing: boolean;
  sortCount: number;
  onMoveBefore: (key: string, beforeKey: string) => void;
}

/**
 * A column header: sort button (Shift+click adds a sort key), drag to reorder, a resize handle. Memoised:
 * the grid renders on every scroll frame and the headers only change with the layout or the sort.
 */
/** Arrow keys on a resize handle: 10 px a press, 50 with Shift, between 60 and 1,200 px. */
const resizeKeys =
  ({ column, header, size }: LaidColumn) =>
  (e: KeyboardEvent) => {
    const step = e.shiftKey ? 50 : 10;
    const delta = e.key === 'ArrowRight' ? step : e.key === 'ArrowLeft' ? -step : 0;
    if (delta === 0) return;
    e.preventDefault();
    e.stopPropagation();
    header
      .getContext()
      .table.setColumnSizing((s) => ({ ...s, [column.key]: Math.min(1200, Math.max(60, size + delta)) }));
  };

export const HeaderCell = memo(function HeaderCell({
  laidColumn,
  index,
  dir,
  priority,
  resizing,
  sortCount,
  onMoveBefore,
}: HeaderCellProps) {
  const { t } = useI18n();
  const { column, header, size, start } = laidColumn;
  const col = header.column;
  const label = column.header;
  const resize = header.getResizeHandler();
  const onResizeKey = resizeKeys(laidColumn);
  return (
    <div
      role="columnheader"
      aria-colindex={index + 2}
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
      className={`rt-th${column.kind === 'number' || column.kind === 'percent' ? ' rt-num' : ''}`}
      style={{ left: GUTTER_WIDTH + start, width: size }}
      draggable
      onDragStart={(e) => {
        // A press on a resize handle is a resize, not a reorder: the browser would otherwise start dragging
        // a header after a few pixels, and while it drags it sends no mouse moves to the resize. Any column
        // resizing counts, not only this one: the browser picks the dragged element under the point pressed,
        // and a column narrowed by the first moves has left that point in the next column's header.
        if (header.getContext().table.atoms.columnResizing.get().isResizingColumn !== false) {
          e.preventDefault();
          return;
        }
        e.dataTransfer.setData(DRAG_TYPE, column.key);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
      }}
      onDrop={(e) => {
        const key = e.dataTransfer.getData(DRAG_TYPE);
        if (key && key !== column.key) onMoveBefore(key, column.key);
      }}
    >
      <button
        type="button"
        className="rt-sort"
        onClick={col.getToggleSortingHandler()}
        title={t('results.sortBy', { label })}
      >
        <span className="rt-th-label">{label}</span>
        <span className="rt-sort-mark" aria-hidden="true">
          {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : ''}
          {dir && sortCount > 1 ? priority + 1 : ''}
        </span>
      </button>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('results.resize', { label })}
        aria-valuenow={size}
        aria-valuemin={60}
        aria-valuemax={1200}
        tabIndex={0}
        className={`rt-resize${resizing ? ' rt-resizing' : ''}`}
        onMouseDown={resize}
        onTouchStart={resize}
        onKeyDown={onResizeKey}
        onDoubleClick={() => col.resetSize()}
      />
    </div>
  );
});
