import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_ENV_NAME } from '../src/api/environments';
import type { SimulatedService } from '../src/sim/types';
import type { UpstreamEnvironment } from './config';
import { callDemo, isDrop } from './demo';
import type { KeyIdentity } from './key-budget/key-identity';
import { QueueFullError, type KeyBudgets, type Turn } from './key-budget/key-budgets';
import { noteRateLimited, pacedCall, turnHeaders } from './key-budget/paced-call';
import type { ServerLog } from './log';
import { BodyTooLargeError, pickRequestHeaders, readBody, sendJson, sendWebResponse } from './node-web';
import { parseEnvTarget, type EnvRoute } from './routes';

export interface ProxyContext {
  environments: ReadonlyMap<string, UpstreamEnvironment>;
  demo: SimulatedService;
  log: ServerLog;
  upstreamTimeoutMs: number;
  maxBodyBytes: number;
  /** One budget per key for every client of this server (docs/environments.md#a-team-on-one-key). */
  budgets: KeyBudgets;
  identity: KeyIdentity;
  /** The time scale of the configured environments: 1 (the real service) but in tests. */
  upstreamTimeScale: number;
}

/** The only headers the service needs; cookies, Host, X-Forwarded-* and the rest stay here. */
export const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'authorization',
  'ocp-apim-subscription-key',
] as const;
/**
 * Retry-After of a 429 or 403 must reach the client unchanged (docs/service.md#retry-after); so must the
 * service's Date, which tells the app how far the device's clock is from the service's (else Node would
 * date the answer with this server's clock).
 */
export const RETURNED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'date'] as const;

const NO_STORE = { 'Cache-Control': 'no-store' };
const TIMEOUT = Symbol('upstream timeout');

/** Builds the upstream URL from the configured base and the validated tail only, and checks it stayed there. */
export function upstreamUrl(env: UpstreamEnvironment, route: EnvRoute): URL {
  const url = new URL(`${env.baseUrl}${route.servicePath}`);
  if (url.origin !== env.origin || !url.pathname.startsWith(new URL(env.baseUrl).pathname))
    throw new Error('upstream URL left its base');
  return url;
}

/**
 * Handles one `/env/...` request: the demo answers in-process, a proxy environment upstream. `arrivedAt`
 * is when the request reached the server, on the demo's clock: the demo judges the call by it.
 */
export async function handleEnvRequest(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: ProxyContext,
  arrivedAt: number = ctx.demo.now(),
) {
  const started = performance.now();
  let route: EnvRoute | null = null;
  const logCall = (status: number | 'dropped' | 'aborted', note?: string) =>
    ctx.log.call({
      env: route?.env ?? '-',
      operation: route?.operation ?? 'refused',
      reportId: route?.reportId ?? null,
      status,
      ms: performance.now() - started,
      note,
    });
  const fail = (status: number, message: string, headers = {}) => {
    sendJson(res, status, { statusCode: status, message }, { ...NO_STORE, ...headers });
    logCall(status, message);
  };

  const parsed = parseEnvTarget(req.url ?? '');
  if (!parsed.ok) return fail(parsed.status, parsed.message);
  const upstream = ctx.environments.get(parsed.route.env);
  if (parsed.route.env !== DEMO_ENV_NAME && !upstream)
    return fail(404, `Unknown environment "${parsed.route.env}".`);
  if (upstream?.mode === 'direct')
    return fail(404, `The ${upstream.label} environment is in direct mode: the browser calls it itself.`);
  route = parsed.route;
  const label = upstream?.label ?? 'Demo';
  if (req.method !== 'POST') return fail(405, 'The service takes POST only.', { Allow: 'POST' });

  let body: Buffer;
  try {
    body = await readBody(req, ctx.maxBodyBytes);
  } catch (e) {
    if (e instanceof BodyTooLargeError) return fail(413, `Request bodies are limited to ${e.limit} bytes.`);
    return logCall('aborted', 'request body not received');
  }

  // The call waits its turn on its key here, where every client of the key passes, before it is sent.
  const timeScale = upstream ? ctx.upstreamTimeScale : ctx.demo.options.limits.timeScale;
  const paced = pacedCall(req, route, body, ctx.identity, timeScale);
  let turn: Turn | null = null;
  let judgedAt = arrivedAt;
  if (paced) {
    const left = new AbortController();
    const onClose = () => left.abort();
    res.once('close', onClose);
    try {
      turn = await ctx.budgets.take({ ...paced, signal: left.signal });
    } catch (e) {
      if (e instanceof QueueFullError) return fail(503, e.message);
      return logCall('aborted', 'the client went away while waiting its turn');
    } finally {
      res.off('close', onClose);
    }
    // The demo judges the call by when this server sent it, as the real service would.
    judgedAt = ctx.demo.now();
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
        : await callDemo(ctx.demo, route, init, { arrivedAt: judgedAt });
    } catch (e) {
      if (isDrop(e)) {
        req.socket.destroy();
        return logCall('dropped');
      }
      if (controller.signal.reason === TIMEOUT)
        return fail(504, `The ${label} service did not answer within ${ctx.upstreamTimeoutMs / 1000} s.`);
      if (res.destroyed) return logCall('aborted', 'the browser went away');
      return fail(502, `Could not reach the ${label} service.`);
    }
    if (response.status >= 300 && response.status < 400) {
      void response.body?.cancel().catch(() => undefined);
      return fail(
        502,
        `The ${label} service answered a redirect (${response.status}); the proxy does not follow redirects.`,
      );
    }
    if (paced && response.status === 429) noteRateLimited(ctx.budgets, paced, response.headers);
    if (paced && route.operation === 'CreateToken' && response.ok) {
      // A token's key is learned from the answer that carries it (small), then the answer goes on as it came.
      let text: string;
      try {
        text = await response.text();
      } catch {
        return res.destroyed
          ? logCall('aborted', 'the browser went away')
          : fail(502, `The ${label} service's answer was cut off.`);
      }
      ctx.identity.learnToken(route.env, paced.key, text);
      response = new Response(text, { status: response.status, headers: response.headers });
    }
    try {
      const queue = turn ? turnHeaders(turn) : {};
      await sendWebResponse(res, response, RETURNED_RESPONSE_HEADERS, { ...NO_STORE, ...queue });
      logCall(response.status, turn && turn.waitedMs > 0 ? `waited ${turn.waitedMs / 1000} s` : undefined);
    } catch {
      // Headers are gone already: all that is left is to cut the connection so the client sees a failure.
      res.destroy();
      logCall(
        response.status,
        controller.signal.reason === TIMEOUT ? 'timed out mid-body' : 'body interrupted',
      );
    }
  } finally {
    clearTimeout(timer);
  }
}
