export { ResultsTable, type ResultsTableProps } from './results-table';
export type { GridDrill } from './use-row-filters';
