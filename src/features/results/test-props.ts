import { reportByKey } from '../../core/catalog/catalog';
import type { ResultsTableProps } from './results-table';

/** A finished DIALOGS run's props, for the table's tests; each test adds its pages. */
export const RUN_PROPS = {
  queryKey: 'q',
  report: reportByKey('dialogs'),
  expectedTotal: null,
  running: false,
  fileBaseName: 'DIALOGS_x',
} satisfies Omit<ResultsTableProps, 'pages'>;
