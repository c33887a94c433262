import { useEffect, useMemo, useState } from 'react';
import type { Row } from '../../core/contract';
import { ConversationIndex } from '../../core/conversations';
import { yieldToPage } from '../../engine/decode-in-slices';

export const NO_PAGES: readonly (readonly Row[])[] = [];

export interface ConversationIndexState {
  index: ConversationIndex;
  rowCount: number;
}

/** Rows fed between two looks at the clock, and the work a task does before it gives the page its turn. */
const ROWS_PER_LOOK = 128;
const TASK_BUDGET_MS = 4;

const newRun = (queryKey: string) => ({ queryKey, index: new ConversationIndex() });

/**
 * The conversation index of one run, fed with each page as it arrives. A new `queryKey` is a new run and
 * starts a new index. `rowCount` changes whenever the index does: it is the dependency of derived views.
 * The run view calls it from a run's first page, so the Conversations tab never has to index a whole big
 * run at once, a long task, when it first opens (docs/architecture.md#the-conversations-tab). While the
 * tab has not been shown (`shown` false) nothing reads the index, so pages are fed after the render, in
 * tasks of a few ms, instead of inside the render that takes them into the table
 * (docs/architecture.md#one-pipeline-the-engines-worker); once it has, each render feeds what is left.
 * While `opening` (a stored run's pages are read back), a hidden index waits: the page's main thread is
 * what shows the rows then, and the index is fed once they are all in.
 */
export function useConversationIndex(
  queryKey: string,
  pages: readonly (readonly Row[])[],
  shown = true,
  opening = false,
): ConversationIndexState {
  const [run, setRun] = useState(() => newRun(queryKey));
  let current = run;
  if (run.queryKey !== queryKey) {
    current = newRun(queryKey);
    setRun(current);
  }
  const { index } = current;
  // Feeding skips the pages already fed, so a repeated or discarded render changes nothing.
  const rowCount = useMemo(() => {
    if (shown) index.syncPages(pages);
    return index.rowCount;
  }, [index, pages, shown]);

  useEffect(() => {
    if (shown || opening) return;
    let stopped = false;
    void (async () => {
      let start = performance.now();
      while (!stopped && !index.syncSome(pages, ROWS_PER_LOOK)) {
        if (performance.now() - start < TASK_BUDGET_MS) continue;
        await yieldToPage();
        start = performance.now();
      }
    })();
    return () => {
      stopped = true;
    };
  }, [index, pages, shown, opening]);

  return { index, rowCount };
}
