import { csvBodyOfValues, csvHead, CSV_TYPE } from './csv-parts';
import { isValues, toWorkerSchema, type FromWorker } from './worker-protocol';

// Builds the CSV off the main thread: the page posts rows in chunks, this writes them and answers with
// the count (the page waits for it before posting more, so neither side queues unbounded memory).
// One Blob per chunk: the UTF-8 encoding happens chunk by chunk, overlapping the page's posting, and the
// text leaves the worker's heap at once instead of piling up until the end.
let parts: Blob[] = [];
let written = 0;

// The project compiles with the DOM lib; in a worker `self.postMessage(message)` is the worker's own.
const post = (m: FromWorker) => self.postMessage(m);

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const parsed = toWorkerSchema.safeParse(event.data);
  if (!parsed.success) {
    post({ type: 'error', message: 'The CSV worker received a message it does not understand.' });
    return;
  }
  const m = parsed.data;
  try {
    if (m.type === 'start') {
      parts = [new Blob([csvHead(m.headers)])];
      written = 0;
    } else if (m.type === 'rows') {
      parts.push(new Blob([csvBodyOfValues(m.rows.filter(isValues))]));
      written += m.rows.length;
      post({ type: 'progress', written });
    } else {
      post({ type: 'done', blob: new Blob(parts, { type: CSV_TYPE }) });
      parts = [];
    }
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
