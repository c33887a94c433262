import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { isActive, type ColumnFilter, type SortKey, type ViewSpec } from '../../../core/table';
import type { ResultColumn } from '../columns/result-column';
import { rewordFilters } from './reword-filters';
import type { TableSnapshot } from './table-store';
import { EMPTY_VIEW, type SavedView } from '../../../core/table';

export type Filters = Readonly<Record<string, ColumnFilter>>;

/**
 * Filters set from outside the grid (a click in the overview or the summary); a new `id` applies them
 * again. The search is replaced by `global` (none when not given).
 */
export interface GridDrill {
  id: number;
  filters: Filters;
  global?: string;
}

/**
 * The global search and the column filters, and the view they make with the sort: which rows show, in
 * what order. Typed filters reach the rows as a deferred render, so typing stays responsive.
 */
export function useRowFilters(
  snapshot: TableSnapshot,
  shown: readonly ResultColumn[],
  byKey: ReadonlyMap<string, ResultColumn>,
  sort: readonly SortKey[],
  initial: Pick<SavedView, 'global' | 'filters'> = EMPTY_VIEW,
  /** Counts the slices of indexing done for a filter answered in part: each takes the view again. */
  progress = 0,
  drill?: GridDrill,
) {
  const [global, setGlobal] = useState(drill?.global ?? initial.global);
  const [filters, setFilters] = useState<Filters>(drill?.filters ?? initial.filters);
  const [filterEpoch, setFilterEpoch] = useState(0);
  // A drill replaces the search and the filters, as set during render (no frame shows the old rows).
  const [drilled, setDrilled] = useState(drill?.id);
  if (drill && drill.id !== drilled) {
    setDrilled(drill.id);
    setGlobal(drill.global ?? '');
    setFilters(drill.filters);
    setFilterEpoch((epoch) => epoch + 1);
  }
  // Picked values follow the language the columns are worded in (a switch, a drill, a saved view).
  const reworded = rewordFilters(filters, byKey);
  if (reworded !== filters) setFilters(reworded);
  const globalKeys = useMemo(() => shown.map((column) => column.key), [shown]);
  const deferredGlobal = useDeferredValue(global);
  const deferredFilters = useDeferredValue(filters);
  const spec = useMemo<ViewSpec>(
    () => ({ columns: byKey, sort, global: deferredGlobal, globalKeys, filters: deferredFilters }),
    [byKey, sort, deferredGlobal, globalKeys, deferredFilters],
  );
  // A new snapshot is new rows, new progress is more rows indexed: the model's view is taken again.
  const view = useMemo(() => {
    void progress;
    return snapshot.model.view(spec);
  }, [snapshot, spec, progress]);

  const onFilter = useCallback((key: string, filter: ColumnFilter | undefined) => {
    setFilters((old) => {
      const next = { ...old };
      if (filter) next[key] = filter;
      else delete next[key];
      return next;
    });
  }, []);
  const clearFilters = () => {
    setGlobal('');
    setFilters({});
    setFilterEpoch((epoch) => epoch + 1);
  };
  return {
    view,
    /** The sort, filters and search the view answers, as the headless model reads them. */
    spec,
    global,
    setGlobal,
    filters,
    filterEpoch,
    onFilter,
    clearFilters,
    /** The global search the rows in view answer (in part while `view.searching`). */
    searched: deferredGlobal,
    /** Typed filters have not reached every row yet. */
    busy: global !== deferredGlobal || filters !== deferredFilters || view.searching,
    filtered: global.trim() !== '' || Object.values(filters).some(isActive),
  };
}
