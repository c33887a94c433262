export { ResultsTable, type ResultsTableProps } from './results-table';
