import { useMemo, useState } from 'react';
import type { Row } from '../../core/contract';
import { ConversationIndex } from '../../core/conversations';

export const NO_PAGES: readonly (readonly Row[])[] = [];

export interface ConversationIndexState {
  index: ConversationIndex;
  rowCount: number;
}

const newRun = (queryKey: string) => ({ queryKey, index: new ConversationIndex() });

/**
 * The conversation index of one run, fed with each page as it arrives. A new `queryKey` is a new run and
 * starts a new index. `rowCount` changes whenever the index does: it is the dependency of derived views.
 * The run view calls it from a run's first page (a page costs little), so the Conversations tab never has
 * to index a whole big run at once, a long task, when it first opens
 * (docs/architecture.md#the-conversations-tab).
 */
export function useConversationIndex(
  queryKey: string,
  pages: readonly (readonly Row[])[],
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
    index.syncPages(pages);
    return index.rowCount;
  }, [index, pages]);
  return { index, rowCount };
}
