export { ResultsTable, type ResultsTableProps } from './results-table';
export type { GridDrill } from './table/use-row-filters';
export type { RunAbout } from './export/export-about';
