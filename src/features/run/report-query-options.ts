import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryIdentity } from '../../api/same-query';
import type { ReportQuery, WaitEvent } from '../../api/types';
import type { Engine, RunsApi } from '../../engine/types';
import {
  FIRST_PARAM,
  fetchOnly,
  paramAfterPage,
  viewTotal,
  type ViewLegs,
  type ViewPage,
  type ViewParam,
} from './view-pages';

/**
 * The cache's key of a query's rows in an environment: by the query's identity (src/api/same-query.ts), so
 * two spellings of one query (keys in another order, an empty campaign or none) share one cache entry.
 */
export const reportQueryKey = (environment: string, query: ReportQuery) =>
  ['report', environment, queryIdentity(query)] as const;

/** One page of a view, asked of the engine: read from the device, or fetched and stored there first. */
async function viewPage(
  engine: Pick<Engine, 'page'>,
  readStored: RunsApi['page'] | undefined,
  view: ViewLegs,
  param: ViewParam,
  ask: { reportName: string; signal: AbortSignal; onWait?: (event: WaitEvent) => void },
): Promise<ViewPage> {
  const leg = view.legs[param.leg];
  if (!leg) throw new Error('This view has no such page.');
  if (leg.kind === 'device') {
    const totalPages = viewTotal(view, param, leg.pages);
    const foldAs = { query: view.query, index: param.at, totalPages };
    if (!readStored) throw new Error('Stored runs cannot be read here.');
    const read = await readStored(leg.runId, param.page, { within: leg.within, foldAs });
    return storedViewPage(read, param, totalPages, leg.pages);
  }
  const foldAs = {
    query: view.query,
    index: param.at,
    totalPages: viewTotal(view, param, leg.expectedPages),
  };
  // A team leg reads its span's pages from the team's server, by number, until one came from the service.
  const team =
    leg.kind === 'team' && param.resume === null
      ? { fetchedAt: leg.fetchedAt, page: param.page - 1 }
      : undefined;
  const page = await engine.page(
    {
      query: leg.query,
      resumeFrom: param.resume,
      runId: param.runId,
      reportName: ask.reportName,
      foldAs,
      team,
    },
    { signal: ask.signal, onWait: ask.onWait },
  );
  return {
    ...page,
    index: param.at,
    totalPages: viewTotal(view, param, page.totalPages),
    leg: {
      index: param.leg,
      kind: page.fromTeam ? 'team' : 'fetch',
      page: page.index,
      pages: page.totalPages,
    },
  };
}

/** A stored page as a view's page: its rows (or none, with why), numbered in the view. */
export function storedViewPage(
  read: Awaited<ReturnType<RunsApi['page']>>,
  param: ViewParam,
  totalPages: number,
  legPages: number,
): ViewPage {
  const leg = { index: param.leg, kind: 'device' as const, page: param.page, pages: legPages };
  if ('page' in read) return { ...read.page, index: param.at, totalPages, runId: null, kept: 'stored', leg };
  return {
    rows: [],
    facts: {
      isValid: true,
      executionTime: null,
      idReport: null,
      nameVisualization: null,
      totalDocument: null,
      pageCount: null,
      requestCharge: null,
    },
    cursorUsed: '',
    lastDocument: null,
    bytes: 0,
    unexpectedNulls: 0,
    index: param.at,
    totalPages,
    rowsSoFar: 0,
    requestChargeSoFar: 0,
    bytesSoFar: 0,
    runId: null,
    kept: 'stored',
    leg: { ...leg, unreadable: read.unreadable },
  };
}

/**
 * A view of a report's history as one infinite query (docs/architecture.md#the-tenants-history): its
 * pages come from each leg in turn, first the parts the device holds (read in the engine's worker, cut
 * there to their span), then each window to fetch, each page asked with the cursor of the page before and
 * stored before it comes back. A failed page leaves the last good page in the cache, so fetchNextPage asks
 * the same cursor again: a stopped view resumes where it stopped and never skips or repeats a page. The
 * cache key is the requested query and the environment; signing out clears the cache.
 *
 * Why not a TanStack Query persister: see docs/architecture.md#durable-runs. The engine keeps a page-level
 * store, and stored pages are put back into this query's cache (use-stored-run.ts).
 */
export function viewQueryOptions(
  engine: Pick<Engine, 'page' | 'environment'>,
  view: ViewLegs,
  reportName: string,
  onWait?: (event: WaitEvent) => void,
  readStored?: RunsApi['page'],
) {
  // reportName, onWait and the reader only label, report and read; the legs come from the query's plan.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: reportQueryKey(engine.environment.name, view.query),
    queryFn: ({ pageParam, signal }): Promise<ViewPage> =>
      viewPage(engine, readStored, view, pageParam, { reportName, signal, onWait }),
    initialPageParam: FIRST_PARAM,
    getNextPageParam: (last) => paramAfterPage(view, last),
  });
}

/** One run of a report fetched from its first page: a view of one leg. */
export const reportQueryOptions = (
  engine: Pick<Engine, 'page' | 'environment'>,
  query: ReportQuery,
  reportName: string,
  onWait?: (event: WaitEvent) => void,
) => viewQueryOptions(engine, fetchOnly(query), reportName, onWait);
