import type { RunStore } from '../store/types';

/** The device's page store, or null where this realm has no IndexedDB. */
export async function openDeviceStore(): Promise<RunStore | null> {
  return null;
}
