import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../api/errors';
import type { RunStore } from '../store/types';
import { memoryRunStore } from '../testing/memory-run-store';
import { BASIC, DEMO_ENV, clientOn, dialogsQuery, simWithPages } from '../testing/sim-fixture';
import { connectEngine } from './connect';
import { analyticsKey } from './analytics-key';
import { createEngineHost, ROW_SLICE } from './engine-host';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** The page's engine over a message channel to a host, as across the worker's boundary. */
function engineOver(sim: ReturnType<typeof simWithPages>, store: RunStore = memoryRunStore()) {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(
    createEngineHost({
      openStore: async () => store,
      announce: () => undefined,
      createClient: () => clientOn(sim),
    }),
    channel.port1,
  );
  channel.port2.start();
  return connectEngine(DEMO_ENV, () =>
    Object.assign(channel.port2, { terminate: () => channel.port2.close() }),
  );
}

const request = { query: dialogsQuery, resumeFrom: null, runId: null, reportName: 'DIALOGS' };

describe('the engine seen from the page', () => {
  it('hands a big page over whole, however many slices it crossed in', async () => {
    const rowsPerPage = ROW_SLICE * 2 + 345;
    const sim = simWithPages(2, { newFamilyPageSize: rowsPerPage, maxRowsPerQuery: rowsPerPage * 2 });
    const engine = engineOver(sim);
    await engine.signIn(BASIC);
    const page = await engine.page(request);
    expect(page.rows).toHaveLength(rowsPerPage);
    expect(new Set(page.rows.map((r) => r.id)).size).toBe(rowsPerPage);
    expect(page.kept).toBe('stored');
    const read = await engine.runs.page(page.runId ?? '', 1);
    expect('page' in read && read.page.rows.map((r) => r.id)).toEqual(page.rows.map((r) => r.id));
    expect(engine.usage().calls).toBeGreaterThan(0);
  });

  it('rebuilds a failure as the ServiceError it was, with where to resume', async () => {
    const sim = simWithPages(3, { faults: [{ kind: 'invalid-execution', atCall: 1 }] });
    const engine = engineOver(sim);
    await engine.signIn(BASIC);
    const failure = await engine.page(request).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure instanceof ServiceError && failure.kind).toBe('invalid-execution');
    expect(failure instanceof ServiceError && failure.details.resume?.cursor).toBe('');
  });
});

describe('the overview the worker folds as pages pass', () => {
  it('counts the rows and conversations the page received, once each, fetched or read back', async () => {
    const sim = simWithPages(3);
    const engine = engineOver(sim);
    await engine.signIn(BASIC);
    const key = analyticsKey(dialogsQuery);
    expect(await engine.analytics.overview(key, 'day')).toBeNull();
    const first = await engine.page(request);
    const second = await engine.page({
      ...request,
      runId: first.runId,
      resumeFrom: {
        query: dialogsQuery,
        cursor: first.lastDocument ?? '',
        pagesDone: 1,
        totalPages: first.totalPages,
      },
    });
    const rows = [...first.rows, ...second.rows];
    const folded = await engine.analytics.overview(key, 'day');
    expect(folded?.rows).toBe(rows.length);
    expect(folded?.overview.conversations).toBe(new Set(rows.map((r) => r['conversationId'])).size);
    // The run opened from the device: read from its first page again, a page read twice counts once.
    const runId = first.runId ?? '';
    await engine.runs.page(runId, 1);
    expect((await engine.analytics.overview(key, 'day'))?.rows).toBe(first.rows.length);
    await engine.runs.page(runId, 2);
    await engine.runs.page(runId, 2);
    expect((await engine.analytics.overview(key, 'day'))?.rows).toBe(rows.length);
    // Asking the first page again is a new run of the query: its overview starts again.
    await engine.page(request);
    expect((await engine.analytics.overview(key, 'day'))?.rows).toBe(first.rows.length);
  });
});

describe('a stored run opened in a new page', () => {
  it('is folded as its pages are read: its overview and review queue are there', async () => {
    const sim = simWithPages(2);
    const store = memoryRunStore();
    const first = engineOver(sim, store);
    await first.signIn(BASIC);
    const page = await first.page(request);
    // A new page: a new worker over the same device store, which only reads the run.
    const again = engineOver(sim, store);
    await again.signIn(BASIC);
    const [run] = await again.runs.list();
    await again.runs.page(run?.header.id ?? '', 1);
    const key = analyticsKey(dialogsQuery);
    expect((await again.analytics.overview(key, 'day'))?.rows).toBe(page.rows.length);
    expect((await again.analytics.reviewQueue(key))?.rows).toBe(page.rows.length);
  });
});

describe('a stored run read back several pages to a call', () => {
  it('hands each page over as it was fetched, in the order asked, calls overlapping as the table reads ahead', async () => {
    const sim = simWithPages(4);
    const store = memoryRunStore();
    const first = engineOver(sim, store);
    await first.signIn(BASIC);
    const fetched = [await first.page(request)];
    for (let i = 1; i < 4; i++) {
      const last = fetched[i - 1];
      fetched.push(
        await first.page({
          ...request,
          runId: last?.runId ?? null,
          resumeFrom: { query: dialogsQuery, cursor: last?.lastDocument ?? '', pagesDone: i, totalPages: 4 },
        }),
      );
    }
    const again = engineOver(sim, store);
    await again.signIn(BASIC);
    const runId = fetched[0]?.runId ?? '';
    const asks = (indices: number[]) => indices.map((index) => ({ runId, index }));
    const [front, back] = await Promise.all([
      again.runs.pages(asks([1, 2])),
      again.runs.pages(asks([3, 4, 5])),
    ]);
    const ids = (read: Awaited<ReturnType<typeof again.runs.page>> | undefined) =>
      read && 'page' in read ? read.page.rows.map((r) => r.id) : read?.unreadable;
    expect([...front, ...back].slice(0, 4).map(ids)).toEqual(fetched.map((p) => p.rows.map((r) => r.id)));
    expect(back[2]).toEqual({ index: 5, unreadable: 'Page 5 is not on this device.' });
    const key = analyticsKey(dialogsQuery);
    expect((await again.analytics.overview(key, 'day'))?.rows).toBe(fetched.flatMap((p) => p.rows).length);
  });
});

describe('a stored page whose rows are damaged', () => {
  it('is said to be unreadable, shows and counts none of its rows, and the other pages still read', async () => {
    const sim = simWithPages(2);
    const store = memoryRunStore();
    const first = engineOver(sim, store);
    await first.signIn(BASIC);
    const one = await first.page(request);
    const two = await first.page({
      ...request,
      runId: one.runId,
      resumeFrom: { query: dialogsQuery, cursor: one.lastDocument ?? '', pagesDone: 1, totalPages: 2 },
    });
    // The first page's last code points past its values, as a page changed on disk would.
    const damaged: RunStore = {
      ...store,
      async open(input) {
        const vault = await store.open(input);
        return {
          ...vault,
          async *framedPages(runId) {
            for await (const read of vault.framedPages(runId)) {
              if ('page' in read && read.index === 1) read.page.rows.frame.fill(0xff, -2);
              yield read;
            }
          },
        };
      },
    };
    const again = engineOver(sim, damaged);
    await again.signIn(BASIC);
    const read = await again.runs.pages([1, 2].map((index) => ({ runId: one.runId ?? '', index })));
    expect(read[0]).toEqual({
      index: 1,
      unreadable: 'Page 1 cannot be read: it decrypted, but its rows do not match their columns.',
    });
    expect(read[1] && 'page' in read[1] && read[1].page.rows.map((r) => r.id)).toEqual(
      two.rows.map((r) => r.id),
    );
    expect((await again.analytics.overview(analyticsKey(dialogsQuery), 'day'))?.rows).toBe(two.rows.length);
  });
});

describe('the profile the worker folds for any other report', () => {
  it('profiles every column of the rows the page received', async () => {
    const sim = simWithPages(2);
    const engine = engineOver(sim);
    await engine.signIn(BASIC);
    const query = {
      reportKey: 'sessions' as const,
      startDate: dialogsQuery.startDate,
      endDate: '2026-03-02 23:59:59',
    };
    const page = await engine.page({ ...request, query, reportName: 'Sessions' });
    const folded = await engine.analytics.profile(analyticsKey(query));
    expect(folded?.rows).toBe(page.rows.length);
    const keys = [...new Set(page.rows.flatMap((r) => Object.keys(r)))];
    expect(folded?.columns.map((c) => c.key)).toEqual(keys);
    for (const column of folded?.columns ?? []) {
      const nulls = page.rows.filter((r) => r[column.key] === null || r[column.key] === undefined).length;
      expect(column.nulls, column.key).toBe(nulls);
    }
    expect(await engine.analytics.overview(analyticsKey(query), 'day')).toBeNull();
  });
});
