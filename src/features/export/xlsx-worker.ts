import { createXlsxSession } from './xlsx-session';

// Builds the workbook off the main thread, as csv-worker.ts does the CSV: rows come in chunks, each is
// answered with the count so far, and the page waits for the answer before posting more.
const handle = createXlsxSession();

self.addEventListener('message', (event: MessageEvent<unknown>) => self.postMessage(handle(event.data)));
