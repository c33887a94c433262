import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerDateMs } from '../../src/api/call/answer-date';
import { sendBuffer } from '../node-web';
import type { Exchange, ProxyContext } from '../proxy-context';
import type { ProxyReply } from '../proxy-reply';
import type { EnvRoute } from '../routes';
import type { FirstPageClock } from './asked-at';
import type { PageAnswer } from './capture';
import { readPageCall } from './page-call';
import type { Lead } from './single-flight';

/** Who asks, as the single flight tells retries apart: a digest of the bearer token, never the token. */
const askerOf = (req: IncomingMessage) =>
  createHash('sha256')
    .update(req.headers.authorization ?? '')
    .digest('base64url');

/**
 * Where an ExecuteReport call sits among identical calls asked at once by the tenant's people: the lead,
 * which goes on to wait its turn and be sent; or 'answered', once it got the lead's 2xx answer (or its
 * client went away while waiting for it); or null when it shares nothing (no team history on this server,
 * or a caller the server cannot tie to the path's tenant, whose answer is nobody else's to read).
 */
export async function seatOf(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: ProxyContext,
  route: EnvRoute,
  body: Buffer,
  reply: ProxyReply,
): Promise<Lead | 'answered' | null> {
  const { team } = ctx;
  if (!team || route.operation !== 'ExecuteReport' || route.tenant === null) return null;
  if (!team.access.check(route.env, route.tenant, req.headers.authorization).ok) return null;
  // The body byte for byte (latin1 maps each byte to one character): the same range, size, cursor...
  const key = `${route.env}\0${route.servicePath}\0${body.toString('latin1')}`;
  for (;;) {
    if (res.destroyed) {
      reply.log('aborted', 'the client went away while a colleague’s identical call was answered');
      return 'answered';
    }
    const seat = team.flights.take(key, askerOf(req));
    if (seat.role === 'lead') return seat;
    const shared = await seat.answer;
    // Not shared (a refusal, a failure, a lead gone): the first of the others leads the next try.
    if (shared === null) continue;
    if (!res.destroyed) sendBuffer(res, shared);
    reply.log(shared.status, 'the answer to an identical call of a colleague');
    return 'answered';
  }
}

/** What the team's history does with this call's answer once the client has it; null when it keeps none. */
export function teamPage(x: Exchange): ((answer: PageAnswer) => void) | null {
  const { ctx, route, body } = x;
  if (!ctx.team || route.operation !== 'ExecuteReport' || !route.tenant || !route.reportId) return null;
  const call = readPageCall(route.env, route.tenant, route.reportId, body);
  return call && ctx.team.capture.page(call);
}

/** How the service's clock read when the call went (asked-at.ts), from where the proxy stood. */
export function clockOf(x: Exchange, response: Response, roundTripMs: number): FirstPageClock {
  return x.upstream
    ? { kind: 'upstream', dateMs: answerDateMs(response.headers), roundTripMs }
    : { kind: 'demo', judgedAt: x.judgedAt };
}
