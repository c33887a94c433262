import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_ENV_NAME } from '../src/api/environments';
import type { UpstreamEnvironment } from './config';
import { QueueFullError, type Turn, type TurnRequest } from './key-budget/key-budgets';
import { pacedCall } from './key-budget/paced-call';
import { BodyTooLargeError, readBody } from './node-web';
import type { ProxyContext } from './proxy-context';
import { forward } from './proxy-forward';
import { proxyReply, type ProxyReply } from './proxy-reply';
import { parseEnvTarget, type EnvRoute } from './routes';
import { seatOf } from './team-history/proxy-team';

export type { ProxyContext } from './proxy-context';

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
  const reply = proxyReply(res, ctx.log);
  const target = targetOf(req, ctx, reply);
  if (target === null) return;
  const { route, upstream } = target;
  const body = await bodyOf(req, ctx, reply);
  if (body === null) return;
  // The same page asked at once by several of the tenant's people goes to the service once.
  const lead = await seatOf(req, res, ctx, route, body, reply);
  if (lead === 'answered') return;
  try {
    // The call waits its turn on its key here, where every client of the key passes, before it is sent.
    const timeScale = upstream ? ctx.upstreamTimeScale : ctx.demo.options.limits.timeScale;
    const paced = pacedCall(req, route, body, ctx.identity, timeScale);
    let turn: Turn | null = null;
    let judgedAt = arrivedAt;
    if (paced) {
      turn = await takeTurn(res, ctx, paced, reply);
      if (turn === null) return;
      // The demo judges the call by when this server sent it, as the real service would.
      judgedAt = ctx.demo.now();
    }
    const label = upstream?.label ?? 'Demo';
    await forward({ req, res, ctx, reply, route, upstream, label, body, paced, turn, judgedAt, lead });
  } finally {
    // Unless its 2xx answer was shared already: the others go on without it.
    lead?.settle(null);
  }
}

/** Where the call goes, or null once a call this server does not take is refused. */
function targetOf(
  req: IncomingMessage,
  ctx: ProxyContext,
  reply: ProxyReply,
): { route: EnvRoute; upstream: UpstreamEnvironment | undefined } | null {
  const refuse = (...failure: Parameters<ProxyReply['fail']>) => {
    reply.fail(...failure);
    return null;
  };
  const parsed = parseEnvTarget(req.url ?? '');
  if (!parsed.ok) return refuse(parsed.status, parsed.message);
  const upstream = ctx.environments.get(parsed.route.env);
  if (parsed.route.env !== DEMO_ENV_NAME && !upstream)
    return refuse(404, `Unknown environment "${parsed.route.env}".`);
  if (upstream?.mode === 'direct')
    return refuse(404, `The ${upstream.label} environment is in direct mode: the browser calls it itself.`);
  reply.route = parsed.route;
  if (req.method !== 'POST') return refuse(405, 'The service takes POST only.', { Allow: 'POST' });
  return { route: parsed.route, upstream };
}

/** The request's body, or null once a body too large (or never received) is answered and logged. */
async function bodyOf(req: IncomingMessage, ctx: ProxyContext, reply: ProxyReply): Promise<Buffer | null> {
  try {
    return await readBody(req, ctx.maxBodyBytes);
  } catch (e) {
    if (e instanceof BodyTooLargeError) reply.fail(413, `Request bodies are limited to ${e.limit} bytes.`);
    else reply.log('aborted', 'request body not received');
    return null;
  }
}

/** The call's turn on its key, or null once a full queue is answered or the client has gone. */
async function takeTurn(
  res: ServerResponse,
  ctx: ProxyContext,
  paced: Omit<TurnRequest, 'signal'>,
  reply: ProxyReply,
): Promise<Turn | null> {
  const left = new AbortController();
  const onClose = () => left.abort();
  res.once('close', onClose);
  try {
    return await ctx.budgets.take({ ...paced, signal: left.signal });
  } catch (e) {
    if (e instanceof QueueFullError) reply.fail(503, e.message);
    else reply.log('aborted', 'the client went away while waiting its turn');
    return null;
  } finally {
    res.off('close', onClose);
  }
}
