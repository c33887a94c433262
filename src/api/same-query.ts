import type { ReportQuery } from './types';

/** What names a query's rows. The report is any key: the CLI's checkpoint reads it back as a plain string. */
type QueryRows = Omit<ReportQuery, 'reportKey'> & { reportKey: string };

/**
 * A query's rows named as one string: report, range and parameters in a fixed order, so the order of keys
 * does not matter (a query read back through a schema may come in another), and an empty campaign is no
 * campaign.
 */
export const queryIdentity = (q: QueryRows): string =>
  JSON.stringify([q.reportKey, q.startDate, q.endDate, q.size ?? null, q.campaignId || null]);

/** Two queries ask for the same rows. */
export const sameQuery = (a: QueryRows, b: QueryRows) => queryIdentity(a) === queryIdentity(b);
