export { ResultsTable, type ResultsTableProps } from './results-table';
export type { GridDrill } from './use-row-filters';
export type { RunAbout } from './export-about';
