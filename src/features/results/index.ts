export { ResultsTable, type ResultsTableProps } from './ResultsTable';
