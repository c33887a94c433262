import { createRunStore, DB_NAME, type MarkerStorage, type RunStore } from '../store';

/** The marker key the store uses for the app's database (see src/store/device.ts). */
export const MARKER_KEY = `${DB_NAME}:had-runs`;

/**
 * The store's "this device had runs" marker, for a worker, which has no localStorage: its value as the page
 * read it when the worker started, and each write passed back to the page to keep.
 */
export function mirroredMarker(initial: string | null, keep: (value: string) => void): MarkerStorage {
  let value = initial;
  return {
    getItem: (key) => (key === MARKER_KEY ? value : null),
    setItem(key, next) {
      if (key !== MARKER_KEY || next === value) return;
      value = next;
      keep(next);
    },
  };
}

/** The device's page store, or null where this realm has no IndexedDB (runs are then kept in memory only). */
export async function openDeviceStore(marker: MarkerStorage | null): Promise<RunStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  return createRunStore({ marker });
}
