import { useEffect, useState } from 'react';
import type { ResultColumn } from './result-column';
import type { TableSnapshot, TableStore } from './table-store';

type IdleDeadline = { timeRemaining: () => number };
const requestIdle = (cb: (d: IdleDeadline) => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    // No timeout: while the page is busy (scrolling, a run arriving) indexing simply waits.
    const id = requestIdleCallback(cb);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const end = performance.now() + 8;
    cb({ timeRemaining: () => end - performance.now() });
  }, 16);
  return () => clearTimeout(id);
};

/** What was indexed: these columns over the rows of this snapshot. */
interface Indexed {
  snapshot: TableSnapshot;
  columns: readonly ResultColumn[];
}

/**
 * Reads the keys of the rows not read yet, then indexes the shown columns in idle time, a slice at a time,
 * as rows arrive, so a filter keystroke does not pay for building them (docs/architecture.md#why-measured).
 * A filter typed before they are ready is answered in part at once (TableModel.view) and its indexes are
 * built first: `onProgress` is called after each slice while `searching`, so the view grows to the full
 * answer. True while indexing is under way.
 */
export function usePrepareIndexes(
  store: TableStore,
  snapshot: TableSnapshot,
  columns: readonly ResultColumn[],
  searching: boolean,
  onProgress: () => void,
): boolean {
  const [indexed, setIndexed] = useState<Indexed | null>(null);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const step = (deadline: IdleDeadline) => {
      const waiting = snapshot.model.searching;
      // Ends a slice (about 3 ms of work) short of the deadline, so an idle step stays well under 50 ms.
      const done = store.prepare(columns, () => deadline.timeRemaining() > 10);
      cancel = done ? null : requestIdle(step);
      if (waiting) onProgress();
      if (done) setIndexed({ snapshot, columns });
    };
    cancel = requestIdle(step);
    return () => cancel?.();
  }, [store, snapshot, columns, searching, onProgress]);
  return indexed?.snapshot !== snapshot || indexed.columns !== columns;
}
