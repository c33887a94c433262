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
}

export interface StoredRunLoad {
  /** True while stored pages are still being read. */
  loading: boolean;
  loaded: number;
  /** Pages that could not be read, each with why: the rest of the run is shown. */
  unreadable: { index: number; reason: string }[];
}

const NOTHING: StoredRunLoad = { loading: false, loaded: 0, unreadable: [] };

/**
 * Puts a stored run's pages into the run's query cache, one page per read, so the table fills page by page
 * and no call is made to the service. Pages are read in the engine's worker (decrypted and checked there).
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
    void (async () => {
      const unreadable: StoredRunLoad['unreadable'] = [];
      for (let index = 1; index <= stored.pages && !cancelled; index++) {
        const read = await engine.runs.page(stored.runId, index).catch((e: unknown) => ({
          index,
          unreadable: e instanceof Error ? e.message : String(e),
        }));
        if (cancelled) return;
        if ('unreadable' in read) unreadable.push({ index, reason: read.unreadable });
        else {
          const page: RunPage = { ...read.page, runId: stored.runId, kept: 'stored' };
          const last = data.pages.at(-1);
          const param = last ? (paramAfter(query, last) ?? FIRST_PAGE) : FIRST_PAGE;
          data.pages = [...data.pages, page];
          data.pageParams = [...data.pageParams, param];
          queryClient.setQueryData(key, { ...data });
        }
        setState({ loading: index < stored.pages, loaded: index, unreadable: [...unreadable] });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [engine, query, stored, queryClient]);

  return state;
}
