import { createFifo } from './fifo';
import type { Gate } from './gate';
import { clientWindows, type ClientLimits } from '../client-limits';
import type { LockManagerLike } from '../locks';
import { startInWindow } from './sliding-window';
import { startUnderLock, type Slot } from './slot';

/** 'token': CreateToken and its ?info form (3 per 60 s); 'other': every other call (1 per 4 s). */
export type CallKind = 'token' | 'other';

export interface Throttle {
  /** Waits (FIFO, abortable, pausable) until a call of this kind may start under the key's limits. */
  take(kind: CallKind, signal?: AbortSignal): Promise<Slot>;
  /** When the next call of this kind may start, as far as this client knows (other tabs may add to it). */
  nextStartAt(kind: CallKind): number;
}

/**
 * The throttle of one key. `lockName` is the hashed key: the locks make every tab (and every client of
 * this realm) share the key's budget; the margins of `clientWindows(limits)` keep the client off the edge of
 * the gateway's "never completely accurate" limiter.
 */
export function createThrottle(opts: {
  locks: LockManagerLike;
  lockName: string;
  limits: ClientLimits;
  gate: Gate;
  now: () => number;
}): Throttle {
  const { locks, lockName, gate, now } = opts;
  const w = clientWindows(opts.limits);
  const starts: Record<CallKind, number[]> = { token: [], other: [] };
  /** The last answer of this kind came through a server that paces the key: its wait is the server's. */
  const paced: Record<CallKind, boolean> = { token: false, other: false };
  const noted =
    (kind: CallKind, keep: number) =>
    (slot: Slot): Slot => {
      starts[kind] = [...starts[kind], now()].slice(-keep);
      paced[kind] = false;
      return {
        ...slot,
        pacedByServer: () => {
          paced[kind] = true;
          slot.pacedByServer();
        },
      };
    };

  const other = createFifo(
    (signal, mayStart) =>
      startUnderLock(locks, `${lockName}:interval`, w.clientIntervalMs, now, signal, mayStart),
    opts.gate,
  );
  const token = createFifo(
    (signal, mayStart) =>
      startInWindow(
        locks,
        `${lockName}:create-token`,
        w.createTokenCalls,
        w.clientCreateTokenWindowMs,
        now,
        signal,
        mayStart,
      ),
    gate,
  );

  return {
    take: (kind, signal) =>
      kind === 'token'
        ? token.take(signal).then(noted('token', w.createTokenCalls))
        : other.take(signal).then(noted('other', 1)),
    nextStartAt(kind) {
      if (paced[kind]) return now();
      const [oldest] = starts[kind];
      if (kind === 'other') return oldest === undefined ? now() : oldest + w.clientIntervalMs;
      if (oldest === undefined || starts.token.length < w.createTokenCalls) return now();
      return oldest + w.clientCreateTokenWindowMs;
    },
  };
}
