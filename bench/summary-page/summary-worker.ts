// The bench page's summary worker: holds the columns as the main thread posts them (only each new tail)
// and answers a summary request with summarize() of src/core/summary.
import { summarize, type ColumnData } from '../../src/core/summary';
import { arrayOf, type ColumnTail, type FromWorker, type ToWorker } from './protocol';

const columns = new Map<string, ColumnData>();

/** `column` with the tail written in at its rows, its array grown (doubling) when the tail does not fit. */
function append(column: ColumnData | undefined, tail: ColumnTail): ColumnData {
  const size = tail.from + tail.data.size;
  const old = column ? arrayOf(column) : null;
  const added = arrayOf(tail.data);
  let store = old;
  if (!store || store.length < size) {
    const length = Math.max(size, (old?.length ?? 0) * 2);
    store = added instanceof Uint32Array ? new Uint32Array(length) : new Float64Array(length);
    if (old) store.set(old.subarray(0, column?.size ?? 0));
  }
  store.set(added.subarray(0, tail.data.size), tail.from);
  if (store instanceof Uint32Array) return { kind: 'category', codes: store, size };
  return tail.data.kind === 'date'
    ? { kind: 'date', wall: store, size }
    : { kind: 'number', values: store, size };
}

const post = (message: FromWorker) => postMessage(message);

onmessage = (e: MessageEvent<ToWorker>) => {
  const message = e.data;
  if (message.type === 'columns') {
    let size = 0;
    for (const tail of message.tails) {
      const column = append(columns.get(tail.id), tail);
      columns.set(tail.id, column);
      size = column.size;
    }
    post({ type: 'columns', size });
    return;
  }
  const t0 = performance.now();
  const { rows, count, spec } = message;
  const result = summarize({ columns, rows, count, spec, bins: new Map() });
  post({ type: 'summary', id: message.id, result, ms: performance.now() - t0 });
};
