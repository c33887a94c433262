import { useEffect, useMemo, useState } from 'react';
import type { Row } from '../../core/contract';
import { TableModel } from '../../core/table';
import { DIALOGS_KEYS } from './dialogs-columns';
import type { ResultColumn } from './result-column';

/** The run's rows in the headless model, synced with the pages as they arrive (only new pages are read). */
export function useTableModel(queryKey: string, reportKey: string, pages: readonly (readonly Row[])[]) {
  // One model per run; the owner also remounts per run, the key here only guards against a stale one.
  const model = useMemo(
    () => new TableModel({ initialKeys: reportKey === 'dialogs' ? DIALOGS_KEYS : [] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryKey, reportKey],
  );
  const synced = useMemo(() => {
    model.sync(pages);
    return { loaded: model.rows.length, keyCount: model.keys.keys.length };
  }, [model, pages]);
  return { model, ...synced };
}

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

/**
 * Indexes the shown columns in idle time, a slice at a time, as rows arrive, so a filter keystroke does
 * not pay for building them (measured about 1.6 s of work for 36 columns x 250,000 rows, in Node); a
 * keystroke that comes first builds what is missing itself.
 */
export function usePrepareIndexes(
  model: TableModel,
  columns: readonly ResultColumn[],
  loaded: number,
): boolean {
  // What has to be indexed now, as an identity; indexing is over when the last one finished is this one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const target = useMemo(() => ({}), [model, columns, loaded]);
  const [finished, setFinished] = useState<object | null>(null);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const step = (deadline: IdleDeadline) => {
      const done = model.prepare(columns, () => deadline.timeRemaining() > 2);
      cancel = done ? null : requestIdle(step);
      if (done) setFinished(target);
    };
    cancel = requestIdle(step);
    return () => cancel?.();
  }, [model, columns, target]);
  return finished !== target;
}
