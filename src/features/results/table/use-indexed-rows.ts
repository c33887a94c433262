import { useReducer } from 'react';
import type { SavedView, SortKey } from '../../../core/table';
import type { ResultColumn } from '../columns/result-column';
import type { TableSnapshot, TableStore } from './table-store';
import { usePrepareIndexes } from './use-prepare-indexes';
import { useRowFilters, type GridDrill } from './use-row-filters';

/**
 * The rows in view with their filters and sort, and the idle-time indexing that keeps filtering quick and
 * finishes a search answered in part. The section shows `indexing` as data-indexing (the bench waits for
 * it before measuring) and `searched` as data-searched (the bench times a keystroke to its first matches).
 * While rows are `arriving` (a run under way), the sort ranks wait for the last of them.
 */
export function useIndexedRows(
  { store, initialView, drill }: { store: TableStore; initialView: SavedView; drill?: GridDrill },
  snapshot: TableSnapshot,
  shown: readonly ResultColumn[],
  byKey: ReadonlyMap<string, ResultColumn>,
  sort: readonly SortKey[],
  arriving = false,
) {
  const [progress, onProgress] = useReducer((n: number) => n + 1, 0);
  const rows = useRowFilters(snapshot, shown, byKey, sort, initialView, progress, drill);
  const indexing = usePrepareIndexes(store, snapshot, shown, rows.view.searching, onProgress, arriving);
  return { ...rows, indexing };
}
