import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Row } from '../../../core/contract';
import { TableStore, type TableSnapshot } from './table-store';

/**
 * The run's table store, built from the pages there are and synced with each new set of pages after the
 * render that brought them (the owner remounts per run, so one store serves one run).
 */
export function useTableStore(reportKey: string, pages: readonly (readonly Row[])[]): TableStore {
  const [store] = useState(() => new TableStore(reportKey, pages));
  // A layout effect: the rows a page brings are shown in the same frame, before the browser paints.
  useLayoutEffect(() => store.sync(pages), [store, pages]);
  return store;
}

/** The store's rows, columns and model as of now; the component renders again when they change. */
export const useTableSnapshot = (store: TableStore): TableSnapshot =>
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
