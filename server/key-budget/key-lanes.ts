import { clientLimits, clientWindows, type ClientLimits } from '../../src/api/client-limits';
import type { LastTurns } from './last-turns';
import { RoundRobin, type Waiter } from './round-robin';
import { Schedule } from './schedule';
import { QueueFullError, TurnAbortedError, type BudgetKind, type Turn, type TurnRequest } from './turn';
import type { WindowCount } from './window-count';

interface Pending {
  arrivedAt: number;
  ahead: number;
  resolve(turn: Turn): void;
  reject(e: Error): void;
  detach(): void;
}

/** One kind of call of one key: when the next may start, and who waits for it. */
export interface Lane {
  schedule: Schedule;
  queue: RoundRobin<Pending>;
  cancelTimer: (() => void) | null;
}

export interface KeyState {
  env: string;
  limits: ClientLimits;
  quotaPeriodMs: number;
  lanes: Record<BudgetKind, Lane>;
}

/** A key's lanes, with the client's margins of src/api/client-limits.ts at the environment's time scale. */
export function newKeyState(
  key: string,
  env: string,
  timeScale: number,
  lastTurns: { of(scope: string): LastTurns },
): KeyState {
  const limits = clientLimits(timeScale);
  const w = clientWindows(limits);
  const lane = (kind: BudgetKind, schedule: Schedule): Lane => ({
    schedule,
    queue: new RoundRobin(lastTurns.of(`${kind}\0${key}`)),
    cancelTimer: null,
  });
  return {
    env,
    limits,
    quotaPeriodMs: w.quotaPeriodMs,
    lanes: {
      execute: lane('execute', new Schedule(1, w.clientIntervalMs)),
      token: lane('token', new Schedule(w.createTokenCalls, w.clientCreateTokenWindowMs)),
    },
  };
}

export const waitingOf = (state: KeyState) => state.lanes.execute.queue.size + state.lanes.token.queue.size;
export const laneIdle = (l: Lane, now: number) => l.queue.size === 0 && l.schedule.idleAt(now);

/**
 * Makes room when the key is full: a client with fewer calls waiting than the largest client displaces
 * that client's newest call, so a flood cannot keep a colleague out; anyone else is refused.
 */
export function admit(state: KeyState, l: Lane, client: string, maxWaiting: number) {
  if (waitingOf(state) < maxWaiting) return;
  const largest = l.queue.largest();
  if (!largest || l.queue.countOf(client) + 1 >= largest.count) throw new QueueFullError(maxWaiting);
  l.queue.remove(largest.newest);
  largest.newest.value.detach();
  largest.newest.value.reject(new QueueFullError(maxWaiting));
}

/** Puts the call in its lane's queue; if its client goes away, it leaves the queue and `left` runs. */
export function enqueue(
  l: Lane,
  request: TurnRequest,
  arrivedAt: number,
  settle: Pick<Pending, 'resolve' | 'reject'>,
  left: () => void,
) {
  const { client, priority, signal } = request;
  const onAbort = () => {
    if (l.queue.remove(waiter)) settle.reject(new TurnAbortedError());
    left();
  };
  const waiter: Waiter<Pending> = {
    client,
    priority,
    value: {
      arrivedAt,
      ahead: l.queue.ahead(client, priority),
      ...settle,
      detach: () => signal?.removeEventListener('abort', onAbort),
    },
  };
  l.queue.add(waiter);
  signal?.addEventListener('abort', onAbort, { once: true });
}

/**
 * Starts every call of the lane whose time has come, each told its turn; `window` counts it in the key's
 * quota window. Returns the time it stopped at.
 */
export function startDue(l: Lane, now: () => number, window: (at: number) => WindowCount): number {
  let at = now();
  while (l.queue.size > 0 && l.schedule.nextStartAt(at) <= at) {
    const waiter = l.queue.next();
    if (!waiter) break;
    l.schedule.start(at);
    waiter.value.detach();
    const clients = l.queue.clients().add(waiter.client);
    const nextAhead = l.queue.ahead(waiter.client, waiter.priority);
    waiter.value.resolve({
      ahead: waiter.value.ahead,
      // Whole ms: a call that went at once waited nothing, not the microseconds of this function.
      waitedMs: Math.round(at - waiter.value.arrivedAt),
      clients: clients.size,
      nextInMs: Math.round(l.schedule.nextStartAt(at, nextAhead) - at),
      window: window(at),
    });
    at = now();
  }
  return at;
}
