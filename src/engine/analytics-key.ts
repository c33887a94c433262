import type { ReportQuery } from '../api/types';

/**
 * The name a DIALOGS run's pages are folded under in the worker, whether fetched or read back from the
 * device: its query (the worker serves one environment). Other reports are not folded.
 */
export const analyticsKey = (query: ReportQuery): string | undefined =>
  query.reportKey === 'dialogs' ? JSON.stringify(query) : undefined;
