import type { ReportQuery } from '../../api/types';

/**
 * The history a query belongs to: its environment, report and parameters. The vault it is read from is
 * already one tenant's and one secret's (runs of another key do not open), so nothing of another
 * environment, tenant or secret is ever mixed in. `size` only cuts the same rows into pages: not part of it.
 */
export const historyKey = (environment: string, query: Pick<ReportQuery, 'reportKey' | 'campaignId'>) =>
  JSON.stringify([environment, query.reportKey, query.campaignId || null]);
