import { useSyncExternalStore } from 'react';
import { urlStore } from './url-store';

export function useUrlState() {
  return useSyncExternalStore(urlStore.subscribe, urlStore.getSnapshot);
}
