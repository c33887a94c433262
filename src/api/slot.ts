import type { LockManagerLike } from './locks';
import { sleepUntil } from './sleep';

/** A call that may start now. The lock behind it stays held (in every tab) until its hold ends. */
export interface Slot {
  /** Extends the hold, e.g. to a 429's Retry-After, so no tab of the key starts a call before then. */
  holdUntil(at: number): void;
}

/**
 * Takes the lock `name`, then starts a call and keeps the lock for `holdMs` after that start: whoever
 * gets the lock next, in any tab, may start at once. `mayStart` is read when the lock is granted; when it
 * says no (the queue was paused meanwhile) the lock is released at once and null returned: no call started.
 */
export function startUnderLock(
  locks: LockManagerLike,
  name: string,
  holdMs: number,
  now: () => number,
  signal: AbortSignal,
  mayStart: () => boolean,
): Promise<Slot | null> {
  return new Promise((resolve, reject) => {
    locks
      .request(name, { signal }, async () => {
        if (signal.aborted || !mayStart()) return resolve(null);
        let until = now() + holdMs;
        resolve({ holdUntil: (at) => (until = Math.max(until, at)) });
        await sleepUntil(() => until, now);
      })
      .catch(reject);
  });
}
