import { windows, type Product } from '../core/contract';
import { invalidEnvelope } from './page';
import {
  gatewayAnswer,
  jsonAnswer,
  quotaMessage,
  rateLimitMessage,
  rawAnswer,
  retryAfterSeconds,
  UNAUTHORIZED_MESSAGE,
  type Answer,
} from './responses';
import type { Sim } from './state';
import type { Fault, FaultKind } from './types';

/** Faults that shape the page the service serves instead of answering in its place. */
const SHAPES_PAGE = ['extra-fields', 'reset-mid-body', 'repeat-page'] as const;
type PageFaultKind = (typeof SHAPES_PAGE)[number];

/** A fault that answers in place of the service; the others shape the page it serves. */
export type AnswerFault = Fault & { kind: Exclude<FaultKind, PageFaultKind> };
export const replacesAnswer = (f: Fault): f is AnswerFault => !SHAPES_PAGE.some((kind) => kind === f.kind);

const operationOf = (f: Fault) => f.operation ?? 'ExecuteReport';

/** Counts one ExecuteReport call and returns the fault planned for it, if any. */
export function nextFault(sim: Sim): Fault | null {
  sim.state.executeCalls += 1;
  const at = sim.state.executeCalls;
  return sim.state.faults.find((f) => operationOf(f) === 'ExecuteReport' && f.atCall === at) ?? null;
}

/** Counts one CreateToken call and returns the fault planned for it, if any. */
export function nextTokenFault(sim: Sim): Fault | null {
  sim.state.tokenCalls += 1;
  const at = sim.state.tokenCalls;
  return sim.state.faults.find((f) => operationOf(f) === 'CreateToken' && f.atCall === at) ?? null;
}

const HTML_503 = `<!DOCTYPE html>
<html><head><title>503 Service Unavailable</title></head>
<body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request. Please try again later.</p></body></html>`;

const HTML_502 = `<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center></body></html>`;

export interface FaultCall {
  bearer: string | null;
  product: Product;
  idReport: string;
  now: number;
}

/**
 * The answer of a faulted call. A fault (but those of SHAPES_PAGE) replaces the whole answer, as if something in front of the
 * service had answered: it returns no rows, moves no cursor, and counts toward no limit or quota. Two
 * kinds leave state behind: `unauthorized` revokes the token, and a quota fault keeps the key's quota
 * exhausted for `exhaustedForMs` (scaled) or until the window renews.
 */
export function faultAnswer(sim: Sim, fault: AnswerFault, call: FaultCall): Answer {
  const { timeScale } = sim.options.limits;
  switch (fault.kind) {
    case 'rate-limit':
    case 'rate-limit-message-only': {
      // Unnamed, the wait is the window of the call's own limit, as the service's 429 would say.
      const windowMs =
        fault.operation === 'CreateToken'
          ? sim.options.limits.createToken.windowMs
          : sim.options.limits.otherIntervalMs;
      const waitMs = (fault.retryAfterSeconds ?? windowMs / 1000) * 1000 * timeScale;
      const seconds = retryAfterSeconds(waitMs, timeScale);
      const headers: Record<string, string> = fault.kind === 'rate-limit' ? { 'retry-after': seconds } : {};
      return gatewayAnswer(429, rateLimitMessage(seconds), headers);
    }
    case 'quota-calls':
    case 'quota-bandwidth': {
      const kind = fault.kind === 'quota-calls' ? 'calls' : 'bandwidth';
      const record = call.bearer === null ? undefined : sim.state.tokens.find(call.bearer);
      const forMs = fault.exhaustedForMs === undefined ? null : fault.exhaustedForMs * timeScale;
      const waitMs = record
        ? sim.state.quota.exhaust(record.key, call.product, kind, call.now, forMs)
        : (forMs ?? windows(sim.options.limits).quotaPeriodMs);
      return gatewayAnswer(403, quotaMessage(kind, waitMs), {
        'retry-after': retryAfterSeconds(waitMs, timeScale),
      });
    }
    case 'unauthorized':
      if (call.bearer !== null) sim.state.tokens.revoke(call.bearer);
      return gatewayAnswer(401, UNAUTHORIZED_MESSAGE);
    case 'server-error-html':
      return rawAnswer(503, HTML_503, 'text/html; charset=utf-8');
    case 'bad-gateway':
      return rawAnswer(502, HTML_502, 'text/html; charset=utf-8');
    case 'malformed-json':
      return rawAnswer(
        200,
        `{"isValid":true,"errors":[],"idReport":"${call.idReport}","result":[{"secuenceType":1,"te`,
        'application/json; charset=utf-8',
      );
    case 'drop':
      return { kind: 'drop' };
    case 'invalid-execution':
      return jsonAnswer(
        200,
        invalidEnvelope(call.idReport, '', [
          { code: 'ExecutionFailed', message: 'The report could not be executed. Try again later.' },
        ]),
      );
  }
}
