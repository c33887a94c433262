export { ResultsTable, type ResultsTableProps } from './results-table';
export type { RunAbout } from './export-about';
