import { QueryClient } from '@tanstack/react-query';

/**
 * Nothing is fetched behind the user's back: every call spends quota and waits its turn under the rate
 * limit, so no refetch on focus, reconnect or mount, and no retry here (the client retries what is safe
 * to retry). A query asked again in the session comes from the cache; signing out clears it.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
