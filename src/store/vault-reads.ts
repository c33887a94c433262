import type { VaultContext } from './context';
import { listRun, readCodedPage, readPage } from './read-run';
import type { ListedRun, CodedRead, ReadPage } from './types';

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

type Reader<R> = (key: CryptoKey, runId: string, index: number, raw: unknown) => Promise<R>;

/** Reads a batch of pages in a short transaction, then decrypts it outside, then the next batch. */
async function* readEach<R>({ db, key }: VaultContext, runId: string, read: Reader<R>): AsyncGenerator<R> {
  let after = -Infinity;
  for (;;) {
    const tx = db.transaction('pages');
    const range = IDBKeyRange.bound([runId, after], [runId, Infinity], true);
    const [keys, values] = await Promise.all([
      tx.store.getAllKeys(range, READ_BATCH),
      tx.store.getAll(range, READ_BATCH),
      tx.done,
    ]);
    yield* await Promise.all(keys.map(([, index], i) => read(key, runId, index, values[i])));
    const last = keys.at(-1);
    if (!last || keys.length < READ_BATCH) return;
    after = last[1];
  }
}

export const readPages = (ctx: VaultContext, runId: string): AsyncGenerator<ReadPage> =>
  readEach(ctx, runId, readPage);

export const readCodedPages = (ctx: VaultContext, runId: string): AsyncGenerator<CodedRead> =>
  readEach(ctx, runId, readCodedPage);
