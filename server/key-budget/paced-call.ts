import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { retryAfterMs } from '../../src/api/call/retry-after';
import { windows, scaledLimits } from '../../src/core/contract';
import { KEY_QUEUE_HEADERS } from '../../src/api/call/key-queue';
import type { EnvRoute } from '../routes';
import type { KeyIdentity } from './key-identity';
import type { BudgetKind, KeyBudgets, Turn, TurnRequest } from './key-budgets';

const seconds = (ms: number) => String(Math.round(ms) / 1000);

export const turnHeaders = (turn: Turn): OutgoingHttpHeaders => ({
  [KEY_QUEUE_HEADERS.ahead]: String(turn.ahead),
  [KEY_QUEUE_HEADERS.waited]: seconds(turn.waitedMs),
  [KEY_QUEUE_HEADERS.clients]: String(turn.clients),
  [KEY_QUEUE_HEADERS.next]: seconds(turn.nextInMs),
  [KEY_QUEUE_HEADERS.calls]: String(turn.window.calls),
  [KEY_QUEUE_HEADERS.renews]: seconds(turn.window.renewsInMs),
});

let tokenCalls = 0;

/**
 * What the budget needs to know of a proxied call: its key, its client and its priority. Null for a call
 * that names no key (no bearer token, no access token): the service refuses those without counting them.
 */
export function pacedCall(
  req: IncomingMessage,
  route: EnvRoute,
  body: Buffer,
  identity: KeyIdentity,
  timeScale: number,
): Omit<TurnRequest, 'signal'> | null {
  const priority = req.headers[KEY_QUEUE_HEADERS.priority] === 'background' ? 'background' : 'interactive';
  if (route.operation === 'ExecuteReport') {
    const named = req.headers[KEY_QUEUE_HEADERS.client];
    const who = identity.ofBearer(
      route.env,
      req.headers.authorization,
      typeof named === 'string' ? named : undefined,
    );
    return who === null ? null : { ...who, env: route.env, timeScale, kind: 'execute', priority };
  }
  const key = identity.ofCreateToken(route.env, body);
  // A sign-in has no client to tell apart yet: each is its own, so they go first come, first served.
  return key === null
    ? null
    : { key, env: route.env, client: `sign-in-${++tokenCalls}`, timeScale, kind: 'token', priority };
}

/** A 429 came all the same: the key waits out its Retry-After (else the documented window) for everyone. */
export function noteRateLimited(
  budgets: KeyBudgets,
  call: { key: string; env: string; timeScale: number; kind: BudgetKind },
  headers: Headers,
) {
  const w = windows(scaledLimits(call.timeScale));
  const fallback = call.kind === 'token' ? w.createTokenWindowMs : w.otherIntervalMs;
  budgets.rateLimited(call, retryAfterMs(headers, undefined, Date.now()) ?? fallback);
}
