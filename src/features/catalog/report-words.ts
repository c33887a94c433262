import { CAMPAIGN_V1_RETIREMENT, type Report } from '../../core/catalog/catalog';
import type { Deprecation, DeprecationState } from '../../core/catalog/deprecation';
import type { MessageId, Translate } from '../../lib/i18n';

/** A report's description for a person, in the language shown. */
export const describeReport = (t: Translate, report: Report) => t(`catalog.description.${report.key}`);

export const STATUS_WORDS: Record<DeprecationState, MessageId> = {
  active: 'catalog.status.active',
  obsolete: 'catalog.status.obsolete',
  'removal-passed': 'catalog.status.removalPassed',
  'migrate-through-support': 'catalog.status.migrate',
};

/** The badge of a report on its way out; empty for an active one. */
export function deprecationBadge(t: Translate, report: Report, d: Deprecation): string {
  switch (d.state) {
    case 'active':
      return '';
    case 'obsolete':
      return t('catalog.badge.obsolete', {
        date: report.lifecycle.kind === 'removal' ? report.lifecycle.removalDate : '',
      });
    case 'removal-passed':
      return t('catalog.badge.removalPassed');
    case 'migrate-through-support':
      return t('catalog.badge.migrate');
  }
}

/** The campaign module V1 note of a report that belongs to it, before or after its retirement. */
export function campaignNote(t: Translate, d: Deprecation): string | null {
  if (d.campaign === null) return null;
  return d.campaign === 'retires'
    ? t('catalog.campaign.retires', { date: CAMPAIGN_V1_RETIREMENT })
    : t('catalog.campaign.retired', { date: CAMPAIGN_V1_RETIREMENT });
}
