import { ServiceError } from '../errors';

export const abortedError = () => new ServiceError('aborted', 'Stopped.');

/** Rejects with a ServiceError 'aborted' when `signal` is (or becomes) aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError();
}

const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Waits until `now()` reaches the instant `until()` names (read again after each timer, so a hold can be
 * extended while it runs). Loops because a timer may fire a millisecond early by the wall clock; waits
 * whole milliseconds, since a timer truncates a fraction and a second timer for it costs a millisecond more.
 */
export async function sleepUntil(
  until: () => number,
  now: () => number,
  signal?: AbortSignal,
): Promise<void> {
  for (let left = until() - now(); left > 0; left = until() - now()) await delay(Math.ceil(left), signal);
  throwIfAborted(signal);
}
