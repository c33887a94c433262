import type { TableModel, TableView } from '../../core/table';
import type { ExportJob } from '../export';
import type { ResultColumn } from './result-column';
import type { LaidColumn } from './use-column-model';

const safeBase = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'results';

export interface ExportJobArgs {
  model: TableModel;
  view: TableView;
  laid: readonly LaidColumn[];
  byKey: ReadonlyMap<string, ResultColumn>;
  fileBaseName: string;
}

/** The CSV export of what the grid shows: its rows in view order, its columns in screen order. */
export const exportJob = ({ model, view, laid, byKey, fileBaseName }: ExportJobArgs): ExportJob => ({
  rows: model.rows,
  order: view.order,
  length: view.length,
  columns: laid.map((laidColumn) => ({
    key: laidColumn.column.key,
    header: laidColumn.column.csvHeader ?? laidColumn.column.header,
  })),
  fileName: `${safeBase(fileBaseName)}.csv`,
  codesOf: (key) => {
    const column = byKey.get(key);
    return column ? model.index(column).dictionary() : null;
  },
});
