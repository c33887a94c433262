import { deviceStorage } from '../core/device-setting';
import type { RunsDatabase } from './db';
import { deviceSaltSchema } from './schemas';

/** Where the "this device had runs" marker lives outside IndexedDB: `localStorage` or the like. */
export interface MarkerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const SALT = 'salt';
/** The marker's key: one per database name, so a test's database never answers for the app's. */
export const markerKey = (databaseName: string) => `${databaseName}:had-runs`;

/** The page's localStorage when there is one (a worker and Node have none; a sandbox may refuse it). */
export const defaultMarker = (): MarkerStorage | null => deviceStorage();

/**
 * The device's random salt, made on first use. Read and written in one transaction, so two tabs opening
 * the store at once agree on one salt.
 */
export async function deviceSalt(db: RunsDatabase): Promise<Uint8Array> {
  const tx = db.transaction('device', 'readwrite');
  const stored = deviceSaltSchema.safeParse(await tx.store.get(SALT));
  if (stored.success) {
    await tx.done;
    return stored.data;
  }
  const salt = crypto.getRandomValues(new Uint8Array(32));
  await Promise.all([tx.store.put(salt, SALT), tx.done]);
  return salt;
}

/** The database's own record that runs were stored, put in the transaction of each new run. */
export const HAD_RUNS_KEY = 'had-runs';

/** Notes outside the database that runs were stored: only once the database has said so itself. */
export function noteHadRuns(db: RunsDatabase, marker: MarkerStorage | null) {
  try {
    marker?.setItem(markerKey(db.name), '1');
  } catch {
    // A full or refused localStorage: the run is stored all the same; only eviction goes unnoticed.
  }
}

/**
 * Evicted: the marker outside the database says runs were stored, and the database no longer says so.
 * A database the user emptied keeps its own record, so deleting runs is not eviction; a device without a
 * marker storage (a worker) cannot tell and answers false. Browsers that clear localStorage with
 * IndexedDB (Safari's seven-day rule) look like a device never used, which is the most that can be said.
 */
export async function wasEvicted(db: RunsDatabase, marker: MarkerStorage | null): Promise<boolean> {
  if (marker?.getItem(markerKey(db.name)) !== '1') return false;
  return (await db.get('device', HAD_RUNS_KEY)) === undefined;
}
