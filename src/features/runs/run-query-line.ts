import type { Translate } from '../../lib/i18n';
import type { ReportQuery } from '../../api/types';

/** The range and parameters of a stored run's query, as one line. */
export function runQueryLine(query: ReportQuery, t: Translate): string {
  const parts = [`${query.startDate} – ${query.endDate}`];
  if (query.size !== undefined) parts.push(t('runs.query.size', { size: query.size }));
  if (query.campaignId) parts.push(t('runs.query.campaign', { campaign: query.campaignId }));
  return parts.join(' · ');
}
