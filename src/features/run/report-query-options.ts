import { infiniteQueryOptions } from '@tanstack/react-query';
import { resumePointAfter } from '../../api/paging/next-page';
import type { ReportQuery, ResumePoint, WaitEvent } from '../../api/types';
import type { Engine, RunPage } from '../../engine/types';

export const reportQueryKey = (environment: string, query: ReportQuery) =>
  ['report', environment, query] as const;

/** What a page is asked with: where it starts, and the stored run it joins (null: a new run). */
export interface RunParam {
  resume: ResumePoint | null;
  runId: string | null;
}
export const FIRST_PAGE: RunParam = { resume: null, runId: null };

/** The param of the page after `last`: its resume point, in the same stored run. */
export const paramAfter = (query: ReportQuery, last: RunPage): RunParam | undefined => {
  const resume = resumePointAfter(query, last);
  return resume ? { resume, runId: last.runId } : undefined;
};

/**
 * One run of a report as an infinite query: each page is one ExecuteReport call in the engine, asked with
 * the cursor of the page before, and stored there before it comes back. A failed page leaves the last good
 * page in the cache, so fetchNextPage asks the same cursor again: a stopped run resumes where it stopped
 * and never skips or repeats a page. The cache key is the query and the environment; signing out clears
 * the cache, so the session need not be part of it.
 *
 * Why not a TanStack Query persister: see docs/architecture.md#durable-runs. The engine keeps a page-level
 * store, and a stored run is put back into this query's cache (use-stored-run.ts).
 */
export function reportQueryOptions(
  engine: Pick<Engine, 'page' | 'environment'>,
  query: ReportQuery,
  reportName: string,
  onWait?: (event: WaitEvent) => void,
) {
  // reportName and onWait only label and report; they do not shape the data.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: reportQueryKey(engine.environment.name, query),
    queryFn: ({ pageParam, signal }): Promise<RunPage> =>
      engine.page(
        { query, resumeFrom: pageParam.resume, runId: pageParam.runId, reportName },
        { signal, onWait },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => paramAfter(query, last),
  });
}
