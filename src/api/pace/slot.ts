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
  /**
   * The answer came through a server that paces the key itself (docs/environments.md#a-team-on-one-key):
   * the hold ends with the answer instead of an interval after the start, so the client does not add its
   * own wait to the server's. A hold extended for a 429 stays.
   */
  pacedByServer(): void;
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
        let hold = holdMs;
        let late = 0;
        let extended = -Infinity;
        const until = () => Math.max(startedAt + hold + late, extended);
        let answer: Promise<void> | null = null;
        let wake = () => {};
        const woken = new Promise<void>((r) => (wake = r));
        resolve({
          holdUntil: (at) => (extended = Math.max(extended, at)),
          awaitAnswer: () => {
            let answered = (_late: number) => {};
            answer = new Promise<void>((r) => {
              answered = (sentLate) => {
                late = Math.max(late, sentLate);
                r();
              };
            });
            return answered;
          },
          pacedByServer: () => {
            hold = 0;
            wake();
          },
        });
        // A hold cut short (paced by a server) ends the sleep at once rather than at the old hold's end.
        const cut = new AbortController();
        await Promise.race([sleepUntil(until, now, cut.signal).catch(() => undefined), woken]);
        cut.abort();
        if (answer) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const cap = new Promise<void>((r) => (timer = setTimeout(r, ANSWER_WAIT_CAP_MS)));
          await Promise.race([answer, cap]);
          clearTimeout(timer);
          await sleepUntil(until, now);
        }
      })
      .catch(reject);
  });
}
