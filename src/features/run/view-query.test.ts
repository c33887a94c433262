import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../api/errors';
import type { ReportQuery } from '../../api/types';
import { createEngine } from '../../engine/engine';
import { memoryRunLocks } from '../../engine/run-locks';
import type { RunsApi, ViewPlan, WorkerEngine } from '../../engine/types';
import { freshIds, historyWorld, lastDays, SETTLE, type HistoryWorld } from '../../testing/history-world';
import { memoryRunStore } from '../../testing/memory-run-store';
import { BASIC, clientOn } from '../../testing/sim-fixture';
import { decodedRead } from '../../testing/stored-pages';
import { viewQueryOptions } from './report-query-options';

async function signedInEngine(w: HistoryWorld) {
  const engine = createEngine({
    client: clientOn(w.sim),
    store: memoryRunStore(),
    runLocks: memoryRunLocks(new Set()),
    now: w.now,
    settleMs: SETTLE,
  });
  await engine.signIn(BASIC);
  return engine;
}

/** The page's reading of a stored page, as connect.ts gives it: rows rebuilt, cut in the worker. */
const readerOf =
  (engine: WorkerEngine): RunsApi['page'] =>
  async (runId, index, part) =>
    decodedRead(await engine.runs.codedPage(runId, index, part?.within ?? null));

/** A view's query driven as the run view drives it: its pages until the end or a failure. */
async function showView(engine: WorkerEngine, plan: ViewPlan) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const observer = new InfiniteQueryObserver(
    queryClient,
    viewQueryOptions(engine, plan, 'DIALOGS', undefined, readerOf(engine)),
  );
  await observer.refetch();
  let result = observer.getCurrentResult();
  while (result.hasNextPage && !result.isError) result = await observer.fetchNextPage();
  return { observer, result, pages: () => observer.getCurrentResult().data?.pages ?? [] };
}

const idsOf = (pages: readonly { rows: readonly { id?: unknown }[] }[]) =>
  pages.flatMap((p) => p.rows.map((r) => String(r.id)));

async function planOf(engine: WorkerEngine, query: ReportQuery) {
  const plan = await engine.runs.plan(query);
  if (!plan) throw new Error('no plan');
  return plan;
}

describe('a view of the history as one infinite query', { timeout: 60_000 }, () => {
  it('pages through every window of a long range as one run, numbered from 1 to its end, every row once', async () => {
    const w = historyWorld();
    const engine = await signedInEngine(w);
    const query: ReportQuery = {
      reportKey: 'dialogs',
      startDate: '2026-01-01 00:00:00',
      endDate: '2026-04-10 23:59:59',
    };
    const plan = await planOf(engine, query);
    expect(plan.legs.map((l) => l.kind)).toEqual(['fetch', 'fetch']);
    const { result } = await showView(engine, plan);
    const pages = result.data?.pages ?? [];
    expect(pages.map((p) => p.index)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.at(-1)?.totalPages).toBe(pages.length);
    expect(pages.map((p) => p.leg.index)).toEqual([...pages].map((p) => p.leg.index).sort());
    const ids = idsOf(pages);
    expect(new Set(ids).size).toBe(ids.length);
    const windows = plan.legs.flatMap((l) => (l.kind === 'fetch' ? [l.query] : []));
    const fresh = [];
    for (const window of windows) fresh.push(...(await freshIds(w, window)));
    expect([...ids].sort()).toEqual(fresh.sort());
  });

  it('reads the device’s part first, then fetches the rest, with the rows of one fresh query', async () => {
    const w = historyWorld();
    const engine = await signedInEngine(w);
    await showView(engine, await planOf(engine, lastDays(w, 20)));
    w.nextDay();
    const query = lastDays(w, 20);
    const { pages } = await showView(engine, await planOf(engine, query));
    const kinds = [...new Set(pages().map((p) => p.leg.kind))];
    expect(kinds).toEqual(['device', 'fetch']);
    expect(
      pages()
        .filter((p) => p.leg.kind === 'device')
        .every((p) => p.kept === 'stored'),
    ).toBe(true);
    const ids = idsOf(pages());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, query)).sort());
  });

  it('keeps what it has when a window fails, and asks the failed page again on resume', async () => {
    const w = historyWorld();
    const engine = await signedInEngine(w);
    const query: ReportQuery = {
      reportKey: 'dialogs',
      startDate: '2026-01-01 00:00:00',
      endDate: '2026-04-30 23:59:59',
    };
    const plan = await planOf(engine, query);
    // The first window's fifth call fails for good (no retry helps an invalid execution).
    w.sim.setFaults([{ kind: 'invalid-execution', atCall: 5 }]);
    const view = await showView(engine, plan);
    let result = view.result;
    expect(isServiceError(result.error) && result.error.kind).toBe('invalid-execution');
    expect(result.data?.pages).toHaveLength(4);
    while (result.hasNextPage) result = await view.observer.fetchNextPage();
    const asked = w.sim.calls().filter((c) => c.operation === 'ExecuteReport');
    const failed = asked.findIndex((c) => c.fault === 'invalid-execution');
    expect(asked[failed + 1]?.lastDocument).toBe(asked[failed]?.lastDocument);
    const ids = idsOf(result.data?.pages ?? []);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
