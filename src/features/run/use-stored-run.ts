import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Engine } from '../../engine/types';
import type { ReadPage } from '../../store/types';
import { reportQueryKey } from './report-query-options';
import type { StoredRead } from './stored-reads';
import type { ViewLegs, ViewPage, ViewParam } from './view-pages';

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
const READ_AHEAD = 16;
/**
 * Pages asked in one call: each call is a message each way on the page's main thread, and a page per
 * call made those messages a large part of its time in reopening a run; the pages of a call are rebuilt
 * a page a task (src/engine/connect.ts), so a bigger call makes no longer task
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
const PAGES_A_CALL = 8;
/** At most this many pages go into the cache at once (about 100,000 DIALOGS rows). */
const PAGES_A_SHOW = 200;
/**
 * What has arrived goes into the cache this long after the last pages did, at the next frame: four
 * renders of the grid in a second's open, not ten (measured: docs/architecture.md#a-pause-in-reading-folds-in-slices).
 */
const SHOW_EVERY_MS = 250;

/** The next animation frame, or a macrotask where there is none (tests in Node). */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => resolve())
      : setTimeout(resolve, 0),
  );

/**
 * Puts stored pages into a view's query cache (a stored run's, or a view's device legs), so the table
 * fills as they are read and no call is made to the service. Pages are read in the engine's worker
 * (decrypted, checked and cut to their span there), several ahead; the cache takes what has arrived every
 * SHOW_EVERY_MS, not once a page: a 250,000-row run is 500 pages, and a render per page made reopening it
 * slow, as did a render and a frame's layout and paint for each frame
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker). `reads` is fixed for the view's life.
 */
export function useStoredPages(
  engine: Pick<Engine, 'environment' | 'runs'>,
  view: ViewLegs,
  reads: readonly StoredRead[] | null,
): StoredRunLoad {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StoredRunLoad>(() =>
    reads && reads.length > 0 ? { loading: true, loaded: 0, unreadable: [] } : NOTHING,
  );

  useEffect(() => {
    if (!reads || reads.length === 0) return;
    let cancelled = false;
    const key = reportQueryKey(engine.environment.name, view.query);
    queryClient.removeQueries({ queryKey: key, exact: true });
    const data: InfiniteData<ViewPage, ViewParam> = { pages: [], pageParams: [] };
    const unreadable: StoredRunLoad['unreadable'] = [];
    // Calls by their first page's place in `reads`.
    const asked = new Map<number, Promise<ReadPage[]>>();
    const askFrom = (first: number) => {
      const part = reads.slice(first, first + PAGES_A_CALL);
      return engine.runs.pages(part.map((read) => read.ask)).catch((e: unknown) =>
        part.map((read) => ({
          index: read.param.page,
          unreadable: e instanceof Error ? e.message : String(e),
        })),
      );
    };
    const show = (loaded: number) => {
      queryClient.setQueryData(key, { pages: [...data.pages], pageParams: [...data.pageParams] });
      setState({ loading: loaded < reads.length, loaded, unreadable: [...unreadable] });
    };
    // The first page shows at once; after that, what has arrived shows SHOW_EVERY_MS later at a frame, and
    // no more than PAGES_A_SHOW pages wait for it (reading waits instead), so no render takes in too many.
    let due = true;
    let frame: Promise<void> = Promise.resolve();
    let waiting = 0;
    void (async () => {
      for (let i = 0; i < reads.length && !cancelled; i++) {
        const call = i - (i % PAGES_A_CALL);
        for (let ahead = call; ahead <= Math.min(reads.length - 1, i + READ_AHEAD); ahead += PAGES_A_CALL) {
          if (!asked.has(ahead)) asked.set(ahead, askFrom(ahead));
        }
        const read = (await asked.get(call))?.[i - call];
        if (i - call === PAGES_A_CALL - 1) asked.delete(call);
        const stored = reads[i];
        if (cancelled || !read || !stored) return;
        if ('unreadable' in read) unreadable.push({ index: read.index, reason: read.unreadable });
        const page = stored.toPage(read);
        if (page) {
          data.pageParams.push(stored.param);
          data.pages.push(page);
        }
        waiting++;
        if (!due && waiting >= PAGES_A_SHOW) await frame;
        if (cancelled) return;
        if (due || i === reads.length - 1) {
          show(i + 1);
          waiting = 0;
          due = false;
          frame = new Promise<void>((resolve) => setTimeout(resolve, SHOW_EVERY_MS))
            .then(nextFrame)
            .then(() => {
              due = true;
            });
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [engine, view, reads, queryClient]);

  return state;
}
