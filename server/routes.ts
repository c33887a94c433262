import { SERVICE_PATH } from '../src/api/environments';

export type Operation = 'CreateToken' | 'QuotaInfo' | 'ExecuteReport';

/** A validated `/env/<name>/api/ServiceReporting/<tail>` request target. */
export interface EnvRoute {
  env: string;
  operation: Operation;
  /** Path and query to append to an environment's base URL, built only from validated segments. */
  servicePath: string;
  /** The tenant of an ExecuteReport's path (the history its answer belongs to); null for the others. */
  tenant: string | null;
  reportId: string | null;
}

export type RouteResult = { ok: true; route: EnvRoute } | { ok: false; status: 400 | 404; message: string };

/** Everything that looks like /env, in any case or spelling, is ours to validate, never the SPA's. */
export const isEnvTarget = (rawUrl: string) => /^\/env(?![A-Za-z0-9_-])/i.test(rawUrl);

const ENV_NAME_RE = /^[a-z0-9][a-z0-9-]{0,31}$/;
// One path segment of the service: a tenant or a report id. No '%' at all upstream of this, so no
// encoded slash, backslash or dot can hide in it.
const SEGMENT_RE = /^[A-Za-z0-9_~.-]{1,128}$/;
const SERVICE_SEGMENTS = SERVICE_PATH.split('/').filter(Boolean);

const refuse = (status: 400 | 404, message: string): RouteResult => ({ ok: false, status, message });

/**
 * Validates the raw request target (as received, before any decoding). Strict on purpose: the client
 * sends only these three shapes, so anything else (encoded characters, dot segments, backslashes, `//`,
 * absolute URLs, queries other than `info`) is refused rather than normalised.
 */
export function parseEnvTarget(rawUrl: string): RouteResult {
  if (!rawUrl.startsWith('/') || rawUrl.startsWith('//'))
    return refuse(400, 'The request target must be a path.');
  if (/[%\\#]/.test(rawUrl)) return refuse(400, 'Encoded characters, backslashes and fragments are refused.');
  if (!/^[\x21-\x7e]+$/.test(rawUrl)) return refuse(400, 'The path has characters the service does not use.');
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const query = q === -1 ? null : rawUrl.slice(q + 1);

  const segments = path.slice(1).split('/');
  for (const s of segments) {
    if (s === '') return refuse(400, 'Empty path segments (//) are refused.');
    if (/^\.+$/.test(s)) return refuse(400, 'Dot segments (. and ..) are refused.');
    if (!SEGMENT_RE.test(s)) return refuse(400, 'A path segment has characters the service does not use.');
  }
  const [envWord, env, ...rest] = segments;
  if (envWord !== 'env' || env === undefined || !ENV_NAME_RE.test(env))
    return refuse(404, 'Unknown environment.');
  if (rest.length < SERVICE_SEGMENTS.length || SERVICE_SEGMENTS.some((s, i) => rest[i] !== s))
    return refuse(404, `Only ${SERVICE_PATH}/... is served under /env/${env}.`);
  const tail = rest.slice(SERVICE_SEGMENTS.length);

  if (tail.length === 1 && tail[0] === 'CreateToken') {
    if (query === null) return ok(env, 'CreateToken', 'CreateToken');
    if (query === 'info') return ok(env, 'QuotaInfo', 'CreateToken?info');
    return refuse(400, 'CreateToken takes no query other than ?info.');
  }
  if (tail.length === 3 && tail[0] === 'ExecuteReport') {
    const [, tenant, reportId] = tail;
    if (query !== null) return refuse(400, 'ExecuteReport takes no query.');
    if (tenant && reportId)
      return ok(env, 'ExecuteReport', `ExecuteReport/${tenant}/${reportId}`, { tenant, reportId });
  }
  return refuse(404, 'Only CreateToken, CreateToken?info and ExecuteReport/<tenant>/<idReport> are served.');
}

function ok(
  env: string,
  operation: Operation,
  tail: string,
  report: { tenant: string; reportId: string } | null = null,
): RouteResult {
  const servicePath = `${SERVICE_PATH}/${tail}`;
  const [tenant, reportId] = report ? [report.tenant, report.reportId] : [null, null];
  return { ok: true, route: { env, operation, servicePath, tenant, reportId } };
}
