import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ReportingClient } from '../../api/client-contract';
import { ServiceError } from '../../api/errors';
import type { PageProgress, ReportQuery, ResumePoint, WaitEvent } from '../../api/types';

export const reportQueryKey = (environment: string, query: ReportQuery) =>
  ['report', environment, query] as const;

/** Where the page after `last` starts, or undefined when the service said there is none. */
export function nextPageParam(query: ReportQuery, last: PageProgress): ResumePoint | undefined {
  if (last.lastDocument === null || last.facts.pageCount === 0) return undefined;
  return { query, cursor: last.lastDocument, pagesDone: last.index, totalPages: last.totalPages };
}

/**
 * One run of a report as an infinite query: each page is one ExecuteReport call, asked with the cursor
 * of the page before. A failed page leaves the last good page in the cache, so fetchNextPage asks the
 * same cursor again: a stopped run resumes where it stopped and never skips or repeats a page.
 * The cache key is the query and the environment; signing out clears the cache, so the client (the
 * session) need not be part of it.
 */
export function reportQueryOptions(
  client: ReportingClient,
  query: ReportQuery,
  onWait?: (event: WaitEvent) => void,
) {
  // onWait only reports waits to the screen; it does not shape the data.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: reportQueryKey(client.environment.name, query),
    queryFn: async ({ pageParam, signal }): Promise<PageProgress> => {
      const pages = client.pages(query, { resumeFrom: pageParam ?? undefined, signal, onWait });
      try {
        const first = await pages.next();
        if (first.done) throw new ServiceError('malformed', 'The service answered without a page.');
        return first.value;
      } finally {
        await pages.return(undefined);
      }
    },
    initialPageParam: null as ResumePoint | null,
    getNextPageParam: (last) => nextPageParam(query, last),
  });
}
