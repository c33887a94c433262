import { useCallback, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { scrollTopFor, type RowRecord } from '../../../core/table';
import { ROWS } from './body/use-body';
import { ACT } from './body/write-cell';
import { conversationOf } from '../cells/cell-content';
import { gridAction, type ActiveCell } from './grid-keys';
import type { LaidColumn } from '../columns/use-column-model';

export interface GridActionsArgs {
  scrollRef: RefObject<HTMLDivElement | null>;
  count: number;
  laid: readonly LaidColumn[];
  rowAt: (pos: number) => RowRecord | undefined;
  /** The active cell, within the rows and columns there are. */
  active: ActiveCell;
  setActive: (cell: ActiveCell) => void;
  pageRows: RefObject<number>;
  viewportHeight: RefObject<number>;
  scrollToColumn: (index: number) => void;
  onOpenRow: (pos: number) => void;
  onOpenConversation: ((id: string) => void) | undefined;
  onCopy: (row: RowRecord, column: LaidColumn | null) => void;
}

/** What the keyboard and a click in the body do: move the active cell, open, copy. */
export function useGridActions(args: GridActionsArgs) {
  const { scrollRef, count, laid, rowAt, active, setActive, onOpenRow, onOpenConversation, onCopy } = args;
  const copyAt = useCallback(
    (pos: number, col: number) => {
      const row = rowAt(pos);
      if (row) onCopy(row, laid[col] ?? null);
    },
    [rowAt, laid, onCopy],
  );
  const openAt = (cell: ActiveCell) => {
    const column = laid[cell.col]?.column;
    const conversation = column ? conversationOf(column, rowAt(cell.pos)?.[column.key]) : undefined;
    if (conversation !== undefined && onOpenConversation) onOpenConversation(conversation);
    else onOpenRow(cell.pos);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return; // typing in a header control
    const action = gridAction(event.key, { ctrl: event.ctrlKey || event.metaKey }, active, {
      rows: count,
      cols: laid.length,
      page: args.pageRows.current,
    });
    if (!action) return;
    event.preventDefault();
    if ('move' in action) {
      setActive(action.move);
      const grid = event.currentTarget;
      const top = scrollTopFor(ROWS, count, action.move.pos, grid.scrollTop, args.viewportHeight.current);
      if (top !== grid.scrollTop) grid.scrollTop = top;
      if (action.move.col >= 0) args.scrollToColumn(action.move.col);
      else grid.scrollTo({ left: 0 });
    } else if ('open' in action) openAt(action.open);
    else copyAt(action.copy.pos, action.copy.col);
  };

  // One handler for the whole body: the written rows' buttons say what they do in data-act.
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const cell = target?.closest('[data-col]');
    const row = target?.closest('[data-pos]');
    if (!cell || !row) return;
    const pos = Number(row.getAttribute('data-pos'));
    const col = Number(cell.getAttribute('data-col'));
    const act = target?.closest('[data-act]')?.getAttribute('data-act');
    if (act === ACT.row) onOpenRow(pos);
    else if (act === ACT.copy) copyAt(pos, col);
    else if (act === ACT.link) openAt({ pos, col });
    else {
      setActive({ pos, col });
      scrollRef.current?.focus({ preventScroll: true });
    }
  };
  return { onKeyDown, onBodyClick };
}
