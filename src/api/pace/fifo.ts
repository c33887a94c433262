import type { Gate } from './gate';
import type { Slot } from './slot';
import { abortedError } from './sleep';

/** One try at starting a call: the slot, or null when the gate closed before it was granted. */
export type Attempt = (signal: AbortSignal, mayStart: () => boolean) => Promise<Slot | null>;

interface Waiter {
  signal: AbortSignal | undefined;
  resolve(slot: Slot): void;
  reject(e: unknown): void;
  detach(): void;
}

/**
 * First come, first served: only the head of the queue contends for the lock, so a pause, an abort or
 * another tab never reorders this tab's waiters. An aborted waiter leaves the queue without a call.
 */
export function createFifo(attempt: Attempt, gate: Gate) {
  const waiting: Waiter[] = [];
  let contending: { waiter: Waiter; stop: AbortController } | null = null;

  const leave = (w: Waiter) => {
    const at = waiting.indexOf(w);
    if (at >= 0) waiting.splice(at, 1);
    w.detach();
  };

  async function pump(): Promise<void> {
    const head = waiting[0];
    if (contending || !head) return;
    const stop = new AbortController();
    contending = { waiter: head, stop };
    try {
      await gate.whenOpen(stop.signal);
      const slot = await attempt(stop.signal, () => gate.isOpen);
      if (head.signal?.aborted) throw abortedError();
      if (slot) {
        leave(head);
        head.resolve(slot);
      }
    } catch (e) {
      leave(head);
      head.reject(head.signal?.aborted ? abortedError() : e);
    } finally {
      contending = null;
      void pump();
    }
  }

  return {
    /** Resolves when this caller may start its call. */
    take(signal?: AbortSignal): Promise<Slot> {
      return new Promise<Slot>((resolve, reject) => {
        if (signal?.aborted) return reject(abortedError());
        const onAbort = () => {
          if (contending?.waiter === waiter) return contending.stop.abort();
          leave(waiter);
          reject(abortedError());
        };
        const waiter: Waiter = {
          signal,
          resolve,
          reject,
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(waiter);
        void pump();
      });
    },
  };
}
