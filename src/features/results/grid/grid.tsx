import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import {
  MAX_SCROLL_HEIGHT,
  rowIndexAt,
  type ColumnFilter,
  type RowRecord,
  type TableModel,
  type TableView,
} from '../../../core/table';
import type { BodyProps } from './body/body-props';
import { cellWords } from '../cells/cell-words';
import { useBody } from './body/use-body';
import { GridHeader } from '../header/grid-header';
import type { ActiveCell } from './grid-keys';
import { GUTTER_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from './grid-sizes';
import { useColumnWindow } from '../columns/use-column-window';
import { useGridActions } from './use-grid-actions';
import type { LaidColumn } from '../columns/use-column-model';

export interface GridProps {
  label: string;
  model: TableModel;
  view: TableView;
  laid: readonly LaidColumn[];
  totalWidth: number;
  sortCount: number;
  filters: Readonly<Record<string, ColumnFilter>>;
  /** Changes when the filters are cleared from outside, so the filter inputs start empty. */
  filterEpoch: number;
  emptyText: string;
  /** True while typed filters have not reached the rows yet (they are applied as a deferred render). */
  busy: boolean;
  onFilter: (key: string, filter: ColumnFilter | undefined) => void;
  onPick: (key: string, anchor: HTMLElement) => void;
  onMoveBefore: (key: string, beforeKey: string) => void;
  onOpenRow: (pos: number) => void;
  onOpenConversation: ((id: string) => void) | undefined;
  onCopy: (row: RowRecord, column: LaidColumn | null) => void;
}

/**
 * The virtual grid: one scroll element, rows and columns virtualized, a sticky header with the filters.
 * Focus stays on the grid and aria-activedescendant names the active cell, so scrolling a cell out of
 * the DOM never loses the keyboard user's place. The body is drawn outside React (body/use-body.ts).
 */
export function Grid(props: GridProps) {
  const { model, view, laid } = props;
  const idPrefix = useId().replace(/:/g, '');
  const { t } = useI18n();
  const words = useMemo(() => cellWords(t), [t]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [chosen, setActive] = useState<ActiveCell>({ pos: 0, col: 0 });
  const { first, last, scrollToColumn } = useColumnWindow(scrollRef, laid);
  const width = GUTTER_WIDTH + props.totalWidth;
  const active = {
    pos: Math.min(chosen.pos, Math.max(0, view.length - 1)),
    col: Math.min(chosen.col, laid.length - 1),
  };
  const rowAt = useCallback((pos: number) => model.rows[rowIndexAt(view, pos)], [model, view]);
  const links = props.onOpenConversation !== undefined;
  const body: BodyProps = {
    count: view.length,
    rowAt,
    laid,
    first,
    last,
    width,
    active,
    idPrefix,
    links,
    words,
  };
  const { bodyRef, faceRef, pageRows, viewportHeight } = useBody(scrollRef, body);
  const { onKeyDown, onBodyClick } = useGridActions({
    scrollRef,
    count: view.length,
    laid,
    rowAt,
    active,
    setActive,
    pageRows,
    viewportHeight,
    scrollToColumn,
    onOpenRow: props.onOpenRow,
    onOpenConversation: props.onOpenConversation,
    onCopy: props.onCopy,
  });

  const realHeight = Math.min(HEADER_HEIGHT + view.length * ROW_HEIGHT, MAX_SCROLL_HEIGHT);
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={props.label}
      aria-rowcount={view.length + 2}
      aria-colcount={laid.length + 1}
      aria-busy={props.busy}
      tabIndex={0}
      className="rt-grid"
      onKeyDown={onKeyDown}
    >
      <div className="rt-sizer" style={{ height: realHeight, width }}>
        <GridHeader
          laid={laid}
          first={first}
          last={last}
          width={width}
          sortCount={props.sortCount}
          filters={props.filters}
          filterEpoch={props.filterEpoch}
          onFilter={props.onFilter}
          onPick={props.onPick}
          onMoveBefore={props.onMoveBefore}
        />
        <canvas ref={faceRef} className="rt-face" aria-hidden="true" hidden />
        {/* Rows are written into this element (body/write-rows.ts); React renders none of them. */}
        <div ref={bodyRef} role="rowgroup" className="rt-body" onClick={onBodyClick} />
      </div>
      {view.length === 0 ? <p className="rt-empty">{props.emptyText}</p> : null}
    </div>
  );
}
