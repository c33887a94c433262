import type { ReportQuery } from '../../api/types';

/** The range and parameters of a stored run's query, as one line. */
export function runQueryLine(query: ReportQuery): string {
  const parts = [`${query.startDate} – ${query.endDate}`];
  if (query.size !== undefined) parts.push(`page size ${query.size}`);
  if (query.campaignId) parts.push(`campaign ${query.campaignId}`);
  return parts.join(' · ');
}

/** Two queries ask for the same rows: same report, range and parameters. */
export const sameQuery = (a: ReportQuery, b: ReportQuery) =>
  a.reportKey === b.reportKey &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate &&
  (a.size ?? null) === (b.size ?? null) &&
  (a.campaignId || null) === (b.campaignId || null);
