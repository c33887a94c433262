import { createDeflatePool, deflaterCount, moduleDeflater } from './deflate-pool';
import { createXlsxSession } from './xlsx-session';

// Builds the workbook off the main thread, as csv-worker.ts does the CSV: rows come in chunks, each is
// answered with the count so far, and the page waits for the answer before posting more. The sheet's
// XML is deflated by a pool of threads of its own.
const pool = createDeflatePool(moduleDeflater, deflaterCount(navigator.hardwareConcurrency));
const handle = createXlsxSession(pool.deflate);

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  void handle(event.data).then((answer) => self.postMessage(answer));
});
