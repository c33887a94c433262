import { classify, type Verdict } from './classify';
import type { Environment } from '../environments';
import { ServiceError } from '../errors';
import { keyCallsOf, keyQueueOf } from './key-queue';
import { sharedKeyWait, toldAt, type KeyQueueTold } from './key-queue-wait';
import { sentLateMs } from './sent-late';
import { send, type Answer, type FetchFn } from './http';
import { clientWindows, type ClientLimits } from '../client-limits';
import { backoffMs, MAX_RATE_LIMITED, MAX_RETRIES, withSafetyMargin } from './retry-policy';
import { sleepUntil, throwIfAborted } from '../pace/sleep';
import type { Slot } from '../pace/slot';
import type { CallKind, Throttle } from '../pace/throttle';
import type { Credentials, WaitEvent } from '../types';
import type { UsageBook } from '../pace/usage';

/** What every call of one client shares. */
export interface CallContext {
  environment: Environment;
  fetch: FetchFn;
  limits: ClientLimits;
  now: () => number;
  usage: UsageBook;
}

/** A signed-in key: its credentials, its current bearer token and its throttle. */
export interface Session {
  credentials: Credentials;
  /** Environment name + access token: what the service's limits count against. Never logged. */
  key: string;
  token: string | null;
  throttle: Throttle;
  /** Set by signOut: a run still going stops before its next call. */
  signedOut?: boolean;
  /** What the app's server said of this client's place on the key with its last page (null: no server). */
  keyQueue?: KeyQueueTold | null;
}

/** Every verdict but 'ok'. */
export type Problem = Exclude<Verdict, { kind: 'ok' }>;

export interface CallSpec<T> {
  kind: CallKind;
  /** Built again for every attempt, so a renewed token is used; `signal` cancels the fetch itself. */
  request: (signal?: AbortSignal) => Request;
  /** The meaning of a 2xx JSON body: the value, or a verdict (unreadable, refused). */
  accept: (json: unknown, answer: Answer) => { value: T } | Problem;
  /** A 401: throw, or fix what can be fixed (a new token) and return to ask again. */
  onUnauthorized: (verdict: Extract<Verdict, { kind: 'unauthorized' }>) => Promise<void>;
  /** Wait out a 429 (paging) or throw 'rate-limited' at once (an action the user just took). */
  waitOnRateLimit: boolean;
  /** The documented window, when a 429 names no wait. */
  fallbackWaitMs: number;
  signal?: AbortSignal;
  onWait?: (event: WaitEvent) => void;
}

/**
 * One logical call: waits for its turn in the throttle, sends, and deals with every answer the way
 * the service's rules ask. Returns the accepted value, or throws a ServiceError with a kind.
 */
export async function runCall<T>(ctx: CallContext, session: Session, spec: CallSpec<T>): Promise<T> {
  const { now, limits } = ctx;
  const { signal, onWait } = spec;
  let rateLimited = 0;
  let retries = 0;
  const wait = async (until: number) => sleepUntil(() => until, now, signal);
  const retry = async (error: ServiceError) => {
    if (++retries > MAX_RETRIES) throw error;
    // The try goes out after the backoff and after its turn in the throttle, whichever comes later: one
    // wait, announced as such. Announced as the backoff alone, the countdown named too early a moment,
    // and the throttle's wait that followed took the line off the run bar before the try went out.
    const backoffUntil = now() + backoffMs(retries, limits);
    const until = Math.max(backoffUntil, session.throttle.nextStartAt(spec.kind));
    onWait?.({ kind: 'retry', until, attempt: retries, reason: error.message });
    await wait(until);
  };

  for (;;) {
    throwIfAborted(signal);
    if (session.signedOut) throw new ServiceError('unauthorized', 'Signed out.');
    announceTurn(ctx, session, spec);
    // Built before the turn comes, so the call starts the moment it may (the margin stays a margin).
    const request = spec.request(signal);
    const slot = await session.throttle.take(spec.kind, signal);
    throwIfAborted(signal);
    if (session.signedOut) throw new ServiceError('unauthorized', 'Signed out.');
    let answer: Answer;
    const answered = slot.awaitAnswer();
    const sentAt = globalThis.performance.now();
    try {
      answer = await send(ctx.fetch, request, signal);
    } catch (e) {
      answered(0);
      if (e instanceof ServiceError && e.kind === 'network') {
        await retry(e);
        continue;
      }
      throw e;
    }
    answered(sentLateMs(request.url, sentAt));
    noteAnswer(ctx, session, spec.kind, slot, answer);
    const classified = classify(answer, now());
    const accepted = classified.kind === 'ok' ? spec.accept(classified.json, answer) : classified;
    if ('value' in accepted) return accepted.value;
    const verdict: Problem = accepted;
    if (verdict.kind !== 'rate-limited') rateLimited = 0;
    switch (verdict.kind) {
      case 'rate-limited': {
        const until = now() + withSafetyMargin(verdict.waitMs ?? spec.fallbackWaitMs, limits);
        slot.holdUntil(until); // every tab of the key waits it out, not only this run
        if (!spec.waitOnRateLimit || ++rateLimited > MAX_RATE_LIMITED) {
          throw rateLimitedError(rateLimited, until);
        }
        onWait?.({ kind: 'rate-limited', until, attempt: rateLimited });
        await wait(until);
        break;
      }
      case 'quota':
        throw new ServiceError('quota-exhausted', verdict.message || 'The quota is used up.', {
          status: 403,
          renewsAt: verdict.renewsAt,
        });
      case 'unauthorized':
        await spec.onUnauthorized(verdict);
        break;
      case 'retry':
        await retry(verdict.error);
        break;
      case 'fail':
        throw verdict.error;
    }
  }
}

/** Tells the caller what its call waits for before it goes: this client's throttle, or the app's server. */
function announceTurn<T>(ctx: CallContext, session: Session, spec: CallSpec<T>) {
  const { now, limits } = ctx;
  const nextStart = session.throttle.nextStartAt(spec.kind);
  if (nextStart > now()) spec.onWait?.({ kind: 'throttle', until: nextStart });
  // Behind the app's server the wait is there, shared with colleagues: the last answer said how long.
  const shared =
    spec.kind === 'other'
      ? sharedKeyWait(session.keyQueue, now(), clientWindows(limits).clientIntervalMs)
      : null;
  if (shared) spec.onWait?.(shared);
}

/** What an answer's headers say of the key: its place at the app's server, and the team's calls. */
function noteAnswer(ctx: CallContext, session: Session, kind: CallKind, slot: Slot, answer: Answer) {
  const { now } = ctx;
  // Behind the app's server the key is paced there, for the whole team: this client's own hold ends here.
  const queue = keyQueueOf(answer.headers);
  if (queue) slot.pacedByServer();
  if (kind === 'other') session.keyQueue = queue && toldAt(queue, now());
  ctx.usage.recordCall(session.key, answer.bytes);
  const keyCalls = keyCallsOf(answer.headers);
  if (keyCalls)
    ctx.usage.recordTeam(session.key, { calls: keyCalls.calls, renewsAt: now() + keyCalls.renewsInMs });
}

function rateLimitedError(times: number, renewsAt: number) {
  const inARow = times > 1 ? ` ${times} times in a row` : '';
  return new ServiceError('rate-limited', `The service's rate limit was hit${inARow}.`, {
    status: 429,
    renewsAt,
  });
}
