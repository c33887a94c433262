import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReportQuery } from '../../api/types';
import type { Engine, RunPage } from '../../engine/types';
import { FIRST_PAGE, paramAfter, reportQueryKey, type RunParam } from './report-query-options';

/** A run kept on this device, to show again (and, when `resume`, to go on with from its stored cursor). */
export interface StoredRunRef {
  runId: string;
  /** How many pages are stored. */
  pages: number;
  resume: boolean;
  /** The sort and filters kept with the run, as stored (the table checks them). */
  view?: unknown;
  /** The rows whose review-queue messages were marked Reviewed. */
  reviewed?: readonly number[];
}

export interface StoredRunLoad {
  /** True while stored pages are still being read. */
  loading: boolean;
  loaded: number;
  /** Pages that could not be read, each with why: the rest of the run is shown. */
  unreadable: { index: number; reason: string }[];
}

const NOTHING: StoredRunLoad = { loading: false, loaded: 0, unreadable: [] };

/** Pages asked of the worker ahead of the one being put in the cache, so reading and showing overlap. */
const READ_AHEAD = 8;
/** At most this many pages go into the cache in one frame (about 5,000 DIALOGS rows). */
const PAGES_A_FRAME = 10;

/** The next animation frame, or a macrotask where there is none (tests in Node). */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => resolve())
      : setTimeout(resolve, 0),
  );

/**
 * Puts a stored run's pages into the run's query cache, so the table fills as they are read and no call is
 * made to the service. Pages are read in the engine's worker (decrypted and checked there), several ahead;
 * the cache takes what has arrived once a frame, not once a page: a 250,000-row run is 500 pages, and a
 * render per page made reopening it slow (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
export function useStoredRun(
  engine: Pick<Engine, 'runs' | 'environment'>,
  query: ReportQuery,
  stored: StoredRunRef | undefined,
): StoredRunLoad {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StoredRunLoad>(() =>
    stored ? { loading: true, loaded: 0, unreadable: [] } : NOTHING,
  );

  useEffect(() => {
    if (!stored) return;
    let cancelled = false;
    const key = reportQueryKey(engine.environment.name, query);
    queryClient.removeQueries({ queryKey: key, exact: true });
    const data: InfiniteData<RunPage, RunParam> = { pages: [], pageParams: [] };
    const unreadable: StoredRunLoad['unreadable'] = [];
    const reads = new Map<number, ReturnType<typeof readPage>>();
    const readPage = (index: number) =>
      engine.runs.page(stored.runId, index).catch((e: unknown) => ({
        index,
        unreadable: e instanceof Error ? e.message : String(e),
      }));
    const show = (loaded: number) => {
      queryClient.setQueryData(key, { pages: [...data.pages], pageParams: [...data.pageParams] });
      setState({ loading: loaded < stored.pages, loaded, unreadable: [...unreadable] });
    };
    // The first page shows at once; after that, what has arrived shows once a frame has passed, and no
    // more than PAGES_A_FRAME pages wait for it (reading waits instead), so no frame takes in too many rows.
    let due = true;
    let frame: Promise<void> = Promise.resolve();
    let waiting = 0;
    void (async () => {
      for (let index = 1; index <= stored.pages && !cancelled; index++) {
        for (let ahead = index; ahead <= Math.min(stored.pages, index + READ_AHEAD); ahead++) {
          if (!reads.has(ahead)) reads.set(ahead, readPage(ahead));
        }
        const read = await reads.get(index);
        reads.delete(index);
        if (cancelled || !read) return;
        if ('unreadable' in read) unreadable.push({ index, reason: read.unreadable });
        else {
          const last = data.pages.at(-1);
          data.pageParams.push(last ? (paramAfter(query, last) ?? FIRST_PAGE) : FIRST_PAGE);
          data.pages.push({ ...read.page, runId: stored.runId, kept: 'stored' });
        }
        waiting++;
        if (!due && waiting >= PAGES_A_FRAME) await frame;
        if (cancelled) return;
        if (due || index === stored.pages) {
          show(index);
          waiting = 0;
          due = false;
          frame = nextFrame().then(() => {
            due = true;
          });
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [engine, query, stored, queryClient]);

  return state;
}
