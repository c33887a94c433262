import { useMemo, useSyncExternalStore } from 'react';
import type { ShownRows, ShownRowsStore } from '../results';
import { summaryColumns } from './summary-columns';

/** The rows the grid shows, and what each of its columns is good for in a summary, by key. */
export function useShownColumns(shownRows: ShownRowsStore) {
  const shown: ShownRows | null = useSyncExternalStore(
    shownRows.subscribe,
    shownRows.getSnapshot,
    shownRows.getSnapshot,
  );
  const gridColumns = shown?.columns;
  const rowsSeen = (shown?.loaded ?? 0) > 0;
  // What each column is good for, read once its rows are there (a later page keeps its kind).
  const columns = useMemo(
    () => (gridColumns && rowsSeen && shown ? summaryColumns(gridColumns, shown.model.rows) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again for new columns, not new rows
    [gridColumns, rowsSeen],
  );
  const byKey = useMemo(() => new Map(columns.map((c) => [c.column.key, c])), [columns]);
  return { shown, rowsSeen, columns, byKey };
}
