import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, type RefObject } from 'react';
import { INITIAL_RECT } from '../grid/body/use-body';
import { GUTTER_WIDTH } from '../grid/grid-sizes';
import { initialScrollerRect, observeScrollerRect, scrollColumnsTo } from './column-scroller';
import type { LaidColumn } from './use-column-model';

/**
 * The columns in view: laid[first..last]. Rows are fixed-height arithmetic (core/table/row-window.ts)
 * rather than @tanstack/react-virtual's row virtualizer, which keeps a measurement object per row,
 * rebuilds all of them when the count changes and re-renders React on every scroll
 * (docs/measurements.md#why-measured).
 * Columns, few and of varying widths, stay with react-virtual.
 */
export function useColumnWindow(scrollRef: RefObject<HTMLDivElement | null>, laid: readonly LaidColumn[]) {
  const getColumnKey = useCallback((index: number) => laid[index]?.column.key ?? index, [laid]);
  // The app is built without the React Compiler; this instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const columns = useVirtualizer({
    horizontal: true,
    count: laid.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => laid[index]?.size ?? 100,
    getItemKey: getColumnKey,
    paddingStart: GUTTER_WIDTH,
    // One column beyond each edge: its header is there to drag a column onto, and a horizontal wheel step
    // shows no gap. (Dropping it saved one cell of eight per row and no measurable frame time.)
    overscan: 1,
    // Before the element is measured (first paint, server render): the window's width, not nothing.
    initialRect: initialScrollerRect(INITIAL_RECT),
    // Neither read nor written in the mount's commit, which would force a layout there (column-scroller.ts).
    observeElementRect: observeScrollerRect,
    scrollToFn: scrollColumnsTo,
  });
  const inView = columns.getVirtualItems();
  return {
    first: inView[0]?.index ?? 0,
    last: inView.at(-1)?.index ?? -1,
    scrollToColumn: (index: number) => columns.scrollToIndex(index, { align: 'auto' }),
  };
}
