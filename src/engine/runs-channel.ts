/** The BroadcastChannel on which a tab's engine says the stored runs changed, so other tabs list them again. */
export const RUNS_CHANNEL = 'report-explorer:runs';

/**
 * Changes heard within this long after a call are told once, at its end: a running run stores a page (and
 * says so) several times a second, and each call lists the runs or plans the view again over the worker and
 * renders it, which took the main thread from the scrolling grid with every page
 * (docs/measurements.md#a-run-arriving-on-a-slow-machine).
 */
export const RUNS_CHANGED_GAP_MS = 500;

/**
 * Calls `listener` whenever another tab (or this tab's engine) changed the stored runs: at once for a change
 * after a quiet while, and once at the end of the gap for the changes heard within it. Returns the
 * unsubscribe.
 */
export function onRunsChanged(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(RUNS_CHANNEL);
  let gap: ReturnType<typeof setTimeout> | undefined;
  let heard = false;
  const endGap = () => {
    gap = undefined;
    if (!heard) return;
    heard = false;
    listener();
    gap = setTimeout(endGap, RUNS_CHANGED_GAP_MS);
  };
  channel.addEventListener('message', () => {
    if (gap !== undefined) {
      heard = true;
      return;
    }
    listener();
    gap = setTimeout(endGap, RUNS_CHANGED_GAP_MS);
  });
  return () => {
    clearTimeout(gap);
    channel.close();
  };
}
