export { ResultsTable, type ResultsTableProps } from './results-table';
export { warmFace } from './grid/body/face-warm';
export type { GridDrill } from './table/use-row-filters';
export type { RunAbout } from './export/export-about';
export type { ShownRows, ShownRowsStore } from './table/shown-rows';
export type { Filters } from './table/use-row-filters';
export type { ResultColumn } from './columns/result-column';
