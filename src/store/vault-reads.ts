import type { VaultContext } from './context';
import { listRun, readFramedPage } from './read-run';
import type { ListedRun, FramedRead } from './types';

/** Pages decrypted together while reading a run: enough to keep the CPU busy, few enough to stream. */
const READ_BATCH = 8;

/** Every run on the device, newest first: opened with this vault's key, or locked. */
export async function listRuns({ db, key, tenantTag, opened }: VaultContext): Promise<ListedRun[]> {
  const tx = db.transaction(['runs', 'facts']);
  const [ids, headers, factIds, facts] = await Promise.all([
    tx.objectStore('runs').getAllKeys(),
    tx.objectStore('runs').getAll(),
    tx.objectStore('facts').getAllKeys(),
    tx.objectStore('facts').getAll(),
    tx.done,
  ]);
  const factsOf = new Map(factIds.map((id, i) => [id, facts[i]]));
  const runs = await Promise.all(
    ids.map((id, i) => listRun(key, tenantTag, id, headers[i], factsOf.get(id))),
  );
  for (const run of runs) if (!run.locked) opened.add(run.header.id);
  return runs.sort((a, b) => b.header.updatedAt - a.header.updatedAt);
}

/** The next READ_BATCH pages of a run after page `after`, in a short transaction of their own. */
async function readBatch({ db }: VaultContext, runId: string, after: number) {
  const tx = db.transaction('pages');
  const range = IDBKeyRange.bound([runId, after], [runId, Infinity], true);
  const [keys, values] = await Promise.all([
    tx.store.getAllKeys(range, READ_BATCH),
    tx.store.getAll(range, READ_BATCH),
    tx.done,
  ]);
  return { keys, values };
}

/**
 * A run's pages, their rows inflated but not read: a batch read in a short transaction, then decrypted
 * outside it.
 * The next batch is read while this one is decrypted and handed on: the read is the browser's own work,
 * outside this thread, and waiting for it before each batch left this thread idle (measured:
 * docs/architecture.md#durable-runs).
 */
export async function* readFramedPages(ctx: VaultContext, runId: string): AsyncGenerator<FramedRead> {
  let next = readBatch(ctx, runId, -Infinity);
  for (;;) {
    const { keys, values } = await next;
    // A full batch may have pages after it; a shorter one was the run's last.
    const last = keys.length === READ_BATCH ? keys.at(-1) : undefined;
    if (last) {
      next = readBatch(ctx, runId, last[1]);
      // Never awaited when the reader stops after this batch: its failure is then nobody's to report.
      next.catch(() => undefined);
    }
    yield* await Promise.all(keys.map(([, index], i) => readFramedPage(ctx.key, runId, index, values[i])));
    if (!last) return;
  }
}
