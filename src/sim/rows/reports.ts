import type { ReportKey } from '../../core/catalog/catalog';
import type { BucketRows, RowContext } from './kit';
import { DIALOGS_SPILL_MS } from './conversation';
import { dialogsBucket } from './dialogs';
import { genericBucket, type LateColumn } from './generic';
import {
  activityTenant,
  agentsStatus,
  currentInteractions,
  productivityDetail,
  surveyResult,
  type Subject,
} from './people';
import { campaignHistory, campaignResults, inboundCalls, outboundCalls, sessions } from './contact';
import { audioTraffic, detailPerformance, menus, navigationMarks, showDialogs, showError } from './platform';

export interface ReportRows {
  /** nameVisualization of the envelope. */
  visualization: string;
  /** Rows per day at volume 1 (a realistic demo tenant), averaged over a week. */
  perDay: number;
  /** How far past its day a bucket's rows may be dated (0: every row inside its day). */
  spillMs: number;
  /** The rows of one day of the history. */
  bucket: (ctx: RowContext) => BucketRows;
}

const generic = (visualization: string, perDay: number, subject: Subject, late: LateColumn): ReportRows => ({
  visualization,
  perDay,
  spillMs: 0,
  bucket: (ctx) => genericBucket(ctx, subject, late),
});

const tags: LateColumn = {
  name: 'tags',
  value: (r) => (r.chance(0.5) ? [] : ['revisado', 'q2'].slice(0, r.int(1, 2))),
};
const note: LateColumn = {
  name: 'observaciones',
  value: (r) => (r.chance(0.6) ? null : 'Actualizado por migración, "v2"'),
};
const recording: LateColumn = {
  name: 'recordingUrl',
  value: (r) => (r.chance(0.5) ? null : `https://grabaciones.ejemplo.com/${r.hex(12)}.mp3`),
};
const region: LateColumn = {
  name: 'region',
  value: (r) => r.pick(['Andina', 'Caribe', 'Pacífico'] as const),
};

export const REPORT_ROWS: Record<ReportKey, ReportRows> = {
  'show-dialogs': generic('Show Dialogs', 40, showDialogs, note),
  'menu-detail': generic('Menu Detail', 150, menus, region),
  'show-error': generic('Show Error', 60, showError, tags),
  'detail-performance': generic('Detail Performance', 96, detailPerformance, region),
  'productivity-detail': generic('Productivity Detail', 30, productivityDetail, note),
  'current-interactions': generic('Current Interactions', 180, currentInteractions, tags),
  'mark-navigation-user': generic('Mark Navigation User', 220, navigationMarks, region),
  'survey-result-v2': generic('Survey Result v2', 70, surveyResult, note),
  'get-campaign-results': generic('Campaign Results', 120, campaignResults, recording),
  'get-campaign-results-v2': generic('Campaign Results V2', 120, campaignResults, recording),
  'outbound-get-campaign-result': generic('Outbound Campaign Result', 260, campaignHistory, tags),
  'outbound-calls': generic('Outbound Calls', 240, outboundCalls, recording),
  'agents-status': generic('Agents Status', 96, agentsStatus, tags),
  'inbound-calls-interactions': generic('Inbound Calls Interactions', 200, inboundCalls, recording),
  'activity-tenant': generic('Activity Tenant', 25, activityTenant, region),
  'audio-connector-traffic-v2': generic('Audio Connector Traffic V2', 150, audioTraffic, region),
  menu: generic('Menu', 150, menus, region),
  sessions: generic('Sessions', 140, sessions, tags),
  dialogs: { visualization: 'Dialogs', perDay: 400, spillMs: DIALOGS_SPILL_MS, bucket: dialogsBucket },
  'navegation-mark': generic('Navegation Mark', 220, navigationMarks, region),
};
