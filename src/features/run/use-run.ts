import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { isServiceError } from '../../api/errors';
import { clientLimits, clientWindows } from '../../api/client-limits';
import type { Row } from '../../core/contract';
import type { PageProgress, ReportQuery, WaitEvent } from '../../api/types';
import type { Engine } from '../../engine/types';
import { reportQueryKey, viewQueryOptions } from './report-query-options';
import { deviceReads, storedRunReads } from './stored-reads';
import { useKeptState } from './use-kept-state';
import { useStoredPages, type StoredRunRef } from './use-stored-run';
import { fetchOnly, storedDaysOf, type ViewLegs } from './view-pages';

export type RunPhase =
  'opening' | 'starting' | 'running' | 'pausing' | 'paused' | 'cancelled' | 'failed' | 'more' | 'done';

export interface RunTotals {
  pagesDone: number;
  totalPages: number | null;
  rows: number;
  kilobytes: number;
  executionTimeMs: number;
  requestCharge: number;
  nameVisualization: string | null;
  idReport: string | null;
  /** The service's own count of the first page, when it gave one. */
  totalDocument: number | null;
}

function totalsOf(pages: readonly PageProgress[]): RunTotals {
  const last = pages.at(-1);
  let rows = 0;
  let bytes = 0;
  let executionTimeMs = 0;
  let requestCharge = 0;
  for (const p of pages) {
    rows += p.rows.length;
    bytes += p.bytes;
    executionTimeMs += p.facts.executionTime ?? 0;
    requestCharge += p.facts.requestCharge ?? 0;
  }
  return {
    pagesDone: last?.index ?? 0,
    totalPages: last?.totalPages ?? null,
    rows,
    kilobytes: bytes / 1024,
    executionTimeMs,
    requestCharge,
    nameVisualization: last?.facts.nameVisualization ?? null,
    idReport: last?.facts.idReport ?? null,
    totalDocument: pages[0]?.facts.totalDocument ?? null,
  };
}

/**
 * The view a run shows and the stored pages it starts with: fixed for the run's life. A view whose pages
 * the cache already holds (shown again in the session) reads nothing again.
 */
function useViewOf(engine: Engine, query: ReportQuery, stored?: StoredRunRef, plan?: ViewLegs) {
  const queryClient = useQueryClient();
  const [view] = useState(() => plan ?? fetchOnly(query));
  const [reads] = useState(() => {
    if (stored) return storedRunReads(stored.runId, stored.pages);
    const cached = queryClient.getQueryData(reportQueryKey(engine.environment.name, query));
    return plan && !cached ? deviceReads(plan) : null;
  });
  return { view, reads };
}

/**
 * One run: the infinite query, the "load all pages" loop, and the user's Pause / Resume / Cancel.
 * Nothing is fetched unless the user ran the query or pressed Resume. A stored run (`stored`) is first read
 * back from the device; it goes on from its stored cursor only when asked to resume. A view of the history
 * (`plan`) first reads the parts the device holds, then fetches each window in turn.
 */
export function useRun(
  engine: Engine,
  query: ReportQuery,
  reportName: string,
  loadAll: boolean,
  stored?: StoredRunRef,
  plan?: ViewLegs,
) {
  const queryClient = useQueryClient();
  const [stopped, setStopped] = useState<'paused' | 'cancelled' | null>(
    stored && !stored.resume ? 'paused' : null,
  );
  const { view, reads } = useViewOf(engine, query, stored, plan);
  // A view read from the history's stored days says how many; a stored run opened as it is says so.
  const storedDays = reads && !stored ? storedDaysOf(view) : null;
  const storedLoad = useStoredPages(engine, view, reads);
  // The last wait the client announced, tagged with the page count it happened at: a later page makes it stale.
  const [wait, setWait] = useState<{ event: WaitEvent; atPages: number } | null>(null);
  const options = viewQueryOptions(
    engine,
    view,
    reportName,
    (event) => setWait({ event, atPages: queryClient.getQueryData(options.queryKey)?.pages.length ?? 0 }),
    engine.runs.page,
  );
  const q = useInfiniteQuery({ ...options, enabled: !storedLoad.loading });
  const { hasNextPage, isFetching, isError, fetchNextPage, refetch, data } = q;
  const pages = useMemo(() => data?.pages ?? [], [data]);

  useEffect(() => {
    if (storedLoad.loading || !loadAll || stopped || !hasNextPage || isFetching || isError) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [storedLoad.loading, loadAll, stopped, hasNextPage, isFetching, isError, fetchNextPage]);

  const totals = useMemo(() => totalsOf(pages), [pages]);
  // Kept as the service sent them (never dropped: docs/service.md#nulls-in-dialogs-rows), and counted so the user can tell.
  const unexpectedNulls = useMemo(() => pages.reduce((n, p) => n + p.unexpectedNulls, 0), [pages]);
  const rows = useMemo<readonly (readonly Row[])[]>(() => pages.map((p) => p.rows), [pages]);
  const error = isError ? q.error : null;
  const quotaRenewsAt =
    isServiceError(error) && error.kind === 'quota-exhausted' ? (error.details.renewsAt ?? null) : null;

  let phase: RunPhase;
  if (storedLoad.loading) phase = 'opening';
  else if (isFetching) phase = stopped === 'paused' ? 'pausing' : pages.length === 0 ? 'starting' : 'running';
  else if (error) phase = 'failed';
  else if (stopped === 'cancelled') phase = 'cancelled';
  else if (pages.length > 0 && !hasNextPage) phase = 'done';
  else if (stopped === 'paused') phase = 'paused';
  else phase = loadAll ? 'running' : 'more';

  const kept = useKeptState(engine, pages, phase, error, stored?.runId ?? null);

  const resume = () => {
    setStopped(null);
    if (pages.length === 0) void refetch();
    else if (hasNextPage && (isError || !loadAll)) void fetchNextPage({ cancelRefetch: false });
  };

  return {
    phase,
    pages,
    rows,
    totals,
    error,
    quotaRenewsAt,
    unexpectedNulls,
    wait: isFetching && wait && wait.atPages === pages.length ? wait.event : null,
    clientIntervalMs: clientWindows(clientLimits(engine.environment.timeScale)).clientIntervalMs,
    kept,
    storedLoad,
    /** Whole days the view reads from the device's history; null when it opens one stored run. */
    storedDays,
    pause: () => setStopped('paused'),
    resume,
    cancel: () => {
      setStopped('cancelled');
      void queryClient.cancelQueries({ queryKey: options.queryKey });
    },
    nextPage: () => void fetchNextPage({ cancelRefetch: false }),
  };
}
export type Run = ReturnType<typeof useRun>;
