import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/engine';
import type { WorkerEngine } from '../../engine/types';
import { memoryRunStore } from '../../testing/memory-run-store';
import { BASIC, clientOn, dialogsQuery, rowIds, runToEnd, simWithPages } from '../../testing/sim-fixture';
import { reportQueryOptions } from './report-query-options';

const PAGES = 4;

/** A client signed in to `sim`, as the app's is once the user signed in. */
async function signedIn(sim: ReturnType<typeof simWithPages>) {
  const client = clientOn(sim);
  await client.signIn(BASIC);
  return client;
}

/** What the run's stored facts say, as "Stored runs" lists them. */
async function storedState(engine: WorkerEngine) {
  const [run] = await engine.runs.list();
  if (!run || run.locked) throw new Error('the run should be listed, open');
  return run.facts;
}

// A gateway, or another version of the service, may leave `pageCount` out of its answers: the cursor alone
// then says whether more pages follow (docs/service.md#paging).
describe('a service that leaves pageCount out', () => {
  it('still gives the app every row, and the stored run is complete only after its last page', async () => {
    const expected = await runToEnd(await signedIn(simWithPages(PAGES)), dialogsQuery);
    const sim = simWithPages(PAGES, { omitPageCount: true });
    const engine = createEngine({ client: clientOn(sim), store: memoryRunStore() });
    await engine.signIn(BASIC);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
    });
    const observer = new InfiniteQueryObserver(
      queryClient,
      reportQueryOptions(engine, dialogsQuery, 'DIALOGS'),
    );

    await observer.refetch();
    let result = observer.getCurrentResult();
    const states = [(await storedState(engine)).state];
    while (result.hasNextPage) {
      result = await observer.fetchNextPage();
      states.push((await storedState(engine)).state);
    }

    expect(rowIds(result.data?.pages ?? [])).toEqual(rowIds(expected.pages));
    expect(result.data?.pages).toHaveLength(PAGES);
    expect(states).toEqual(['running', 'running', 'running', 'complete']);
    expect(await storedState(engine)).toMatchObject({ pagesDone: PAGES, rows: PAGES * 20, nextCursor: null });
  });

  it('gives the client every row, each once', async () => {
    const sim = simWithPages(PAGES, { omitPageCount: true });
    const { pages } = await runToEnd(await signedIn(sim), dialogsQuery);
    expect(pages.map((p) => p.facts.pageCount)).toEqual([null, null, null, null]);
    const ids = rowIds(pages);
    expect(ids).toHaveLength(PAGES * 20);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
