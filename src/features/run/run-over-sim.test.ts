import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../api/errors';
import { BASIC, clientOn, dialogsQuery, rowIds, simWithPages } from '../../testing/sim-fixture';
import { createEngine } from '../../engine/engine';
import { reportQueryOptions } from './report-query-options';

const PAGES = 5;
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });

/** First page, then next pages until the end or a failure: the "Load all pages" loop. */
async function runAll(client: ReturnType<typeof clientOn>) {
  const observer = new InfiniteQueryObserver(
    newQueryClient(),
    reportQueryOptions(createEngine({ client, store: null }), dialogsQuery, 'Dialogs'),
  );
  await observer.refetch();
  let result = observer.getCurrentResult();
  while (result.hasNextPage && !result.isError) result = await observer.fetchNextPage();
  return { observer, result };
}

/** The run's query options driven the way the UI drives them, over the real client and simulated service. */
describe('a run over the simulated service', () => {
  it('ends with exactly the rows of an uninterrupted run after a failed page is asked again', async () => {
    const cleanClient = clientOn(simWithPages(PAGES));
    await cleanClient.signIn(BASIC);
    const clean = await runAll(cleanClient);
    const expected = rowIds(clean.result.data?.pages ?? []);
    expect(expected).toHaveLength(PAGES * 20);

    const sim = simWithPages(PAGES, { faults: [{ kind: 'invalid-execution', atCall: 3 }] });
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const run = await runAll(client);
    let result = run.result;
    expect(result.isError).toBe(true);
    expect(isServiceError(result.error) && result.error.kind).toBe('invalid-execution');
    expect(result.data?.pages).toHaveLength(2);

    // Resume: fetchNextPage asks the failed page's cursor again, and the run goes on to the end.
    while (result.hasNextPage) result = await run.observer.fetchNextPage();
    expect(rowIds(result.data?.pages ?? [])).toEqual(expected);
    const asked = sim.calls().filter((c) => c.operation === 'ExecuteReport');
    const failed = asked.findIndex((c) => c.fault === 'invalid-execution');
    expect(asked[failed + 1]?.lastDocument).toBe(asked[failed]?.lastDocument);
    expect(result.data?.pages.at(-1)).toMatchObject({ index: PAGES, totalPages: PAGES });
  });
});
