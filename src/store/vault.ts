import type { PageProgress } from '../api/types';
import type { RunsDatabase } from './db';
import { HAD_RUNS_KEY, noteHadRuns, type MarkerStorage } from './device';
import { packRows } from './pack-rows';
import { isQuotaExceeded } from './quota';
import { listRun, readHeader, readPage } from './read-run';
import { deleteRun, deleteTenantRuns } from './runs';
import { sealedRecordSchema } from './schemas';
import { seal, sealedBytes } from './seal';
import { inTransaction, requests } from './transaction';
import { STORE_FORMAT_VERSION, type ReadPage, type RunFacts, type RunHeader, type Vault } from './types';

export interface VaultContext {
  db: RunsDatabase;
  key: CryptoKey;
  tenantTag: string;
  marker: MarkerStorage | null;
  now: () => number;
}

/** Pages decrypted together while reading a run: enough to keep the CPU busy, few enough to stream. */
const READ_BATCH = 8;

/** Bytes an old stored record took, when one is replaced (zero when there was none or it is damaged). */
const storedSize = (raw: unknown) => {
  const record = sealedRecordSchema.safeParse(raw);
  return record.success ? sealedBytes(record.data) : 0;
};

const lockedError = (runId: string, reason: string) =>
  new Error(`The run ${runId} cannot be written: it is locked (${reason}).`);

export function createVault({ db, key, tenantTag, marker, now }: VaultContext): Vault {
  /** The run's header, ready to be rewritten: this tenant's, in a format this build writes. */
  const writable = (runId: string, raw: unknown): RunHeader => {
    if (raw === undefined) throw new Error(`The run ${runId} is no longer stored.`);
    const header = readHeader(runId, raw);
    if (typeof header === 'string') throw lockedError(runId, header);
    if (header.tenantTag !== tenantTag) throw lockedError(runId, 'other-key');
    return header;
  };

  /** Runs this vault has opened (created, or listed unlocked): their key is known to be this one. */
  const ours = new Set<string>();

  /**
   * Writes go only into a run this key opens: a page sealed under another secret would leave the run
   * half unreadable to both. Checked once per run, before its first write through this vault.
   */
  async function checkOpens(runId: string) {
    if (ours.has(runId)) return;
    const [raw, facts] = await Promise.all([db.get('runs', runId), db.get('facts', runId)]);
    if (raw === undefined) throw new Error(`The run ${runId} is no longer stored.`);
    const run = await listRun(key, tenantTag, runId, raw, facts);
    if (run.locked) throw lockedError(runId, run.reason);
    ours.add(runId);
  }

  async function list() {
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
    for (const run of runs) if (!run.locked) ours.add(run.header.id);
    return runs.sort((a, b) => b.header.updatedAt - a.header.updatedAt);
  }

  async function create(facts: RunFacts) {
    const id = crypto.randomUUID();
    const sealed = await seal(key, facts, { runId: id });
    const at = now();
    const header: RunHeader = {
      id,
      formatVersion: STORE_FORMAT_VERSION,
      tenantTag,
      createdAt: at,
      updatedAt: at,
      storedBytes: sealedBytes(sealed),
      storedPages: 0,
    };
    const tx = db.transaction(['runs', 'facts', 'device'], 'readwrite');
    await inTransaction(tx, () =>
      requests(
        () => tx.objectStore('runs').put(header, id),
        () => tx.objectStore('facts').put(sealed, id),
        () => tx.objectStore('device').put(true, HAD_RUNS_KEY),
      ),
    );
    noteHadRuns(db, marker);
    ours.add(id);
    return id;
  }

  async function putPage(runId: string, page: PageProgress, facts: RunFacts) {
    await checkOpens(runId);
    // Sealed before the transaction opens: a transaction commits as soon as it waits on anything else.
    const [sealedPage, sealedFacts] = await Promise.all([
      seal(key, { ...page, ...packRows(page.rows) }, { runId, page: page.index }),
      seal(key, facts, { runId }),
    ]);
    const tx = db.transaction(['runs', 'facts', 'pages'], 'readwrite');
    try {
      await inTransaction(tx, async () => {
        const [raw, oldFacts, oldPage] = await Promise.all([
          tx.objectStore('runs').get(runId),
          tx.objectStore('facts').get(runId),
          tx.objectStore('pages').get([runId, page.index]),
        ]);
        const header = writable(runId, raw);
        const storedBytes =
          header.storedBytes -
          storedSize(oldFacts) -
          storedSize(oldPage) +
          sealedBytes(sealedFacts) +
          sealedBytes(sealedPage);
        const next: RunHeader = {
          ...header,
          storedBytes: Math.max(0, storedBytes),
          storedPages: header.storedPages + (oldPage === undefined ? 1 : 0),
          updatedAt: now(),
        };
        await requests(
          () => tx.objectStore('runs').put(next, runId),
          () => tx.objectStore('facts').put(sealedFacts, runId),
          () => tx.objectStore('pages').put(sealedPage, [runId, page.index]),
        );
      });
      return 'stored' as const;
    } catch (error) {
      if (isQuotaExceeded(error)) return 'full' as const;
      throw error;
    }
  }

  async function update(runId: string, facts: RunFacts) {
    await checkOpens(runId);
    const sealed = await seal(key, facts, { runId });
    const tx = db.transaction(['runs', 'facts'], 'readwrite');
    await inTransaction(tx, async () => {
      const [raw, oldFacts] = await Promise.all([
        tx.objectStore('runs').get(runId),
        tx.objectStore('facts').get(runId),
      ]);
      const header = writable(runId, raw);
      const storedBytes = header.storedBytes - storedSize(oldFacts) + sealedBytes(sealed);
      await requests(
        () =>
          tx
            .objectStore('runs')
            .put({ ...header, storedBytes: Math.max(0, storedBytes), updatedAt: now() }, runId),
        () => tx.objectStore('facts').put(sealed, runId),
      );
    });
  }

  /** Reads a batch of pages in a short transaction, then decrypts it outside, then the next batch. */
  async function* pages(runId: string): AsyncGenerator<ReadPage> {
    let after = -Infinity;
    for (;;) {
      const tx = db.transaction('pages');
      const range = IDBKeyRange.bound([runId, after], [runId, Infinity], true);
      const [keys, values] = await Promise.all([
        tx.store.getAllKeys(range, READ_BATCH),
        tx.store.getAll(range, READ_BATCH),
        tx.done,
      ]);
      yield* await Promise.all(keys.map(([, index], i) => readPage(key, runId, index, values[i])));
      const last = keys.at(-1);
      if (!last || keys.length < READ_BATCH) return;
      after = last[1];
    }
  }

  return {
    tenantTag,
    list,
    create,
    putPage,
    update,
    pages,
    delete: (runId) => deleteRun(db, runId),
    deleteTenant: () => deleteTenantRuns(db, tenantTag),
  };
}
