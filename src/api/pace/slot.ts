import type { LockManagerLike } from '../locks';
import { sleepUntil } from './sleep';

/** A call that may start now. The lock behind it stays held (in every tab) until its hold ends. */
export interface Slot {
  /** Extends the hold, e.g. to a 429's Retry-After, so no tab of the key starts a call before then. */
  holdUntil(at: number): void;
  /**
   * Keeps the hold until the call's answer (or failure) is in as well, and returns what to call then,
   * with how late the request actually left after its start (see sent-late.ts): the whole hold moves by
   * that much. Without it a request the browser held back under load reached the service closer than
   * the window to the next tab's call, and earned a 429 (docs/service.md#gateway-accuracy).
   */
  awaitAnswer(): (sentLateMs: number) => void;
}

/** A call whose answer never comes does not hold every tab of the key for ever. */
const ANSWER_WAIT_CAP_MS = 30_000;

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
        const startedAt = now();
        let until = startedAt + holdMs;
        let answer: Promise<void> | null = null;
        resolve({
          holdUntil: (at) => (until = Math.max(until, at)),
          awaitAnswer: () => {
            let answered = (_late: number) => {};
            answer = new Promise<void>((r) => {
              answered = (late) => {
                until = Math.max(until, startedAt + holdMs + Math.max(0, late));
                r();
              };
            });
            return answered;
          },
        });
        await sleepUntil(() => until, now);
        if (answer) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const cap = new Promise<void>((r) => (timer = setTimeout(r, ANSWER_WAIT_CAP_MS)));
          await Promise.race([answer, cap]);
          clearTimeout(timer);
          await sleepUntil(() => until, now);
        }
      })
      .catch(reject);
  });
}
