import { withSafetyMargin } from '../../src/api/client-limits';
import { createLastTurns } from './last-turns';
import {
  admit,
  enqueue,
  laneIdle,
  newKeyState,
  startDue,
  waitingOf,
  type KeyState,
  type Lane,
} from './key-lanes';
import { TurnAbortedError, type BudgetClock, type Turn, type TurnRequest } from './turn';
import { createWindowCounts } from './window-count';

export {
  QueueFullError,
  TurnAbortedError,
  type BudgetClock,
  type BudgetKind,
  type Turn,
  type TurnRequest,
} from './turn';

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

  function stateOf(key: string, env: string, timeScale: number): KeyState {
    let state = keys.get(key);
    if (!state) {
      state = newKeyState(key, env, timeScale, lastTurns);
      keys.set(key, state);
    }
    return state;
  }

  /** A key none of whose calls waits or matters any more is forgotten: memory follows the keys in use. */
  function forgetIfIdle(key: string, state: KeyState) {
    const now = clock.now();
    if (laneIdle(state.lanes.execute, now) && laneIdle(state.lanes.token, now)) {
      for (const l of Object.values(state.lanes)) l.cancelTimer?.();
      keys.delete(key);
    }
  }

  /** Starts every call whose time has come, then sets one timer: for the next call, or to forget the key. */
  function pump(key: string, state: KeyState, l: Lane) {
    l.cancelTimer?.();
    l.cancelTimer = null;
    const now = startDue(
      l,
      () => clock.now(),
      (at) => counts.count(key, state.env, state.quotaPeriodMs, at),
    );
    if (laneIdle(l, now)) return forgetIfIdle(key, state);
    const at = l.queue.size > 0 ? l.schedule.nextStartAt(now) : now + l.schedule.windowMs;
    l.cancelTimer = clock.setTimer(() => pump(key, state, l), Math.max(0, at - now));
  }

  return {
    take(request) {
      const { key, kind, client, signal } = request;
      const state = stateOf(key, request.env, request.timeScale);
      const l = state.lanes[kind];
      return new Promise<Turn>((resolve, reject) => {
        if (signal?.aborted) return reject(new TurnAbortedError());
        try {
          admit(state, l, client, maxWaiting);
        } catch (e) {
          forgetIfIdle(key, state);
          return reject(e instanceof Error ? e : new Error(String(e)));
        }
        enqueue(l, request, clock.now(), { resolve, reject }, () => pump(key, state, l));
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
      for (const state of keys.values()) n += waitingOf(state);
      return n;
    },
  };
}
