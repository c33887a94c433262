import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createReportingClient } from '../../api/client';
import { isServiceError } from '../../api/errors';
import { createMemoryLockManager } from '../../api/locks';
import type { ReportQuery } from '../../api/types';
import { serviceWallMs } from '../../core/history';
import { createEngine } from '../../engine/engine';
import { memoryRunLocks } from '../../engine/run-locks';
import type { RunsApi, ViewPlan, WorkerEngine } from '../../engine/types';
import {
  answeredSince,
  freshIds,
  historyWorld,
  lastDays,
  SETTLE,
  TENANT_OFFSET_MIN,
  type HistoryWorld,
} from '../../testing/history-world';
import { memoryRunStore } from '../../testing/memory-run-store';
import { BASIC, clientOn, DEMO_ENV, runToEnd, TEST_LIMITS } from '../../testing/sim-fixture';
import { decodedRead } from '../../testing/stored-pages';
import { teamRoutes } from '../../testing/team-routes';
import { viewQueryOptions } from './report-query-options';

type Routes = ReturnType<typeof teamRoutes>;

/** A colleague's tab on an environment with a team history: her own device, the server's routes. */
async function colleague(w: HistoryWorld, routes: Routes) {
  const client = createReportingClient({
    environment: { ...DEMO_ENV, teamHistory: true },
    fetch: routes.fetch,
    limits: TEST_LIMITS,
    locks: createMemoryLockManager(),
  });
  const engine = createEngine({
    client,
    store: memoryRunStore(),
    runLocks: memoryRunLocks(new Set()),
    now: w.now,
    settleMs: SETTLE,
  });
  await engine.signIn(BASIC);
  return engine;
}

/** The server holds `query` as an analyst's run left it a second ago: every row the service gave. */
async function heldByTeam(w: HistoryWorld, routes: Routes, query: ReportQuery) {
  const client = clientOn(w.sim);
  await client.signIn(BASIC);
  const { pages } = await runToEnd(client, query);
  const fetchedAtMs = serviceWallMs(w.now(), TENANT_OFFSET_MIN) - 1000;
  const rows = pages.flatMap((p) => p.rows);
  routes.keep(BASIC.tenant, query, rows, fetchedAtMs);
  return { fetchedAtMs, rows };
}

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

async function planOf(engine: WorkerEngine, query: ReportQuery, fetch?: 'all') {
  const plan = await engine.runs.plan(query, fetch);
  if (!plan) throw new Error('no plan');
  return plan;
}

/** A colleague's view of 5 days the team holds, 20 rows a team page, driven to its first page. */
async function firstTeamPageShown() {
  const w = historyWorld();
  const routes = teamRoutes(w.sim, { pageRows: 20 });
  const query = lastDays(w, 5);
  await heldByTeam(w, routes, query);
  const engine = await colleague(w, routes);
  const plan = await planOf(engine, query);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(
    queryClient,
    viewQueryOptions(engine, plan, 'DIALOGS', undefined, readerOf(engine)),
  );
  await observer.refetch();
  return { w, routes, query, engine, observer };
}

describe('a view over the device, the team’s history and the service', { timeout: 60_000 }, () => {
  it('reads what the team holds with no call, keeps it on the device, and fetches only what had not settled', async () => {
    const w = historyWorld();
    const routes = teamRoutes(w.sim);
    const query = lastDays(w, 10);
    const { fetchedAtMs } = await heldByTeam(w, routes, query);
    const engine = await colleague(w, routes);
    const plan = await planOf(engine, query);
    expect(plan.team).toBe('held');
    expect(plan.legs.map((l) => l.kind)).toEqual(['team', 'fetch']);

    const before = w.sim.calls().length;
    const { pages } = await showView(engine, plan);
    // The team's pages first, numbered in the view, each stored; then the unsettled tail from the service.
    expect(pages().map((p) => p.index)).toEqual(pages().map((_, i) => i + 1));
    const team = pages().filter((p) => p.leg.kind === 'team');
    expect(team.length).toBeGreaterThan(1);
    expect(team.every((p) => p.kept === 'stored')).toBe(true);
    const fetched = pages().filter((p) => p.leg.kind === 'fetch');
    expect(answeredSince(w, before)).toHaveLength(fetched.length);
    const ids = idsOf(pages());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, query)).sort());

    // Kept as a segment asked when the team's was: its settled days come from the device next time
    const again = await planOf(engine, query);
    // (with what the fetched tail had settled by then, if a second had, and the tail itself fetched again).
    expect(again.legs[0]?.kind).toBe('device');
    expect(again.legs.some((l) => l.kind === 'team')).toBe(false);
    expect(again.legs.at(-1)?.kind).toBe('fetch');
    expect(again.legs[0]?.span).toEqual(expect.objectContaining(plan.legs[0]?.span));
    const segments = (await engine.runs.list()).flatMap((r) => (r.locked ? [] : [r.facts.segment]));
    expect(segments.map((s) => s?.fetchedAtMs)).toContain(fetchedAtMs);
  });

  it('fetches a team leg from the service when the server cannot give its first page', async () => {
    const w = historyWorld();
    const routes = teamRoutes(w.sim);
    const query = lastDays(w, 5);
    await heldByTeam(w, routes, query);
    const engine = await colleague(w, routes);
    const plan = await planOf(engine, query);
    routes.failNext(500);
    const { pages, result } = await showView(engine, plan);
    expect(result.isError).toBe(false);
    expect(new Set(pages().map((p) => p.leg.kind))).toEqual(new Set(['fetch']));
    const ids = idsOf(pages());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, query)).sort());
  });

  it('plans the span again when the server fetched its segment again since the plan (409)', async () => {
    const w = historyWorld();
    const routes = teamRoutes(w.sim);
    const query = lastDays(w, 5);
    const held = await heldByTeam(w, routes, query);
    const engine = await colleague(w, routes);
    const plan = await planOf(engine, query);
    // Another analyst's run of the same range, a minute later, replaced the segment.
    const later = held.fetchedAtMs + 60_000;
    routes.keep(BASIC.tenant, query, held.rows, later);
    const { pages } = await showView(engine, plan);
    expect(pages()[0]?.leg.kind).toBe('team');
    expect(routes.asked().filter((r) => r === 'held')).toHaveLength(2);
    const facts = (await engine.runs.list()).flatMap((r) => (r.locked ? [] : [r.facts]));
    expect(facts.map((f) => f.teamFetchedAtMs)).toContain(later);
    expect([...idsOf(pages())].sort()).toEqual((await freshIds(w, query)).sort());
  });

  it('stores the next team page while this one is shown, and asks the server each page once', async () => {
    const { w, routes, query, engine, observer } = await firstTeamPageShown();
    const teamRun = async () => {
      const run = (await engine.runs.list()).find((r) => !r.locked && r.facts.teamFetchedAtMs !== undefined);
      return run && !run.locked ? run.facts : undefined;
    };
    // The view has its first page; the second is on the device before the view asks it.
    await vi.waitFor(async () => expect((await teamRun())?.pagesDone).toBe(2));
    expect(observer.getCurrentResult().data?.pages).toHaveLength(1);

    let result = observer.getCurrentResult();
    while (result.hasNextPage && !result.isError) result = await observer.fetchNextPage();
    const pages = result.data?.pages ?? [];
    const team = pages.filter((p) => p.leg.kind === 'team');
    expect(routes.asked().filter((r) => r === 'rows')).toHaveLength(team.length);
    expect((await teamRun())?.pagesDone).toBe(team.length);
    expect((await teamRun())?.rows).toBe(team.reduce((sum, p) => sum + p.rows.length, 0));
    const ids = idsOf(pages);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, query)).sort());
  });

  it('gives a view stopped and resumed the page stored ahead, not a second copy of it', async () => {
    const w = historyWorld();
    const routes = teamRoutes(w.sim, { pageRows: 20 });
    const query = lastDays(w, 5);
    const held = await heldByTeam(w, routes, query);
    const engine = await colleague(w, routes);
    const leg = (await planOf(engine, query)).legs[0];
    if (leg?.kind !== 'team') throw new Error('no team leg');
    const ask = (page: number, runId: string | null, signal?: AbortSignal) =>
      engine.page(
        {
          query: leg.query,
          resumeFrom: null,
          runId,
          reportName: 'DIALOGS',
          team: { fetchedAt: leg.fetchedAt, page },
        },
        { signal },
      );
    const first = await ask(0, null);
    const runId = first.runId;
    if (!runId) throw new Error('not stored');
    const pagesDone = async () => {
      const run = (await engine.runs.list()).find((r) => r.header.id === runId);
      return run && !run.locked ? run.facts.pagesDone : 0;
    };
    await vi.waitFor(async () => expect(await pagesDone()).toBe(2));
    // The view stops while it waits for the second page, then goes on.
    const stop = new AbortController();
    stop.abort();
    await expect(ask(1, runId, stop.signal)).rejects.toMatchObject({ kind: 'aborted' });
    const rows = [first.rows];
    for (let page = 1, last = first; last.lastDocument !== null; page++) {
      last = await ask(page, runId);
      rows.push(last.rows);
    }
    expect(await pagesDone()).toBe(rows.length);
    const stored = await Promise.all(rows.map((_, i) => readerOf(engine)(runId, i + 1)));
    const storedIds = stored.flatMap((read) =>
      'page' in read ? read.page.rows.map((r) => String(r.id)) : [],
    );
    expect(storedIds).toEqual(rows.flat().map((r) => String(r.id)));
    expect([...storedIds].sort()).toEqual(held.rows.map((r) => String(r.id)).sort());
  });

  it('stops on a team page that fails half-way, and asks the same page again on resume', async () => {
    const { w, routes, query, observer } = await firstTeamPageShown();
    // The next pages are read ahead while one is shown, and a page read ahead that failed is asked again:
    // a page fails for the run when it fails twice.
    routes.failPage(3, 500, 500);
    let result = await observer.fetchNextPage();
    for (let page = 0; !result.error && result.hasNextPage && page < 5; page++)
      result = await observer.fetchNextPage();
    expect(isServiceError(result.error) && result.error.kind).toBe('network');
    while (result.hasNextPage) result = await observer.fetchNextPage();
    const ids = idsOf(result.data?.pages ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, query)).sort());
  });
});

describe('the plan asks the team’s server', { timeout: 60_000 }, () => {
  it('with one new token after a 401, and the same question again', async () => {
    const w = historyWorld();
    const routes = teamRoutes(w.sim);
    await heldByTeam(w, routes, lastDays(w, 3));
    const engine = await colleague(w, routes);
    const tokens = () => w.sim.calls().filter((c) => c.operation === 'CreateToken').length;
    const signedIn = tokens();
    routes.failNext(401);
    const plan = await planOf(engine, lastDays(w, 3));
    expect(plan.team).toBe('held');
    expect(plan.legs[0]?.kind).toBe('team');
    expect(tokens()).toBe(signedIn + 1);
  });

  it('plans as without it when it cannot be reached, and says so', async () => {
    const w = historyWorld();
    const routes = teamRoutes(w.sim);
    await heldByTeam(w, routes, lastDays(w, 3));
    const engine = await colleague(w, routes);
    routes.failNext(503);
    const plan = await planOf(engine, lastDays(w, 3));
    expect(plan.team).toBe('unreachable');
    expect(plan.legs.map((l) => l.kind)).toEqual(['fetch']);
  });

  it('not at all to fetch everything again, nor in an environment without a team history', async () => {
    const w = historyWorld();
    const routes = teamRoutes(w.sim);
    await heldByTeam(w, routes, lastDays(w, 3));
    const engine = await colleague(w, routes);
    const all = await planOf(engine, lastDays(w, 3), 'all');
    expect([all.team, all.legs.map((l) => l.kind)]).toEqual(['none', ['fetch']]);
    expect(routes.asked()).toEqual([]);
    const direct = createEngine({
      client: clientOn(routes),
      store: memoryRunStore(),
      runLocks: memoryRunLocks(new Set()),
      now: w.now,
      settleMs: SETTLE,
    });
    await direct.signIn(BASIC);
    expect((await planOf(direct, lastDays(w, 3))).team).toBe('none');
    expect(routes.asked()).toEqual([]);
  });
});
