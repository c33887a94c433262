import { csvBodyOfValues, csvHead, CSV_TYPE } from './csv-parts';
import { isValues, toWorkerSchema, type FromWorker } from './worker-protocol';

/**
 * What the CSV worker does with each message, apart from the worker itself, so a test drives the same
 * code in Node. One Blob per chunk: the UTF-8 encoding happens chunk by chunk, overlapping the page's
 * posting, and the text leaves the worker's heap at once instead of piling up until the end.
 */
export function createCsvSession() {
  let parts: Blob[] = [];
  let written = 0;
  return (data: unknown): FromWorker => {
    const parsed = toWorkerSchema.safeParse(data);
    if (!parsed.success)
      return { type: 'error', message: 'The CSV worker received a message it does not understand.' };
    const m = parsed.data;
    try {
      if (m.type === 'start') {
        parts = [new Blob([csvHead(m.headers)])];
        written = 0;
        return { type: 'progress', written };
      }
      if (m.type === 'rows') {
        parts.push(new Blob([csvBodyOfValues(m.rows.filter(isValues))]));
        written += m.rows.length;
        return { type: 'progress', written };
      }
      const blob = new Blob(parts, { type: CSV_TYPE });
      parts = [];
      return { type: 'done', blob };
    } catch (e) {
      return { type: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  };
}
