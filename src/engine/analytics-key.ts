import type { ReportQuery } from '../api/types';

/**
 * The name a run's pages are folded under in the worker, whether fetched or read back from the device:
 * its query's values in a fixed order (a stored run's query comes back through a schema, its keys maybe
 * in another order). The worker serves one environment.
 */
export const analyticsKey = (q: ReportQuery): string =>
  JSON.stringify([q.reportKey, q.startDate, q.endDate, q.size ?? null, q.campaignId ?? null]);
