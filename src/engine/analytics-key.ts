import type { ReportQuery } from '../api/types';

/**
 * The name a DIALOGS run's pages are folded under in the worker, whether fetched or read back from the
 * device: its query's values in a fixed order (a stored run's query comes back through a schema, its keys
 * maybe in another order). The worker serves one environment. Other reports are not folded.
 */
export const analyticsKey = (q: ReportQuery): string | undefined =>
  q.reportKey === 'dialogs'
    ? JSON.stringify([q.reportKey, q.startDate, q.endDate, q.size ?? null, q.campaignId ?? null])
    : undefined;
