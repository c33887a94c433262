import { createCsvSession } from './csv-session';

// Builds the CSV off the main thread: the page posts rows in chunks, this writes them and answers each
// with the count so far (the page waits for it before posting more: neither side queues unbounded memory).
const handle = createCsvSession();

// The project compiles with the DOM lib; in a worker `self.postMessage(message)` is the worker's own.
self.addEventListener('message', (event: MessageEvent<unknown>) => self.postMessage(handle(event.data)));
