import type { Report } from '../../../core/catalog/catalog';
import type { SavedView, TableModel, TableView } from '../../../core/table';
import type { ExportColumn, ExportJob } from '../../export';
import { exportAbout, type RunAbout } from './export-about';
import type { CellKind, ResultColumn } from '../columns/result-column';
import type { LaidColumn } from '../columns/use-column-model';

const safeBase = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'results';

/** How a workbook types a column's cells: dates, percentages and labels as the grid shows them. */
export const xlsxKind = (kind: CellKind): NonNullable<ExportColumn['kind']> =>
  kind === 'date' || kind === 'percent' || kind === 'label' ? kind : 'value';

export const exportColumn = (column: ResultColumn): ExportColumn => ({
  key: column.key,
  header: column.header,
  ...(column.csvHeader ? { csvHeader: column.csvHeader } : {}),
  kind: xlsxKind(column.kind),
  ...(column.labels ? { labels: column.labels } : {}),
});

/** The table, the view's sort and filters, and the run: for the workbook's About sheet too. */
export interface ExportJobArgs extends SavedView {
  model: TableModel;
  view: TableView;
  laid: readonly LaidColumn[];
  byKey: ReadonlyMap<string, ResultColumn>;
  fileBaseName: string;
  report: Pick<Report, 'name'>;
  about?: (() => RunAbout) | undefined;
}

/** The export of what the grid shows: its rows in view order, its columns in screen order. */
export const exportJob = ({ model, view, laid, byKey, fileBaseName, ...run }: ExportJobArgs): ExportJob => ({
  rows: model.rows,
  order: view.order,
  length: view.length,
  columns: laid.map((laidColumn) => exportColumn(laidColumn.column)),
  fileName: safeBase(fileBaseName),
  codesOf: (key) => {
    const column = byKey.get(key);
    return column ? model.index(column).dictionary() : null;
  },
  about: exportAbout(run.about?.(), run, byKey, run.report.name),
});
