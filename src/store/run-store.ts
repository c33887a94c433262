import { openRunsDb, DB_NAME, type RunsDatabase } from './db';
import { defaultMarker, deviceSalt, wasEvicted, type MarkerStorage } from './device';
import { deriveVaultKey, tenantTagOf } from './key';
import { deleteRun } from './runs';
import type { RunStore } from './types';
import { createVault } from './vault';

export interface RunStoreOptions {
  /** The IndexedDB to use; the global one by default (tests give each store a fresh one). */
  indexedDB?: IDBFactory;
  databaseName?: string;
  /**
   * Where the "this device had runs" marker is kept outside IndexedDB, to tell an evicted store from one
   * never used: localStorage by default when there is one; null for none (then `evicted()` is false).
   */
  marker?: MarkerStorage | null;
  /** The clock of headers' times; Date.now by default. */
  now?: () => number;
  /**
   * At most this many bytes of stored runs on the device, all tenants together: past it, putPage answers
   * 'full' as a full disk does. None by default (the browser's quota is the limit); `setBudget` changes it.
   */
  budgetBytes?: number;
  /** PBKDF2 iterations: tests only may go below PBKDF2_ITERATIONS; anywhere else fewer throw. */
  iterations?: number;
}

/** The device's run store. Opens the database on first use; works in a page, a worker and Node. */
export function createRunStore(options: RunStoreOptions = {}): RunStore {
  const marker = options.marker === undefined ? defaultMarker() : options.marker;
  const now = options.now ?? Date.now;
  let budget = options.budgetBytes;
  let opened: Promise<RunsDatabase> | undefined;
  const database = () => {
    const factory = options.indexedDB ?? globalThis.indexedDB;
    if (!factory)
      return Promise.reject(new Error('This browser offers no IndexedDB: runs cannot be stored.'));
    // A failed open (a private window that refuses IndexedDB, a blocked upgrade) is tried again next time.
    opened ??= openRunsDb(factory, options.databaseName ?? DB_NAME).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };

  return {
    async open({ environment, tenant, secret }) {
      const db = await database();
      const salt = await deviceSalt(db);
      const [key, tenantTag] = await Promise.all([
        deriveVaultKey({ environment, tenant, secret }, salt, options.iterations),
        tenantTagOf(environment, tenant, salt),
      ]);
      return createVault({ db, key, tenantTag, marker, now, budgetBytes: () => budget });
    },
    evicted: async () => wasEvicted(await database(), marker),
    delete: async (runId) => deleteRun(await database(), runId),
    setBudget(bytes) {
      budget = bytes;
    },
  };
}
