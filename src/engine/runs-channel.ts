/** The BroadcastChannel on which a tab's engine says the stored runs changed, so other tabs list them again. */
export const RUNS_CHANNEL = 'report-explorer:runs';

/** Calls `listener` whenever another tab (or this tab's engine) changed the stored runs; returns the unsubscribe. */
export function onRunsChanged(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(RUNS_CHANNEL);
  channel.addEventListener('message', listener);
  return () => channel.close();
}
