import { describe, expect, it } from 'vitest';
import { memoryRunStore } from '../testing/memory-run-store';
import { decodedRead } from '../testing/stored-pages';
import { BASIC, clientOn, dialogsQuery, rowIds, simWithPages } from '../testing/sim-fixture';
import { createEngine } from './engine';
import { memoryRunLocks } from './run-locks';
import type { Engine, PageRequest, RunPage } from './types';
import type { PageProgress } from '../api/types';

const PAGES = 5;
type Sim = ReturnType<typeof simWithPages>;

/** An engine (one tab) over the simulated service and a shared device store. */
async function tab(
  sim: Sim,
  store: ReturnType<typeof memoryRunStore>,
  locks = new Set<string>(),
  secret?: string,
) {
  const engine = createEngine({ client: clientOn(sim), store, runLocks: memoryRunLocks(locks) });
  await engine.signIn(secret ? { ...BASIC, accessTokenSecret: secret } : BASIC);
  return engine;
}

/** Asks pages the way the run view does, from `from` on, `count` of them at most. */
async function pagesOf(
  engine: Pick<Engine, 'page'>,
  from: RunPage | null,
  count = Infinity,
  runId: string | null = null,
) {
  const pages: RunPage[] = [];
  let last = from;
  while (pages.length < count) {
    const resumeFrom =
      last && last.lastDocument
        ? {
            query: dialogsQuery,
            cursor: last.lastDocument,
            pagesDone: last.index,
            totalPages: last.totalPages,
          }
        : null;
    if (last && !resumeFrom) break;
    const request: PageRequest = {
      query: dialogsQuery,
      resumeFrom,
      runId: last?.runId ?? runId,
      reportName: 'DIALOGS',
    };
    last = await engine.page(request);
    pages.push(last);
    if (!last.lastDocument) break;
  }
  return pages;
}

const cursorsAsked = (sim: Sim) =>
  sim
    .calls()
    .filter((c) => c.operation === 'ExecuteReport' && c.status === 200)
    .map((c) => c.lastDocument);

describe('the engine keeps each page before handing it on', () => {
  it('stores every page with the cursor of the next, and the run ends complete', async () => {
    const store = memoryRunStore();
    const engine = await tab(simWithPages(PAGES), store);
    const pages = await pagesOf(engine, null);
    expect(pages.map((p) => p.kept)).toEqual(Array(PAGES).fill('stored'));
    const [run] = await engine.runs.list();
    expect(run?.locked).toBe(false);
    if (!run || run.locked) return;
    expect(run.facts).toMatchObject({
      state: 'complete',
      pagesDone: PAGES,
      rows: PAGES * 20,
      nextCursor: null,
    });
    expect(run.header.storedPages).toBe(PAGES);
  });

  it('resumes an interrupted run in a new tab from its stored cursor: no stored page is asked again', async () => {
    const clean = await pagesOf(await tab(simWithPages(PAGES), memoryRunStore()), null);

    const sim = simWithPages(PAGES);
    const store = memoryRunStore();
    const first = await pagesOf(await tab(sim, store), null, 2);
    // The first tab is gone (closed, crashed): its locks went with it.
    const second = await tab(sim, store);
    const [run] = await second.runs.list();
    if (!run || run.locked) throw new Error('the run should be listed, open');
    expect(run.facts.state).toBe('running');
    expect(run.activeElsewhere).toBe(false);
    // As the run view does: read the stored pages, then ask the next page in the same run.
    const stored: PageProgress[] = [];
    for (let i = 1; i <= run.header.storedPages; i++) {
      const read = decodedRead(await second.runs.codedPage(run.header.id, i));
      if ('page' in read) stored.push(read.page);
    }
    const last = stored.at(-1);
    if (!last) throw new Error('no stored page');
    const rest = await pagesOf(second, { ...last, runId: run.header.id, kept: 'stored' });
    expect(rowIds([...stored, ...rest])).toEqual(rowIds(clean));
    const asked = cursorsAsked(sim);
    expect(asked).toHaveLength(PAGES);
    expect(new Set(asked).size).toBe(PAGES);
    expect(first).toHaveLength(2);
    const [after] = await second.runs.list();
    expect(after && !after.locked && after.facts).toMatchObject({ state: 'complete', pagesDone: PAGES });
    expect(await second.runs.list()).toHaveLength(1);
  });

  it('keeps Reviewed marks with the stored run, through the pages stored after them', async () => {
    const sim = simWithPages(PAGES);
    const store = memoryRunStore();
    const engine = await tab(sim, store);
    const firstTwo = await pagesOf(engine, null, 2);
    const runId = firstTwo[0]?.runId ?? '';
    await engine.runs.saveReviewed(runId, [4, 9]);
    await pagesOf(engine, firstTwo.at(-1) ?? null);
    const [run] = await (await tab(sim, store)).runs.list();
    expect(run && !run.locked && run.facts).toMatchObject({ state: 'complete', reviewed: [4, 9] });
  });

  it('lets one tab at a time resume a run', async () => {
    const sim = simWithPages(PAGES);
    const store = memoryRunStore();
    const locks = new Set<string>();
    const one = await tab(sim, store, locks);
    const [page] = await pagesOf(one, null, 1);
    const other = await tab(sim, store, locks);
    const [run] = await other.runs.list();
    expect(run?.activeElsewhere).toBe(true);
    await expect(pagesOf(other, page ?? null, 1)).rejects.toThrow('Another tab is resuming this run.');
  });

  it('goes on in memory when the storage is full, and says which pages were not kept', async () => {
    const store = memoryRunStore();
    const engine = await tab(simWithPages(PAGES), store);
    const firstTwo = await pagesOf(engine, null, 2);
    store.fill();
    const rest = await pagesOf(engine, firstTwo.at(-1) ?? null);
    expect([...firstTwo, ...rest].map((p) => p.kept)).toEqual(['stored', 'stored', 'full', 'full', 'full']);
    expect(rowIds([...firstTwo, ...rest])).toHaveLength(PAGES * 20);
    const [run] = await engine.runs.list();
    expect(run && !run.locked && run.facts).toMatchObject({ pagesDone: 2, keeping: false });
  });

  it('lists runs stored under another secret as locked', async () => {
    const sim = simWithPages(PAGES);
    const store = memoryRunStore();
    await pagesOf(await tab(sim, store), null);
    const other = await tab(sim, store, new Set(), 'demo-reissued-secret');
    const [run] = await other.runs.list();
    expect(run).toMatchObject({ locked: true, reason: 'other-key' });
  });

  it('keeps nothing when storing is turned off', async () => {
    const store = memoryRunStore();
    const engine = await tab(simWithPages(PAGES), store);
    await engine.runs.setKeeping(false);
    const pages = await pagesOf(engine, null);
    expect(pages.map((p) => p.kept)).toEqual(Array(PAGES).fill('off'));
    expect(await engine.runs.list()).toEqual([]);
  });
});
