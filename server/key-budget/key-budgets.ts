import {
  clientLimits,
  clientWindows,
  withSafetyMargin,
  type ClientLimits,
} from '../../src/api/client-limits';
import { RoundRobin, type Priority, type Waiter } from './round-robin';
import { createLastTurns } from './last-turns';
import { Schedule } from './schedule';
import { createWindowCounts, type WindowCount } from './window-count';

/** 'token': CreateToken and its ?info form (3 per 60 s); 'execute': ExecuteReport (1 per 4 s). */
export type BudgetKind = 'token' | 'execute';

/** Time, injected: the server passes the real clock, tests a fake one. */
export interface BudgetClock {
  now(): number;
  /** Calls `fire` after `ms`; returns what cancels it. */
  setTimer(fire: () => void, ms: number): () => void;
}

export interface TurnRequest {
  /** The key's identity (never a secret: a keyed hash of it), including its environment. */
  key: string;
  /** The environment's name (the key's hash includes it already): the demo's windows end when it is reset. */
  env: string;
  /** The environment's time scale: its windows are the service's times this (as src/api/client-limits.ts). */
  timeScale: number;
  kind: BudgetKind;
  /** Who is waiting (a keyed hash too): turns go round-robin between clients. */
  client: string;
  priority: Priority;
  /** Aborted (the client went away): the call leaves the queue and nobody else loses anything. */
  signal?: AbortSignal;
}

/** What a call learns when its turn comes, for the headers of its answer. */
export interface Turn {
  /** Calls due before this one when it arrived. */
  ahead: number;
  waitedMs: number;
  /** Clients with calls waiting on the key when this one went, this one included. */
  clients: number;
  /** The expected wait of this client's next call, were it sent now. */
  nextInMs: number;
  /** The key's calls this server sent in the quota window, this one included, every client together. */
  window: WindowCount;
}

/** Over the bound of waiting calls of one key: the call is refused instead of waiting. */
export class QueueFullError extends Error {
  constructor(readonly bound: number) {
    super(`Too many calls are waiting for this key (${bound}): try again later.`);
    this.name = 'QueueFullError';
  }
}

export class TurnAbortedError extends Error {
  constructor() {
    super('The client went away before its turn.');
    this.name = 'TurnAbortedError';
  }
}

interface Pending {
  arrivedAt: number;
  ahead: number;
  resolve(turn: Turn): void;
  reject(e: Error): void;
  detach(): void;
}

interface Lane {
  schedule: Schedule;
  queue: RoundRobin<Pending>;
  cancelTimer: (() => void) | null;
}

interface KeyState {
  env: string;
  limits: ClientLimits;
  quotaPeriodMs: number;
  lanes: Record<BudgetKind, Lane>;
}

export interface KeyBudgets {
  /** Waits for the call's turn on its key; rejects with QueueFullError or TurnAbortedError. */
  take(request: TurnRequest): Promise<Turn>;
  /** A 429 came all the same (another machine used the key): nobody on the key starts before it is waited out. */
  rateLimited(call: Pick<TurnRequest, 'key' | 'env' | 'timeScale' | 'kind'>, retryAfterMs: number): void;
  /** Ends every quota window counted of `env`'s keys: the demo was reset, its windows start over. */
  forgetWindows(env: string): void;
  /** Keys with a schedule or a queue held (for tests and the docs' memory figure). */
  readonly keys: number;
  /** Calls waiting their turn, all keys together. */
  readonly waiting: number;
  /** Keys whose quota window still counts calls (for tests and the docs' memory figure). */
  readonly counted: number;
}

/**
 * One budget per key, shared by every client of the app's server (docs/environments.md#a-team-on-one-key):
 * ExecuteReport one call per interval and CreateToken three per window, each with the client's margin
 * (src/api/client-limits.ts), served in turns (round-robin, interactive first), at most `maxWaiting`
 * calls waiting per key.
 */
export function createKeyBudgets(options: { clock: BudgetClock; maxWaiting?: number }): KeyBudgets {
  const { clock, maxWaiting = 1000 } = options;
  const keys = new Map<string, KeyState>();
  // Outlives a key's queue: the quota window is 12 hours, a queue is forgotten once idle.
  const counts = createWindowCounts();
  // Outlives a key's queue too: who had a turn last still counts after a moment with nothing waiting.
  const lastTurns = createLastTurns();
  const lane = (key: string, kind: BudgetKind, schedule: Schedule): Lane => ({
    schedule,
    queue: new RoundRobin(lastTurns.of(`${kind}\0${key}`)),
    cancelTimer: null,
  });

  function stateOf(key: string, env: string, timeScale: number): KeyState {
    let state = keys.get(key);
    if (!state) {
      const limits = clientLimits(timeScale);
      const w = clientWindows(limits);
      state = {
        env,
        limits,
        quotaPeriodMs: w.quotaPeriodMs,
        lanes: {
          execute: lane(key, 'execute', new Schedule(1, w.clientIntervalMs)),
          token: lane(key, 'token', new Schedule(w.createTokenCalls, w.clientCreateTokenWindowMs)),
        },
      };
      keys.set(key, state);
    }
    return state;
  }

  const waiting = (state: KeyState) => state.lanes.execute.queue.size + state.lanes.token.queue.size;
  const idle = (l: Lane, now: number) => l.queue.size === 0 && l.schedule.idleAt(now);
  /** A key none of whose calls waits or matters any more is forgotten: memory follows the keys in use. */
  function forgetIfIdle(key: string, state: KeyState) {
    const now = clock.now();
    if (idle(state.lanes.execute, now) && idle(state.lanes.token, now)) {
      for (const l of Object.values(state.lanes)) l.cancelTimer?.();
      keys.delete(key);
    }
  }

  /** Starts every call whose time has come, then sets one timer: for the next call, or to forget the key. */
  function pump(key: string, state: KeyState, l: Lane) {
    l.cancelTimer?.();
    l.cancelTimer = null;
    let now = clock.now();
    while (l.queue.size > 0 && l.schedule.nextStartAt(now) <= now) {
      const waiter = l.queue.next();
      if (!waiter) break;
      l.schedule.start(now);
      waiter.value.detach();
      const clients = l.queue.clients().add(waiter.client);
      const nextAhead = l.queue.ahead(waiter.client, waiter.priority);
      waiter.value.resolve({
        ahead: waiter.value.ahead,
        // Whole ms: a call that went at once waited nothing, not the microseconds of this function.
        waitedMs: Math.round(now - waiter.value.arrivedAt),
        clients: clients.size,
        nextInMs: Math.round(l.schedule.nextStartAt(now, nextAhead) - now),
        window: counts.count(key, state.env, state.quotaPeriodMs, now),
      });
      now = clock.now();
    }
    if (idle(l, now)) return forgetIfIdle(key, state);
    const at = l.queue.size > 0 ? l.schedule.nextStartAt(now) : now + l.schedule.windowMs;
    l.cancelTimer = clock.setTimer(() => pump(key, state, l), Math.max(0, at - now));
  }

  /**
   * Makes room when the key is full: a client with fewer calls waiting than the largest client displaces
   * that client's newest call, so a flood cannot keep a colleague out; anyone else is refused.
   */
  function admit(state: KeyState, l: Lane, client: string) {
    if (waiting(state) < maxWaiting) return;
    const largest = l.queue.largest();
    if (!largest || l.queue.countOf(client) + 1 >= largest.count) throw new QueueFullError(maxWaiting);
    l.queue.remove(largest.newest);
    largest.newest.value.detach();
    largest.newest.value.reject(new QueueFullError(maxWaiting));
  }

  return {
    take(request) {
      const { key, kind, client, priority, signal } = request;
      const state = stateOf(key, request.env, request.timeScale);
      const l = state.lanes[kind];
      return new Promise<Turn>((resolve, reject) => {
        if (signal?.aborted) return reject(new TurnAbortedError());
        try {
          admit(state, l, client);
        } catch (e) {
          forgetIfIdle(key, state);
          return reject(e instanceof Error ? e : new Error(String(e)));
        }
        const onAbort = () => {
          if (l.queue.remove(waiter)) reject(new TurnAbortedError());
          pump(key, state, l);
        };
        const waiter: Waiter<Pending> = {
          client,
          priority,
          value: {
            arrivedAt: clock.now(),
            ahead: l.queue.ahead(client, priority),
            resolve,
            reject,
            detach: () => signal?.removeEventListener('abort', onAbort),
          },
        };
        l.queue.add(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
        pump(key, state, l);
      });
    },
    rateLimited({ key, env, timeScale, kind }, retryAfterMs) {
      const state = stateOf(key, env, timeScale);
      // The same margin the client keeps over a Retry-After (src/api/call/call.ts).
      state.lanes[kind].schedule.holdUntil(clock.now() + withSafetyMargin(retryAfterMs, state.limits));
      pump(key, state, state.lanes[kind]);
    },
    forgetWindows(env) {
      counts.forget(env);
    },
    get keys() {
      return keys.size;
    },
    get counted() {
      return counts.keys;
    },
    get waiting() {
      let n = 0;
      for (const state of keys.values()) n += waiting(state);
      return n;
    },
  };
}
