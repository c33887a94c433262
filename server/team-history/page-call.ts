import { reportsById, type Report } from '../../src/core/catalog/catalog';
import { legacyRequestSchema, newRequestSchema } from '../../src/core/contract';
import { querySpan } from '../../src/core/history';
import type { TeamHistoryKey, WallSpan } from './store-port';

/** An ExecuteReport page as the team's history reads it: which history, which range, which page. */
export interface PageCall {
  key: TeamHistoryKey;
  report: Report;
  /** The body's range on the service's wall clock. */
  span: WallSpan;
  /** Names one run of the history but its cursor: the pages of a run share it, the next page's cursor apart. */
  run: string;
  /** The body's cursor; '' on a first page. */
  cursor: string;
}

/**
 * Reads a proxied ExecuteReport call (its path's tenant and report, its body) as a page of a history, or
 * null when it is not one the team keeps: a body that is not its family's, a range that does not read, a
 * campaign report without its campaign. The path's tenant is the history's: a page is only ever kept in
 * the history of the tenant whose path it was asked on, which is the one the service answered for.
 */
export function readPageCall(env: string, tenant: string, reportId: string, body: Buffer): PageCall | null {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const request = familyBody(json);
  // Two reports share one identifier (docs/service.md): the body's family tells them apart.
  const report = reportsById(reportId).find((r) => r.family === request?.family);
  if (!report || !request) return null;
  const { startDate, endDate } = request;
  const span = querySpan({ startDate, endDate });
  const campaignId = report.requiresCampaignId ? (request.campaingId ?? null) : null;
  if (!span || (report.requiresCampaignId && campaignId === null)) return null;
  const key = { environment: env, tenant, reportKey: report.key, campaignId };
  // A legacy page's size sets where its pages break: runs of another size are other runs.
  const run = JSON.stringify([key, startDate, endDate, request.size ?? null]);
  return { key, report, span, run, cursor: request.lastDocument ?? '' };
}

/** The body as its family's schema reads it: legacy when it has the legacy's fields (a size), else new. */
function familyBody(json: unknown) {
  const legacy = legacyRequestSchema.safeParse(json);
  if (legacy.success) return { family: 'legacy' as const, ...legacy.data, campaingId: undefined };
  const fresh = newRequestSchema.safeParse(json);
  return fresh.success ? { family: 'new' as const, ...fresh.data, size: undefined } : null;
}
