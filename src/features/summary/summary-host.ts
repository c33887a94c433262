import { transfer, wrap } from 'comlink';
import type { ColumnData } from '../../core/summary';
import type { SummaryWorker } from './summary-runner';
import type { SummaryThread } from './summary-thread';

const bufferOf = (data: ColumnData) =>
  data.kind === 'category'
    ? data.codes.buffer
    : data.kind === 'number'
      ? data.values.buffer
      : data.wall.buffer;

/**
 * The Summary's worker as the page reaches it. A column's tail and the rows in view are transferred, not
 * copied (each is a copy made for the worker); messages are answered in order, so a summary asked after
 * a post reads the column with it.
 */
export function createSummaryWorker(): SummaryWorker & { dispose(): void } {
  const worker = new Worker(new URL('./summary-worker.ts', import.meta.url), {
    type: 'module',
    name: 'summary',
  });
  const thread = wrap<SummaryThread>(worker);
  return {
    post: (key, tail) => void thread.post(key, transfer(tail, [bufferOf(tail)])),
    clear: () => void thread.clear(),
    summarize: (input) => thread.summarize(input.rows ? transfer(input, [input.rows.buffer]) : input),
    dispose: () => worker.terminate(),
  };
}
