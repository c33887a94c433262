import type { ExportWorkerPort } from '../features/export/run-export';

export interface PortLog {
  posted: number;
  maxInFlight: number;
  terminated: boolean;
}

export const newPortLog = (): PortLog => ({ posted: 0, maxInFlight: 0, terminated: false });

/** An export worker's session run in-process: messages go through structuredClone as postMessage does. */
export function inProcessWorker(handle: (data: unknown) => unknown, log: PortLog): ExportWorkerPort {
  const listeners: ((data: unknown) => void)[] = [];
  let inFlight = 0;
  return {
    post(message) {
      const copy: unknown = structuredClone(message);
      if (message.type === 'rows') {
        log.posted += message.count;
        log.maxInFlight = Math.max(log.maxInFlight, ++inFlight);
      }
      setTimeout(() => {
        if (message.type === 'rows') inFlight--;
        void Promise.resolve(handle(copy)).then((answer) => listeners.forEach((l) => l(answer)));
      }, 0);
    },
    onMessage: (l) => listeners.push(l),
    onError: () => {},
    terminate: () => {
      log.terminated = true;
    },
  };
}
