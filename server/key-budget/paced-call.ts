import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { retryAfterMs } from '../../src/api/call/retry-after';
import { windows, scaledLimits } from '../../src/core/contract';
import type { EnvRoute } from '../routes';
import type { KeyIdentity } from './key-identity';
import type { BudgetKind, KeyBudgets, Turn, TurnRequest } from './key-budgets';

/**
 * The headers of the key's queue (docs/environments.md#a-team-on-one-key). A client says it is background
 * work (the command line) with the request header; every answer of a paced call carries the others.
 */
export const QUEUE_HEADERS = {
  /** Request: `background` or `interactive` (the default). */
  priority: 'key-queue-priority',
  /** Calls of the key due before this one when it reached the server. */
  ahead: 'key-queue-ahead',
  /** Seconds this call waited in the server for its turn. */
  waited: 'key-queue-waited',
  /** Clients with calls waiting on the key when this one went, this one included. */
  clients: 'key-queue-clients',
  /** Seconds this client's next call would wait, were it sent at once. */
  next: 'key-queue-next',
} as const;

const seconds = (ms: number) => String(Math.round(ms) / 1000);

export const turnHeaders = (turn: Turn): OutgoingHttpHeaders => ({
  [QUEUE_HEADERS.ahead]: String(turn.ahead),
  [QUEUE_HEADERS.waited]: seconds(turn.waitedMs),
  [QUEUE_HEADERS.clients]: String(turn.clients),
  [QUEUE_HEADERS.next]: seconds(turn.nextInMs),
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
  const priority = req.headers[QUEUE_HEADERS.priority] === 'background' ? 'background' : 'interactive';
  if (route.operation === 'ExecuteReport') {
    const who = identity.ofBearer(route.env, req.headers.authorization);
    return who === null ? null : { ...who, timeScale, kind: 'execute', priority };
  }
  const key = identity.ofCreateToken(route.env, body);
  // A sign-in has no client to tell apart yet: each is its own, so they go first come, first served.
  return key === null ? null : { key, client: `sign-in-${++tokenCalls}`, timeScale, kind: 'token', priority };
}

/** A 429 came all the same: the key waits out its Retry-After (else the documented window) for everyone. */
export function noteRateLimited(
  budgets: KeyBudgets,
  call: { key: string; timeScale: number; kind: BudgetKind },
  headers: Headers,
) {
  const w = windows(scaledLimits(call.timeScale));
  const fallback = call.kind === 'token' ? w.createTokenWindowMs : w.otherIntervalMs;
  budgets.rateLimited(call, retryAfterMs(headers, undefined, Date.now()) ?? fallback);
}
