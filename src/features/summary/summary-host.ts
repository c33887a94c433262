import { transfer, wrap, type Endpoint, type Remote } from 'comlink';
import type { ColumnTail, SummaryResult } from '../../core/summary';
import type { SummaryCalls, SummaryRequest } from './summary-calls';

/** What the page needs of the summary's worker: messages and an end (tests pass a MessagePort). */
export type SummaryWorker = Endpoint & { terminate(): void };

function moduleWorker(): SummaryWorker {
  return new Worker(new URL('./summary-worker.ts', import.meta.url), { type: 'module', name: 'summary' });
}

const bufferOf = (tail: ColumnTail) =>
  tail.kind === 'category'
    ? tail.codes.buffer
    : tail.kind === 'number'
      ? tail.values.buffer
      : tail.wall.buffer;

export interface SummaryHost {
  /**
   * Sends a column's new rows (an encoder's tail: a copy, handed over without another). False when the
   * worker did not keep them: the tail leaves a gap after what it holds (post the column from row 0).
   */
  post(columnKey: string, tail: ColumnTail): Promise<boolean>;
  /**
   * The summary of the rows shown. One runs at a time; a call made while one runs waits, and is answered
   * null if a later call takes its place before it starts (a keystroke's summary nobody will see).
   */
  summarize(request: SummaryRequest): Promise<SummaryResult | null>;
  /** Forgets every column (another run). */
  clear(): void;
  /** Ends the worker. */
  dispose(): void;
}

/** The page's side of the summary's worker (summary-worker.ts). */
export function connectSummary(createWorker: () => SummaryWorker = moduleWorker): SummaryHost {
  const worker = createWorker();
  const calls: Remote<SummaryCalls> = wrap<SummaryCalls>(worker);
  let busy = false;
  let waiting: { request: SummaryRequest; answer: (r: Promise<SummaryResult | null>) => void } | null = null;

  function run(request: SummaryRequest, answer: (r: Promise<SummaryResult | null>) => void) {
    busy = true;
    const result = calls.summarize(request);
    answer(result);
    const next = () => {
      busy = false;
      const queued = waiting;
      waiting = null;
      if (queued) run(queued.request, queued.answer);
    };
    result.then(next, next);
  }

  return {
    post: (columnKey, tail) => calls.post(columnKey, transfer(tail, [bufferOf(tail)])),
    summarize(request) {
      return new Promise((resolve) => {
        if (!busy) return run(request, resolve);
        // Whoever was waiting is answered null: this call replaces it.
        waiting?.answer(Promise.resolve(null));
        waiting = { request, answer: resolve };
      });
    },
    clear() {
      void calls.clear();
    },
    dispose() {
      waiting?.answer(Promise.resolve(null));
      waiting = null;
      worker.terminate();
    },
  };
}
