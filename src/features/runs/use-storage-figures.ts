import { useQuery } from '@tanstack/react-query';

export interface StorageFigures {
  usage: number | null;
  quota: number | null;
  /** Whether the browser keeps this origin's data under storage pressure; null when it cannot say. */
  persisted: boolean | null;
}

/**
 * The browser's own figures for this origin, and persistent storage asked for once: stored runs are worth
 * keeping (a page paid for in quota should not be fetched twice), and the user sees whether it was granted.
 */
export function useStorageFigures(storedBytes: number) {
  return useQuery({
    queryKey: ['storage-figures', storedBytes],
    queryFn: async (): Promise<StorageFigures> => {
      const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
      if (!storage) return { usage: null, quota: null, persisted: null };
      const estimate = await storage.estimate?.().catch(() => null);
      let persisted = (await storage.persisted?.().catch(() => null)) ?? null;
      if (persisted === false) persisted = (await storage.persist?.().catch(() => null)) ?? false;
      return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
    },
    staleTime: 0,
  });
}
