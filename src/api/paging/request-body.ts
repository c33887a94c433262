import { reportByKey, type ReportKey } from '../../core/catalog/catalog';
import { SERVICE_PATH, type Environment } from '../environments';
import { ServiceError } from '../errors';
import {
  legacyRequestSchema,
  MAX_LEGACY_SIZE,
  newRequestSchema,
  type LegacyRequest,
  type NewRequest,
} from '../../core/contract';
import type { Credentials, ReportQuery } from '../types';

/** What ExecuteReport is sent: the body of the query's report family. */
export type ExecuteBody = LegacyRequest | NewRequest;

/**
 * The ExecuteReport body of a query's family, checked against its schema once per run (paging.ts);
 * throws 'invalid-execution' before any call when invalid.
 */
export function executeBody(query: ReportQuery, cursor: string): ExecuteBody {
  const report = reportByKey(query.reportKey);
  const { startDate, endDate } = query;
  const parsed =
    report.family === 'legacy'
      ? legacyRequestSchema.safeParse({
          startDate,
          endDate,
          size: query.size ?? MAX_LEGACY_SIZE,
          lastDocument: cursor,
        })
      : newRequestSchema.safeParse({
          startDate,
          endDate,
          ...(report.requiresCampaignId ? { campaingId: query.campaignId ?? '' } : {}),
          lastDocument: cursor,
        });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  throw new ServiceError('invalid-execution', `The query cannot be sent: ${problems.join('; ')}`, {
    serviceErrors: problems,
  });
}

/**
 * The full address of a service path. A proxy base (`/env/<name>`) is relative to the page; where there
 * is no page (Node: tests and benches against the in-process simulated service) a placeholder origin.
 */
const urlOf = (env: Environment, path: string) =>
  new URL(`${env.baseUrl}${SERVICE_PATH}${path}`, globalThis.location?.href ?? 'http://localhost/').href;

const headersOf = (credentials: Credentials, token?: string) => {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The premium product's key; an empty field means the basic product, which sends no header.
  if (credentials.subscriptionKey) headers.set('Ocp-Apim-Subscription-Key', credentials.subscriptionKey);
  return headers;
};

/** POST CreateToken, or its `?info` form (the quota check) with the same body. */
export function createTokenRequest(
  env: Environment,
  credentials: Credentials,
  info: boolean,
  signal?: AbortSignal,
): Request {
  const { accessToken, accessTokenSecret, tenant } = credentials;
  return new Request(urlOf(env, `/CreateToken${info ? '?info' : ''}`), {
    method: 'POST',
    headers: headersOf(credentials),
    body: JSON.stringify({ accessToken, accessTokenSecret, tenant }),
    signal,
  });
}

/** The body of the next page: a cursor is any text in both families' schemas, so the checked body holds. */
export const withCursor = (body: ExecuteBody, cursor: string): ExecuteBody => ({
  ...body,
  lastDocument: cursor,
});

/**
 * POST ExecuteReport/{tenant}/{idReport}: the identifier exactly as the catalog has it, URL-encoded, with a
 * body `executeBody` made (and checked).
 */
export function executeRequest(
  env: Environment,
  credentials: Credentials,
  token: string,
  reportKey: ReportKey,
  body: ExecuteBody,
  signal?: AbortSignal,
): Request {
  const { id } = reportByKey(reportKey);
  const path = `/ExecuteReport/${encodeURIComponent(credentials.tenant)}/${encodeURIComponent(id)}`;
  return new Request(urlOf(env, path), {
    method: 'POST',
    headers: headersOf(credentials, token),
    body: JSON.stringify(body),
    signal,
  });
}
