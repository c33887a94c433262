import { DIALOGS_MAX_RANGE_DAYS } from '../contract';

/**
 * The 20 reports of docs/service.md, as typed data. Identifiers are exactly as printed there
 * (AGENTS STATUS stays lower case). Productivity Detail and ACTIVITY TENANT share one identifier:
 * each has its own `key`, and its `family` decides the request body.
 *
 * Campaign id: docs/service.md requires `campaingId` "for campaign reports" and defines it only in the
 * new family's body. The one new-family campaign report is OUTBOUND GET CAMPAIGN RESULT, so it alone
 * requires it. The legacy campaign reports (Get Campaign Results, v2) have no such field in the legacy
 * body, so none is sent; OUTBOUND CALLS is a call log, not a campaign's results, so it takes none.
 */
export type Family = 'legacy' | 'new';

export type Lifecycle =
  | { kind: 'active' }
  /** Dated removal; `replacementKey` is null when the catalog names no replacement. */
  | { kind: 'removal'; removalDate: string; replacementKey: ReportKey | null }
  | { kind: 'migrate-through-support' };

export interface Report {
  key: ReportKey;
  name: string;
  id: string;
  family: Family;
  description: string;
  lifecycle: Lifecycle;
  /** True for the reports of campaign module V1, retired on {@link CAMPAIGN_V1_RETIREMENT}. */
  campaignV1: boolean;
  requiresCampaignId: boolean;
  /** Longest range the service accepts, in days; null when the catalog sets none. */
  maxRangeDays: number | null;
}

export const REMOVAL_DATE = '2026-09-30';
export const CAMPAIGN_V1_RETIREMENT = '2026-05-29';
export const DIALOGS_ID = '9306395D-F645-4597-9563-78DF67836192';

const removal = (replacementKey: ReportKey | null): Lifecycle => ({
  kind: 'removal',
  removalDate: REMOVAL_DATE,
  replacementKey,
});
const active: Lifecycle = { kind: 'active' };

const base = { campaignV1: false, requiresCampaignId: false, maxRangeDays: null } as const;

export const REPORT_KEYS = [
  'show-dialogs',
  'menu-detail',
  'show-error',
  'detail-performance',
  'productivity-detail',
  'current-interactions',
  'mark-navigation-user',
  'survey-result-v2',
  'get-campaign-results',
  'get-campaign-results-v2',
  'outbound-get-campaign-result',
  'outbound-calls',
  'agents-status',
  'inbound-calls-interactions',
  'activity-tenant',
  'audio-connector-traffic-v2',
  'menu',
  'sessions',
  'dialogs',
  'navegation-mark',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export const CATALOG: readonly Report[] = [
  {
    ...base,
    key: 'show-dialogs',
    name: 'Show Dialogs',
    id: 'B0A26DFF-173F-4138-AB46-61273E52538A',
    family: 'legacy',
    description: 'The dialogs available in the tenant, as a table.',
    lifecycle: removal('dialogs'),
  },
  {
    ...base,
    key: 'menu-detail',
    name: 'Menu Detail',
    id: '542B8262-14EB-4FEF-9873-93EC8B439FB7',
    family: 'legacy',
    description: 'Each menu-type entity, with its details.',
    lifecycle: removal('menu'),
  },
  {
    ...base,
    key: 'show-error',
    name: 'Show Error',
    id: '192D8D34-2BE0-477D-94EE-C5B3198B15D5',
    family: 'legacy',
    description: 'Errors raised by actions, with the action each one came from.',
    lifecycle: removal(null),
  },
  {
    ...base,
    key: 'detail-performance',
    name: 'Detail Performance',
    id: 'CB7D310E-BF08-46ED-A5E9-24C744344018',
    family: 'legacy',
    description: 'How services ran: their execution details.',
    lifecycle: { kind: 'migrate-through-support' },
  },
  {
    ...base,
    key: 'productivity-detail',
    name: 'Productivity Detail',
    id: '34175227-42BE-4A59-8B95-6F2EE6C14849',
    family: 'legacy',
    description: 'Who changed what in the tenant’s flows: an audit of every action applied.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'current-interactions',
    name: 'Current Interactions',
    id: '615DAD60-6EA5-4E19-AC37-5253170B86C0',
    family: 'legacy',
    description: 'Interaction indicators, with their typifications.',
    lifecycle: removal(null),
  },
  {
    ...base,
    key: 'mark-navigation-user',
    name: 'Mark-NAVIGATION_USER',
    id: 'A45EC705-6A38-426A-8D1F-9CAE4D311497',
    family: 'legacy',
    description: 'Navigation marks: the points of a flow users passed through.',
    lifecycle: removal('navegation-mark'),
  },
  {
    ...base,
    key: 'survey-result-v2',
    name: 'Survey Result v2',
    id: '468F3FC2-4406-4FD8-BD09-2788FC10A218',
    family: 'legacy',
    description: 'Survey answers, custom fields included.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'get-campaign-results',
    name: 'Get Campaign Results',
    id: '9FE42F19-0B8A-43A6-8BB0-604947E85160',
    family: 'legacy',
    description: 'Results of a campaign: the latest state of each of its records.',
    lifecycle: active,
    campaignV1: true,
  },
  {
    ...base,
    key: 'get-campaign-results-v2',
    name: 'Get Campaign Results v2 (for Outbound V2)',
    id: '64A004A6-FF90-4908-AB2D-F8103ECA0CEC',
    family: 'legacy',
    description: 'Results of a campaign of the second outbound version: the latest state of each record.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'outbound-get-campaign-result',
    name: 'OUTBOUND GET CAMPAIGN RESULT',
    id: '60D12322-2D25-40DE-BFD4-D4DAE7241C43',
    family: 'new',
    description:
      'The whole history of a campaign’s records (v1): every send and every state they went through.',
    lifecycle: active,
    campaignV1: true,
    requiresCampaignId: true,
  },
  {
    ...base,
    key: 'outbound-calls',
    name: 'OUTBOUND CALLS',
    id: 'EB9B0714-1BC3-460A-8CA1-E2EB55109C30',
    family: 'new',
    description: 'Every outbound call, one row each.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'agents-status',
    name: 'AGENTS STATUS',
    id: '94607720-c91c-4dfe-a39f-fdd069cfe585',
    family: 'new',
    description: 'What agents are doing, now and over time: session time, ready or not ready, productivity.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'inbound-calls-interactions',
    name: 'INBOUND CALLS INTERACTIONS',
    id: 'DB3215A0-1919-4E47-B09A-390E4A2FFE9A',
    family: 'new',
    description: 'Inbound calls: waiting times, durations, abandonment and customer experience.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'activity-tenant',
    name: 'ACTIVITY TENANT',
    id: '34175227-42BE-4A59-8B95-6F2EE6C14849',
    family: 'new',
    description: 'How much the tenant uses the platform: the reports it runs and their volume.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'audio-connector-traffic-v2',
    name: 'AUDIO CONNECTOR TRARFFING V2',
    id: '68800B36-2D8A-4CB8-BBBD-1DA78A2AA934',
    family: 'new',
    description: 'Real-time audio traffic: connection quality, latency and resources used.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'menu',
    name: 'MENU',
    id: '22FCF824-8E0D-45D3-A40D-9A0900F9ADE0',
    family: 'new',
    description: 'Each menu-type entity, with its details.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'sessions',
    name: 'SESSIONS',
    id: '59435EB3-3E0F-4005-8BB5-48432DA6364D',
    family: 'new',
    description: 'Every session: its channel, start and end, duration and who the contact was.',
    lifecycle: active,
  },
  {
    ...base,
    key: 'dialogs',
    name: 'DIALOGS',
    id: DIALOGS_ID,
    family: 'new',
    description: 'The messages of every conversation, one row each; read them as chats under Conversations.',
    lifecycle: active,
    maxRangeDays: DIALOGS_MAX_RANGE_DAYS,
  },
  {
    ...base,
    key: 'navegation-mark',
    name: 'NAVEGATION MARK',
    id: '144C6E55-B5FE-4A68-A4A3-1F78B205BAFD',
    family: 'new',
    description: 'Navigation marks: the points of a flow users passed through.',
    lifecycle: active,
  },
];

const byKey = new Map<string, Report>(CATALOG.map((r) => [r.key, r]));

export function isReportKey(key: string): key is ReportKey {
  return byKey.has(key);
}

export function reportByKey(key: ReportKey): Report {
  const report = byKey.get(key);
  if (!report) throw new Error(`Unknown report key ${key}`);
  return report;
}

/** Reports whose identifier matches, case-insensitively (two share one identifier). */
export function reportsById(id: string): Report[] {
  const wanted = id.toUpperCase();
  return CATALOG.filter((r) => r.id.toUpperCase() === wanted);
}
