import { useLayoutEffect } from 'react';
import type { ShownRows, ShownRowsStore } from './shown-rows';

/** The rows in view as the grid's filters give them (useRowFilters): `searched` is the search they answer. */
type FilteredRows = Pick<ShownRows, 'view' | 'filters' | 'spec'> & { searched: string };

/** Tells `store` what the grid shows each time it changes, for the views made of it (the Summary). */
export function useTellShownRows(
  store: ShownRowsStore | undefined,
  { model, columns, loaded }: Pick<ShownRows, 'model' | 'columns' | 'loaded'>,
  { view, filters, searched, spec }: FilteredRows,
) {
  useLayoutEffect(() => {
    store?.set({ model, columns, view, filters, global: searched, loaded, spec });
  }, [store, model, columns, view, filters, searched, loaded, spec]);
}
