import { describe, expect, it } from 'vitest';
import type { ReportQuery } from '../../api/types';
import { serviceWallMs } from '../../core/history';
import { memoryRunStore } from '../../testing/memory-run-store';
import { decodedRead } from '../../testing/stored-pages';
import {
  answeredSince,
  DAY,
  freshIds,
  historyWorld,
  lastDays,
  SETTLE,
  TENANT_OFFSET_MIN,
  type HistoryWorld,
} from '../../testing/history-world';
import { BASIC, clientOn } from '../../testing/sim-fixture';
import { createEngine } from '../engine';
import { memoryRunLocks } from '../run-locks';
import { codedWithin } from './within';
import type { ViewPlan } from './plan-view';
import type { WorkerEngine } from '../types';

const world = historyWorld;
type World = HistoryWorld;

async function tab(w: World, store = memoryRunStore(), now = w.now) {
  const engine = createEngine({
    client: clientOn(w.sim),
    store,
    runLocks: memoryRunLocks(new Set()),
    now,
    settleMs: SETTLE,
  });
  await engine.signIn(BASIC);
  return engine;
}

/** A view shown the way the run view asks for it: each leg's pages in turn. Returns its row ids. */
async function showView(engine: WorkerEngine, plan: ViewPlan) {
  const ids: string[] = [];
  for (const leg of plan.legs) {
    if (leg.kind === 'device') {
      for (let index = 1; index <= leg.pages; index++) {
        const read = await engine.runs.codedPage(leg.runId, index, leg.within);
        const page = decodedRead(read);
        if (!('page' in page)) throw new Error(page.unreadable);
        ids.push(...page.page.rows.map((r) => String(r.id)));
      }
      continue;
    }
    let last = null;
    let runId: string | null = null;
    do {
      const resumeFrom = last?.lastDocument
        ? { query: leg.query, cursor: last.lastDocument, pagesDone: last.index, totalPages: last.totalPages }
        : null;
      last = await engine.page({ query: leg.query, resumeFrom, runId, reportName: 'DIALOGS' });
      runId = last.runId;
      ids.push(...last.rows.map((r) => String(r.id)));
    } while (last.lastDocument);
  }
  return ids;
}

const callsSince = answeredSince;

const segmentsOf = async (engine: WorkerEngine) =>
  (await engine.runs.list())
    .flatMap((r) => (r.locked || !r.facts.segment ? [] : r.facts.segment.spans))
    .sort((a, b) => a.startMs - b.startMs);

describe('a history kept on the device', { timeout: 60_000 }, () => {
  it('answers "the last 30 days" the next morning from the device, fetching only the new and unsettled part', async () => {
    const w = world();
    const engine = await tab(w);
    const first = await engine.runs.plan(lastDays(w, 30));
    expect(first?.legs.map((l) => l.kind)).toEqual(['fetch']);
    expect(first?.estimate).toBeNull();
    await showView(engine, first as ViewPlan);

    w.nextDay();
    const query = lastDays(w, 30);
    const plan = await engine.runs.plan(query);
    if (!plan) throw new Error('no plan');
    expect(plan.legs.map((l) => l.kind)).toEqual(['device', 'fetch']);
    const [device, fetch] = plan.legs;
    // What had not settled yesterday (the last hour before the fetch) is asked again, with today.
    expect(fetch?.span.startMs).toBe((device?.span.endMs ?? 0) + 1000);
    expect(fetch?.kind === 'fetch' && fetch.query.endDate).toBe(query.endDate);
    const yesterdayFetch = serviceWallMs(w.now() - DAY, TENANT_OFFSET_MIN);
    expect(device?.span.endMs).toBeGreaterThan(yesterdayFetch - SETTLE - 5 * 60_000);
    expect(device?.span.endMs).toBeLessThanOrEqual(yesterdayFetch - SETTLE);
    expect(plan.estimate?.calls).toBeGreaterThan(0);

    const before = w.sim.calls().length;
    const ids = await showView(engine, plan);
    const asked = callsSince(w, before);
    expect(asked.length).toBeLessThanOrEqual((plan.estimate?.calls ?? 0) + 1);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, query)).sort());

    // Stored apart: the old segment lost its unsettled tail to the new one, in the same write.
    const spans = await segmentsOf(engine);
    for (let i = 1; i < spans.length; i++) expect(spans[i]?.startMs).toBe((spans[i - 1]?.endMs ?? 0) + 1000);
  });

  it('does not take a device clock ahead of the service’s at its word: what had not settled is asked again', async () => {
    const w = world(10);
    const AHEAD = 3 * 3_600_000;
    const engine = await tab(w, memoryRunStore(), () => w.now() + AHEAD);
    const first = (await engine.runs.plan(lastDays(w, 3))) as ViewPlan;
    expect(first.clockAheadMs).toBeNull();
    await showView(engine, first);
    // The service dated its answers three hours before this device's clock: the history says so.
    const again = (await engine.runs.plan(lastDays(w, 3))) as ViewPlan;
    expect(again.clockAheadMs).toBeGreaterThanOrEqual(AHEAD);
    expect(again.clockAheadMs).toBeLessThan(AHEAD + 60_000);

    w.nextDay();
    const query = lastDays(w, 3);
    const plan = (await engine.runs.plan(query)) as ViewPlan;
    const [device, fetch] = plan.legs;
    expect([device?.kind, fetch?.kind]).toEqual(['device', 'fetch']);
    // Yesterday's run was asked at the service's "now", not three hours later: what the service had not
    // settled by then (its last hour) is asked again, not taken from the device as settled.
    const yesterdayFetch = serviceWallMs(w.now() - DAY, TENANT_OFFSET_MIN);
    expect(device?.span.endMs).toBeLessThanOrEqual(yesterdayFetch - SETTLE);
    expect(device?.span.endMs).toBeGreaterThan(yesterdayFetch - SETTLE - 5 * 60_000);
    const ids = await showView(engine, plan);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, query)).sort());
  });

  it('keeps the old segment whole when a refresh fails half-way, and asks the same again next time', async () => {
    const w = world(10);
    const engine = await tab(w);
    await showView(engine, (await engine.runs.plan(lastDays(w, 3))) as ViewPlan);
    const held = await segmentsOf(engine);

    w.nextDay();
    const plan = (await engine.runs.plan(lastDays(w, 3))) as ViewPlan;
    // A day later the token has expired: call 1 is its 401, call 2 the window's first page, 3 its second.
    w.sim.setFaults([{ kind: 'invalid-execution', atCall: 3 }]);
    await expect(showView(engine, plan)).rejects.toThrow();
    // The new window's first page is stored; its run is not whole, so it is no segment yet.
    const runs = await engine.runs.list();
    expect(runs.map((r) => !r.locked && r.facts.pagesDone)).toContain(1);
    expect(await segmentsOf(engine)).toEqual(held);
    expect((await engine.runs.plan(lastDays(w, 3)))?.legs).toEqual(plan.legs);
  });

  it('fetches a 200-day range as windows that meet second to second, every row once', async () => {
    const w = world();
    const engine = await tab(w);
    const query: ReportQuery = {
      reportKey: 'dialogs',
      startDate: '2026-01-01 00:00:00',
      endDate: '2026-07-19 23:59:59',
    };
    const plan = (await engine.runs.plan(query)) as ViewPlan;
    const windows = plan.legs.map((l) => (l.kind === 'fetch' ? [l.query.startDate, l.query.endDate] : []));
    expect(windows).toEqual([
      ['2026-01-01 00:00:00', '2026-03-31 23:59:59'],
      ['2026-04-01 00:00:00', '2026-06-29 23:59:59'],
      ['2026-06-30 00:00:00', '2026-07-19 23:59:59'],
    ]);
    const ids = await showView(engine, plan);
    expect(new Set(ids).size).toBe(ids.length);
    // Every row the service delivered, once.
    expect(ids.length).toBe(callsSince(w, 0).reduce((sum, c) => sum + c.rows, 0));
    // Asked again, all of it comes from the device, and the identical query is not one stored run.
    const again = (await engine.runs.plan(query)) as ViewPlan;
    expect(again.legs.map((l) => l.kind)).toEqual(['device', 'device', 'device']);
    expect(again.identical).toBeNull();
    expect(again.deviceMs).toBe(again.rangeMs);
  });

  it('offers the stored run of an identical query whose every day is stored, and fetches it all again when asked', async () => {
    const w = world();
    const engine = await tab(w);
    const query: ReportQuery = {
      reportKey: 'dialogs',
      startDate: '2026-03-01 00:00:00',
      endDate: '2026-03-31 23:59:59',
    };
    await showView(engine, (await engine.runs.plan(query)) as ViewPlan);
    const [run] = await engine.runs.list();
    expect((await engine.runs.plan(query))?.identical).toBe(run?.header.id);
    const all = (await engine.runs.plan(query, 'all')) as ViewPlan;
    expect(all.legs.map((l) => l.kind)).toEqual(['fetch']);
    await showView(engine, all);
    const runs = await engine.runs.list();
    expect(runs.map((r) => r.header.id)).not.toContain(run?.header.id);
    expect(runs).toHaveLength(1);
  });

  it('reads part of a trimmed segment by the rows’ own dates, in the worker', async () => {
    const w = world();
    const engine = await tab(w);
    const march: ReportQuery = {
      reportKey: 'dialogs',
      startDate: '2026-03-01 00:00:00',
      endDate: '2026-03-31 23:59:59',
    };
    await showView(engine, (await engine.runs.plan(march)) as ViewPlan);
    const mid: ReportQuery = { ...march, startDate: '2026-03-10 00:00:00', endDate: '2026-03-20 23:59:59' };
    const plan = (await engine.runs.plan(mid)) as ViewPlan;
    expect(plan.legs).toHaveLength(1);
    expect(plan.legs[0]?.kind === 'device' && plan.legs[0].within).toBeTruthy();
    const ids = await showView(engine, plan);
    expect([...ids].sort()).toEqual((await freshIds(w, mid)).sort());
  });

  it('deletes a range of a history: the days inside go, the days around stay', async () => {
    const w = world();
    const engine = await tab(w);
    const march: ReportQuery = {
      reportKey: 'dialogs',
      startDate: '2026-03-01 00:00:00',
      endDate: '2026-03-31 23:59:59',
    };
    await showView(engine, (await engine.runs.plan(march)) as ViewPlan);
    const [history] = await engine.runs.histories();
    expect(history?.heldMs).toBe(31 * DAY);
    await engine.runs.deleteHistory(history?.key ?? '', {
      startMs: Date.UTC(2026, 2, 10),
      endMs: Date.UTC(2026, 2, 21) - 1000,
    });
    const [after] = await engine.runs.histories();
    expect(after?.spans).toEqual([
      { startMs: Date.UTC(2026, 2, 1), endMs: Date.UTC(2026, 2, 10) - 1000 },
      { startMs: Date.UTC(2026, 2, 21), endMs: Date.UTC(2026, 3, 1) - 1000 },
    ]);
    const plan = (await engine.runs.plan(march)) as ViewPlan;
    expect(plan.legs.map((l) => l.kind)).toEqual(['device', 'device', 'fetch']);
    // The two legs of the trimmed run read at once, as a view reads ahead: every page is there.
    const reads = plan.legs.flatMap((leg) =>
      leg.kind === 'device'
        ? Array.from({ length: leg.pages }, (_, i) => engine.runs.codedPage(leg.runId, i + 1, leg.within))
        : [],
    );
    expect((await Promise.all(reads)).filter((read) => !('page' in read))).toEqual([]);
    // The days deleted are fetched again, the days around come from the device: every row once.
    const ids = await showView(engine, plan);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual((await freshIds(w, march)).sort());
    await engine.runs.deleteHistory(history?.key ?? '', null);
    expect(await engine.runs.histories()).toEqual([]);
  });
});

describe('rows kept within a span', () => {
  it('keeps only the rows dated inside, by their own date, and leaves a page wholly inside as it is', async () => {
    const { encodeRows, decodeRows } = await import('../../core/coded-rows');
    const rows = [
      { id: 'a', date: '2026-03-01T23:59:59.999-05:00' },
      { id: 'b', date: '2026-03-02T00:00:00.000-05:00' },
      { id: 'c', date: 'not a date' },
      { id: 'd', date: '2026-03-02T12:00:00.000-05:00' },
    ];
    const coded = encodeRows(rows);
    const day = { startMs: Date.UTC(2026, 2, 2), endMs: Date.UTC(2026, 2, 3) - 1000 };
    expect(decodeRows(codedWithin(coded, day)).map((r) => r.id)).toEqual(['b', 'd']);
    const all = encodeRows([rows[1] ?? {}, rows[3] ?? {}]);
    expect(codedWithin(all, day)).toBe(all);
  });
});
