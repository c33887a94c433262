import type { TableModel, TableView, ViewSpec } from '../../../core/table';
import type { ValueStore } from '../../../lib/value-store';
import type { ResultColumn } from '../columns/result-column';
import type { Filters } from './use-row-filters';

/**
 * What the grid shows of a run, for the views made of it (the Summary): the model's rows, the columns as
 * worded on screen, the rows in view and the filters and search that chose them. The model is read, never
 * changed, outside the grid.
 */
export interface ShownRows {
  model: TableModel;
  columns: readonly ResultColumn[];
  view: TableView;
  filters: Filters;
  /** The search the rows in view answer. */
  global: string;
  /** Rows loaded. */
  loaded: number;
  /** The filters and search as the model reads them: another run's rows can be shown the same way. */
  spec: ViewSpec;
}

/** The grid tells it each new view; whoever summarizes the rows subscribes. One per run. */
export type ShownRowsStore = ValueStore<ShownRows>;
