import { abortedError } from './sleep';

/** Pause switch of the throttle queue: while closed, no new call starts; calls already started finish. */
export interface Gate {
  readonly isOpen: boolean;
  pause(): void;
  resume(): void;
  whenOpen(signal?: AbortSignal): Promise<void>;
}

export function createGate(): Gate {
  let open = true;
  let waiters: (() => void)[] = [];
  return {
    get isOpen() {
      return open;
    },
    pause() {
      open = false;
    },
    resume() {
      open = true;
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    },
    whenOpen(signal) {
      if (open) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(abortedError());
        const wake = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          waiters = waiters.filter((w) => w !== wake);
          reject(abortedError());
        };
        waiters.push(wake);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
