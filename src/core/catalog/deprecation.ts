import { format } from 'date-fns';
import { CAMPAIGN_V1_RETIREMENT, reportByKey, type Report, type ReportKey } from './catalog';

export type DeprecationState = 'active' | 'obsolete' | 'removal-passed' | 'migrate-through-support';

export interface Deprecation {
  state: DeprecationState;
  /** One line for a badge; empty for an active report. */
  label: string;
  replacement: { key: ReportKey; name: string } | null;
  /** Campaign module V1 note, when the report belongs to it. */
  campaignNote: string | null;
  /** Where campaign module V1 stands for a report of it, for the page to word: null for other reports. */
  campaign: 'retires' | 'retired' | null;
}

/** Calendar date of `now` in the user's time zone: "from that date on" is read on the user's calendar. */
const localDay = (now: Date) => format(now, 'yyyy-MM-dd');

export function deprecationOf(report: Report, now: Date): Deprecation {
  const today = localDay(now);
  const campaign = report.campaignV1 ? (today < CAMPAIGN_V1_RETIREMENT ? 'retires' : 'retired') : null;
  const campaignNote = report.campaignV1
    ? today < CAMPAIGN_V1_RETIREMENT
      ? `Campaign module V1 retires on ${CAMPAIGN_V1_RETIREMENT}; its history stays available.`
      : `Campaign module V1 retired on ${CAMPAIGN_V1_RETIREMENT}; historical data only, subject to retention.`
    : null;
  const lc = report.lifecycle;
  switch (lc.kind) {
    case 'active':
      return { state: 'active', label: '', replacement: null, campaignNote, campaign };
    case 'migrate-through-support':
      return {
        state: 'migrate-through-support',
        label: 'obsolete, migrate through support',
        replacement: null,
        campaignNote,
        campaign,
      };
    case 'removal': {
      const replacement = lc.replacementKey
        ? { key: lc.replacementKey, name: reportByKey(lc.replacementKey).name }
        : null;
      return today < lc.removalDate
        ? {
            state: 'obsolete',
            label: `obsolete, removal on ${lc.removalDate}`,
            replacement,
            campaignNote,
            campaign,
          }
        : {
            state: 'removal-passed',
            label: 'removal date passed: may no longer answer',
            replacement,
            campaignNote,
            campaign,
          };
    }
  }
}

export const deprecationOfKey = (key: ReportKey, now: Date) => deprecationOf(reportByKey(key), now);
