import { useEffect, useRef, useState } from 'react';
import type { Tab } from './result-tabs';
import { urlStore } from './url-store';

/** The Summary configuration the link carried when the run opened ('' for none): the run starts on it. */
export function useLinkedSummary(): string {
  const [linked] = useState(() => urlStore.getSnapshot().state.summary);
  return linked;
}

/**
 * The Summary's configuration in the address bar while the Summary is the tab shown, so a link opens the
 * same summary. When another tab is shown, the configuration leaves the link (and comes back with the tab).
 */
export function useSummaryUrl(tab: Tab, linked: string) {
  const last = useRef(linked);
  const shown = tab === 'summary';
  useEffect(() => writeSummary(shown ? last.current : ''), [shown]);
  return (summary: string) => {
    last.current = summary;
    if (shown) writeSummary(summary);
  };
}

function writeSummary(summary: string) {
  const { state } = urlStore.getSnapshot();
  if (state.summary !== summary) urlStore.replace({ ...state, summary });
}
