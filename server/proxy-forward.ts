import type { UpstreamEnvironment } from './config';
import { callDemo, isDrop } from './demo';
import { noteRateLimited, turnHeaders } from './key-budget/paced-call';
import { keptHeaders, pickRequestHeaders, sendBuffer, sendWebResponse } from './node-web';
import type { Exchange } from './proxy-context';
import { NO_STORE } from './proxy-reply';
import type { EnvRoute } from './routes';
import { clockOf, teamPage } from './team-history/proxy-team';

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

const TIMEOUT = Symbol('upstream timeout');

/** Builds the upstream URL from the configured base and the validated tail only, and checks it stayed there. */
export function upstreamUrl(env: UpstreamEnvironment, route: EnvRoute): URL {
  const url = new URL(`${env.baseUrl}${route.servicePath}`);
  if (url.origin !== env.origin || !url.pathname.startsWith(new URL(env.baseUrl).pathname))
    throw new Error('upstream URL left its base');
  return url;
}

/** Sends the call upstream (or to the demo) and hands its answer to the client, within the time allowed. */
export async function forward(x: Exchange) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMEOUT), x.ctx.upstreamTimeoutMs);
  x.res.once('close', () => controller.abort());
  try {
    // Known before the call goes: a retried page is followed as the page it repeats.
    const page = teamPage(x);
    const sentAt = performance.now();
    const sent = await send(x, controller.signal);
    if (sent === null) return;
    const roundTripMs = performance.now() - sentAt;
    const response = await answerOf(x, sent);
    if (response === null) return;
    if (response.ok && (page || x.lead))
      await handWhole(x, response, controller.signal, (body) =>
        page?.({ status: response.status, body, clock: clockOf(x, response, roundTripMs) }),
      );
    else await hand(x, response, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** The service's answer, or null once the failure to get one is answered and logged. */
async function send(x: Exchange, signal: AbortSignal): Promise<Response | null> {
  const { req, res, ctx, reply, route, upstream, label } = x;
  const init: RequestInit = {
    method: 'POST',
    headers: pickRequestHeaders(req, FORWARDED_REQUEST_HEADERS),
    body: x.body.length > 0 ? new Uint8Array(x.body) : null,
    signal,
    redirect: 'manual',
  };
  try {
    return upstream
      ? await fetch(upstreamUrl(upstream, route), init)
      : await callDemo(ctx.demo, route, init, { arrivedAt: x.judgedAt });
  } catch (e) {
    if (isDrop(e)) {
      req.socket.destroy();
      reply.log('dropped');
    } else if (signal.reason === TIMEOUT)
      reply.fail(504, `The ${label} service did not answer within ${ctx.upstreamTimeoutMs / 1000} s.`);
    else if (res.destroyed) reply.log('aborted', 'the browser went away');
    else reply.fail(502, `Could not reach the ${label} service.`);
    return null;
  }
}

/** The answer to pass on, once the key's budget has learned from it; null once a refusal is answered. */
async function answerOf(x: Exchange, response: Response): Promise<Response | null> {
  const { res, ctx, reply, route, paced, label } = x;
  if (response.status >= 300 && response.status < 400) {
    void response.body?.cancel().catch(() => undefined);
    reply.fail(
      502,
      `The ${label} service answered a redirect (${response.status}); the proxy does not follow redirects.`,
    );
    return null;
  }
  if (paced && response.status === 429) noteRateLimited(ctx.budgets, paced, response.headers);
  // The service no longer takes this token: it proves nothing to the team's history any more.
  if (route.operation === 'ExecuteReport' && response.status === 401)
    ctx.team?.access.refused(route.env, x.req.headers.authorization);
  if (!paced || route.operation !== 'CreateToken' || !response.ok) return response;
  // A token's key is learned from the answer that carries it (small), then the answer goes on as it came.
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (res.destroyed) reply.log('aborted', 'the browser went away');
    else reply.fail(502, `The ${label} service's answer was cut off.`);
    return null;
  }
  ctx.identity.learnToken(route.env, paced.key, text);
  ctx.team?.access.learn(route.env, x.body, text);
  return new Response(text, { status: response.status, headers: response.headers });
}

async function hand(x: Exchange, response: Response, signal: AbortSignal) {
  const { res, reply, turn } = x;
  try {
    const queue = turn ? turnHeaders(turn) : {};
    await sendWebResponse(res, response, RETURNED_RESPONSE_HEADERS, { ...NO_STORE, ...queue });
    reply.log(response.status, turn && turn.waitedMs > 0 ? `waited ${turn.waitedMs / 1000} s` : undefined);
  } catch {
    // Headers are gone already: all that is left is to cut the connection so the client sees a failure.
    res.destroy();
    reply.log(response.status, signal.reason === TIMEOUT ? 'timed out mid-body' : 'body interrupted');
  }
}

/**
 * Hands a 2xx answer on whole, held once in memory: the colleagues who asked the same page at once get
 * the same Buffer, and the team's history reads it (`kept`) once the client has it.
 */
async function handWhole(x: Exchange, response: Response, signal: AbortSignal, kept: (body: Buffer) => void) {
  const { res, reply, turn, label } = x;
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch {
    if (res.destroyed) reply.log('aborted', 'the browser went away');
    else reply.fail(signal.reason === TIMEOUT ? 504 : 502, `The ${label} service's answer was cut off.`);
    return;
  }
  const shared = {
    status: response.status,
    headers: { ...NO_STORE, ...keptHeaders(response, RETURNED_RESPONSE_HEADERS) },
    body,
  };
  // A client gone once the answer is in loses it alone: the colleagues waiting for it and the history do not.
  if (res.destroyed) reply.log('aborted', 'the browser went away');
  else {
    sendBuffer(res, shared, turn ? turnHeaders(turn) : {});
    reply.log(response.status, turn && turn.waitedMs > 0 ? `waited ${turn.waitedMs / 1000} s` : undefined);
  }
  x.lead?.settle(shared);
  kept(body);
}
