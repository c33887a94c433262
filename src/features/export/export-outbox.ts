import { distinctAhead } from './distinct-ahead';
import { columnsOfChunk, indicesOfJob, type ColumnCodes, type ExportJob } from './export-job';
import type { ToWorker } from './worker-protocol';

type Post = (m: ToWorker, transfer?: Transferable[]) => void;

/** A message's size, halved or doubled so one post stays between 4 and 12 ms. */
const adapt = (size: number, ms: number, most: number, least: number) =>
  ms < 4 ? Math.min(size * 2, most) : ms > 12 ? Math.max(least, Math.floor(size / 2)) : size;

/**
 * What the page posts to an export worker, one message at a time: the coded columns' distinct values in
 * slices, then `start`, the rows in chunks and `end`. Posting clones what is sent on this thread: each
 * message's size adapts so one post stays near 8 ms, far under the 100 ms a person notices, whatever the
 * machine and the width of the rows. The distinct values' slices keep a floor far above the rows': each
 * waits for an answer, and on a loaded machine a post's time inflated by others' work would cut them to
 * hundreds of round trips.
 */
export function createExportOutbox(
  job: ExportJob,
  keys: readonly string[],
  dictionaries: readonly (ColumnCodes | null)[],
  start: Extract<ToWorker, { type: 'start' }>,
) {
  let values = 8192;
  let chunk = 1000;
  const ahead = distinctAhead(
    dictionaries.map((d) => d?.distinct ?? null),
    () => values,
  );
  let started = false;
  let sent = 0;
  let ended = false;
  return {
    get ended() {
      return ended;
    },
    /** Posts the next message. */
    next(post: Post) {
      const t0 = performance.now();
      if (!started) {
        const slice = ahead.next();
        if (!slice.done) {
          post(slice.value);
          values = adapt(values, performance.now() - t0, 65_536, 4096);
          return;
        }
        started = true;
        post(start);
        return;
      }
      if (sent < job.length) {
        const indices = indicesOfJob(job, sent, sent + chunk);
        const columns = columnsOfChunk(job, keys, dictionaries, indices);
        const buffers = columns.flatMap((c) => (Array.isArray(c) ? [] : [c.buffer]));
        post({ type: 'rows', count: indices.length, columns }, buffers);
        sent += indices.length;
        chunk = adapt(chunk, performance.now() - t0, 20_000, 100);
        return;
      }
      // Messages arrive in order: the worker sees 'end' after every chunk.
      ended = true;
      post({ type: 'end' });
    },
  };
}
