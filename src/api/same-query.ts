import type { ReportQuery } from './types';

/** What names a query's rows. The report is any key: the CLI's checkpoint reads it back as a plain string. */
type QueryRows = Omit<ReportQuery, 'reportKey'> & { reportKey: string };

/**
 * Two queries ask for the same rows: same report, range and parameters. An empty campaign is no campaign,
 * and the order of keys does not matter (a query read back through a schema may come in another).
 */
export const sameQuery = (a: QueryRows, b: QueryRows) =>
  a.reportKey === b.reportKey &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate &&
  (a.size ?? null) === (b.size ?? null) &&
  (a.campaignId || null) === (b.campaignId || null);
