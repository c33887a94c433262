import { wrap, type DBSchema, type IDBPDatabase } from 'idb';

export const DB_NAME = 'report-explorer-runs';
const DB_VERSION = 1;

/**
 * One database, four object stores, every key out of line (so a damaged value never loses its key):
 * `runs` the clear headers by run id, `facts` each run's sealed facts by run id, `pages` the sealed pages
 * by [run id, page index], `device` the device's own records (its salt, the "had runs" marker). Values are
 * `unknown`: what comes back is checked with the schemas before use.
 */
export interface RunsDb extends DBSchema {
  runs: { key: string; value: unknown };
  facts: { key: string; value: unknown };
  pages: { key: [string, number]; value: unknown };
  device: { key: string; value: unknown };
}

export type RunsDatabase = IDBPDatabase<RunsDb>;

/**
 * Opens (and on first use creates) the database with the given factory. idb's own openDB always uses the
 * global `indexedDB`; the store takes its factory as an option so that each test has a database of its
 * own, so this is openDB's few lines over the given factory.
 */
export async function openRunsDb(factory: IDBFactory, name = DB_NAME): Promise<RunsDatabase> {
  const request = factory.open(name, DB_VERSION);
  request.addEventListener('upgradeneeded', () => {
    const db = wrap(request.result) as unknown as RunsDatabase;
    for (const store of ['runs', 'facts', 'pages', 'device'] as const) {
      if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
    }
  });
  const db = (await wrap(request)) as unknown as RunsDatabase;
  // Another tab opening a newer version of the database waits for this one to close: let it.
  db.addEventListener('versionchange', () => db.close());
  return db;
}

/** Every key of a run's pages. */
export const pagesOf = (runId: string) => IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]);
