import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ReportingClient } from '../../api/client-contract';
import { ServiceError } from '../../api/errors';
import type { PageProgress, ReportQuery, ResumePoint } from '../../api/types';
import { createEngine } from '../../engine/engine';
import { reportQueryOptions as optionsFor } from './report-query-options';

const reportQueryOptions = (client: ReportingClient, q: ReportQuery) =>
  optionsFor(createEngine({ client, store: null }), q, 'Dialogs');

const query: ReportQuery = {
  reportKey: 'dialogs',
  startDate: '2026-01-01 00:00:00',
  endDate: '2026-01-31 23:59:59',
};
const PAGES = 4;
const ROWS = 3;
const cursorAfter = (i: number) => `cursor-${i}`;

/** A stand-in client over fixed pages that fails the given calls, recording every cursor it is asked. */
function fakeClient(failCalls: number[]) {
  const asked: string[] = [];
  let calls = 0;
  async function* pages(
    q: ReportQuery,
    options: { resumeFrom?: ResumePoint } = {},
  ): AsyncGenerator<PageProgress, void, undefined> {
    let index = options.resumeFrom ? options.resumeFrom.pagesDone + 1 : 1;
    let cursor = options.resumeFrom?.cursor ?? '';
    for (; index <= PAGES; index++) {
      asked.push(cursor);
      calls++;
      if (failCalls.includes(calls)) {
        const resume = { query: q, cursor, pagesDone: index - 1, totalPages: PAGES };
        throw new ServiceError('server', 'The service failed (503).', { status: 503, resume });
      }
      const rows = Array.from({ length: ROWS }, (_, r) => ({ id: `p${index}r${r}` }));
      const lastDocument = index < PAGES ? cursorAfter(index) : null;
      yield {
        rows,
        facts: {
          isValid: true,
          executionTime: 5,
          idReport: 'X',
          nameVisualization: 'Dialogs',
          totalDocument: PAGES * ROWS,
          pageCount: PAGES - index,
          requestCharge: 1,
        },
        cursorUsed: cursor,
        lastDocument,
        bytes: 100,
        unexpectedNulls: 0,
        index,
        totalPages: PAGES,
        rowsSoFar: index * ROWS,
        requestChargeSoFar: index,
        bytesSoFar: index * 100,
      };
      cursor = lastDocument ?? '';
    }
  }
  const unused = () => {
    throw new Error('not used here');
  };
  const client: ReportingClient = {
    environment: { name: 'demo', label: 'Demo', mode: 'proxy', baseUrl: '/env/demo', timeScale: 0.01 },
    signedIn: true,
    pages,
    signIn: unused,
    quotaInfo: unused,
    usage: unused,
    pause: unused,
    resume: unused,
    signOut: unused,
    team: null,
  };
  return { client, asked };
}

const allIds = () =>
  Array.from({ length: PAGES }, (_, p) => Array.from({ length: ROWS }, (_, r) => `p${p + 1}r${r}`)).flat();
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });

describe('reportQueryOptions', () => {
  it('pages through the whole result, one call per page, each with the cursor of the page before', async () => {
    const { client, asked } = fakeClient([]);
    const qc = newQueryClient();
    const observer = new InfiniteQueryObserver(qc, reportQueryOptions(client, query));
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();
    expect(result.data?.pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(allIds());
    expect(asked).toEqual(['', 'cursor-1', 'cursor-2', 'cursor-3']);
  });

  it('keeps the rows of a failed run and asks the failed page again with the same cursor', async () => {
    const { client, asked } = fakeClient([3]);
    const qc = newQueryClient();
    const observer = new InfiniteQueryObserver(qc, reportQueryOptions(client, query));
    await observer.refetch();
    await observer.fetchNextPage();
    let result = await observer.fetchNextPage();
    expect(result.isError).toBe(true);
    expect(result.error).toBeInstanceOf(ServiceError);
    expect(result.data?.pages).toHaveLength(2);
    expect(result.hasNextPage).toBe(true);
    while (result.hasNextPage) result = await observer.fetchNextPage();
    expect(result.isError).toBe(false);
    expect(result.data?.pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(allIds());
    expect(asked).toEqual(['', 'cursor-1', 'cursor-2', 'cursor-2', 'cursor-3']);
  });

  it.each([
    ['the same query', { ...query }],
    // Read back through a schema or a link: keys in another order, an empty campaign, a size left unsaid.
    [
      'the same query spelled another way',
      {
        endDate: query.endDate,
        campaignId: '',
        startDate: query.startDate,
        reportKey: 'dialogs',
        size: undefined,
      },
    ],
  ] satisfies [string, ReportQuery][])('serves %s again from the cache without a call', async (_, same) => {
    const { client, asked } = fakeClient([]);
    const qc = newQueryClient();
    const first = new InfiniteQueryObserver(qc, reportQueryOptions(client, query));
    await first.refetch();
    let result = first.getCurrentResult();
    while (result.hasNextPage) result = await first.fetchNextPage();
    const callsBefore = asked.length;
    const again = new InfiniteQueryObserver(qc, reportQueryOptions(client, same));
    const unsubscribe = again.subscribe(() => {});
    const cached = again.getCurrentResult();
    unsubscribe();
    expect(cached.data?.pages).toHaveLength(PAGES);
    expect(cached.hasNextPage).toBe(false);
    expect(asked).toHaveLength(callsBefore);
  });
});
