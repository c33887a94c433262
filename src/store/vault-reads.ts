import type { VaultContext } from './context';
import { listRun, readCodedPage } from './read-run';
import type { ListedRun, CodedRead } from './types';

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

/**
 * A run's pages, their rows as stored: a batch read in a short transaction, then decrypted outside it,
 * then the next batch.
 */
export async function* readCodedPages({ db, key }: VaultContext, runId: string): AsyncGenerator<CodedRead> {
  let after = -Infinity;
  for (;;) {
    const tx = db.transaction('pages');
    const range = IDBKeyRange.bound([runId, after], [runId, Infinity], true);
    const [keys, values] = await Promise.all([
      tx.store.getAllKeys(range, READ_BATCH),
      tx.store.getAll(range, READ_BATCH),
      tx.done,
    ]);
    yield* await Promise.all(keys.map(([, index], i) => readCodedPage(key, runId, index, values[i])));
    const last = keys.at(-1);
    if (!last || keys.length < READ_BATCH) return;
    after = last[1];
  }
}
