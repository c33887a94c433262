import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_ENV_NAME } from '../src/api/environments';
import type { SimulatedService } from '../src/sim/types';
import type { UpstreamEnvironment } from './config';
import { callDemo, isDrop } from './demo';
import type { ServerLog } from './log';
import { BodyTooLargeError, pickRequestHeaders, readBody, sendJson, sendWebResponse } from './node-web';
import { parseEnvTarget, type EnvRoute } from './routes';

export interface ProxyContext {
  environments: ReadonlyMap<string, UpstreamEnvironment>;
  demo: SimulatedService;
  log: ServerLog;
  upstreamTimeoutMs: number;
  maxBodyBytes: number;
}

/** The only headers the service needs; cookies, Host, X-Forwarded-* and the rest stay here. */
export const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'authorization',
  'ocp-apim-subscription-key',
] as const;
/** Retry-After of a 429 or 403 must reach the client unchanged (gateway-notes.md). */
export const RETURNED_RESPONSE_HEADERS = ['content-type', 'retry-after'] as const;

const NO_STORE = { 'Cache-Control': 'no-store' };
const TIMEOUT = Symbol('upstream timeout');

/** Builds the upstream URL from the configured base and the validated tail only, and checks it stayed there. */
export function upstreamUrl(env: UpstreamEnvironment, route: EnvRoute): URL {
  const url = new URL(`${env.baseUrl}${route.servicePath}`);
  if (url.origin !== env.origin || !url.pathname.startsWith(new URL(env.baseUrl).pathname))
    throw new Error('upstream URL left its base');
  return url;
}

/** Handles one `/env/...` request: the demo answers in-process, a proxy environment upstream. */
export async function handleEnvRequest(req: IncomingMessage, res: ServerResponse, ctx: ProxyContext) {
  const started = performance.now();
  const fail = (status: number, message: string, env = '-', operation = 'refused', extra = {}) => {
    sendJson(res, status, { statusCode: status, message }, { ...NO_STORE, ...extra });
    ctx.log.call({ env, operation, status, ms: performance.now() - started, note: message });
  };

  const parsed = parseEnvTarget(req.url ?? '');
  if (!parsed.ok) return fail(parsed.status, parsed.message);
  const { route } = parsed;
  const upstream = ctx.environments.get(route.env);
  if (route.env !== DEMO_ENV_NAME && !upstream) return fail(404, `Unknown environment "${route.env}".`);
  if (upstream?.mode === 'direct')
    return fail(404, `The ${upstream.label} environment is in direct mode: the browser calls it itself.`);
  const label = upstream?.label ?? 'Demo';
  const done = (status: number | 'dropped' | 'aborted', note?: string) =>
    ctx.log.call({
      env: route.env,
      operation: route.operation,
      reportId: route.reportId,
      status,
      ms: performance.now() - started,
      note,
    });
  if (req.method !== 'POST')
    return fail(405, 'The service takes POST only.', route.env, route.operation, { Allow: 'POST' });

  let body: Buffer;
  try {
    body = await readBody(req, ctx.maxBodyBytes);
  } catch (e) {
    if (e instanceof BodyTooLargeError)
      return fail(413, `Request bodies are limited to ${e.limit} bytes.`, route.env, route.operation);
    return done('aborted', 'request body not received');
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMEOUT), ctx.upstreamTimeoutMs);
  res.once('close', () => controller.abort());
  const init: RequestInit = {
    method: 'POST',
    headers: pickRequestHeaders(req, FORWARDED_REQUEST_HEADERS),
    body: body.length > 0 ? new Uint8Array(body) : null,
    signal: controller.signal,
    redirect: 'manual',
  };
  try {
    let response: Response;
    try {
      response = upstream
        ? await fetch(upstreamUrl(upstream, route), init)
        : await callDemo(ctx.demo, route, init);
    } catch (e) {
      if (isDrop(e)) {
        req.socket.destroy();
        return done('dropped');
      }
      if (controller.signal.reason === TIMEOUT)
        return fail(
          504,
          `The ${label} service did not answer within ${ctx.upstreamTimeoutMs / 1000} s.`,
          route.env,
          route.operation,
        );
      if (res.destroyed) return done('aborted', 'the browser went away');
      return fail(502, `Could not reach the ${label} service.`, route.env, route.operation);
    }
    if (response.status >= 300 && response.status < 400) {
      void response.body?.cancel().catch(() => undefined);
      const message = `The ${label} service answered a redirect (${response.status}); the proxy does not follow redirects.`;
      return fail(502, message, route.env, route.operation);
    }
    try {
      await sendWebResponse(res, response, RETURNED_RESPONSE_HEADERS, NO_STORE);
      done(response.status);
    } catch {
      // Headers are gone already: all that is left is to cut the connection so the client sees a failure.
      res.destroy();
      done(response.status, controller.signal.reason === TIMEOUT ? 'timed out mid-body' : 'body interrupted');
    }
  } finally {
    clearTimeout(timer);
  }
}
