import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACME, dialogsPage, factsAfter, runFacts, testStore } from '../testing/store-fixture';
import { readStoredPages } from '../testing/stored-pages';
import type { RunFacts, Vault } from './types';

afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 86_400_000;
const segment = (startMs: number, endMs: number, rows = 40): RunFacts['segment'] => ({
  spans: [{ startMs, endMs, rows }],
  fetchedAtMs: endMs + DAY,
});

/** A complete two-page run kept as a segment over [startMs, endMs]. */
async function storedSegment(vault: Vault, startMs: number, endMs: number) {
  const id = await vault.create(runFacts());
  for (const i of [1, 2]) {
    const page = dialogsPage(i, 2);
    await vault.putPage(id, page, factsAfter(page, i === 2 ? { segment: segment(startMs, endMs) } : {}));
  }
  return id;
}

const factsOf = async (vault: Vault, id: string) => {
  const run = (await vault.list()).find((r) => r.header.id === id);
  return run && !run.locked ? run.facts : undefined;
};

describe('a segment committed with its history', () => {
  it('stores the last page, trims one older segment and deletes another in one transaction', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const trimmed = await storedSegment(vault, 0, 10 * DAY - 1000);
    const covered = await storedSegment(vault, 10 * DAY, 20 * DAY - 1000);
    const id = await vault.create(runFacts());
    const first = dialogsPage(1, 2);
    await vault.putPage(id, first, factsAfter(first));

    const last = dialogsPage(2, 2);
    const trimmedFacts = factsAfter(last, { segment: segment(0, 5 * DAY - 1000, 20) });
    const outcome = await vault.putPage(
      id,
      last,
      factsAfter(last, { segment: segment(5 * DAY, 20 * DAY - 1000) }),
      { rewrite: [{ runId: trimmed, facts: trimmedFacts }], remove: [covered] },
    );

    expect(outcome).toBe('stored');
    expect((await vault.list()).map((r) => r.header.id).sort()).toEqual([id, trimmed].sort());
    expect((await factsOf(vault, trimmed))?.segment?.spans).toEqual([
      { startMs: 0, endMs: 5 * DAY - 1000, rows: 20 },
    ]);
    expect(await readStoredPages(vault, covered)).toEqual([]);
    expect((await readStoredPages(vault, id)).map((p) => p.index)).toEqual([1, 2]);
  });

  it('keeps the old segments as they were when the new one cannot be stored whole (a refresh failing half-way)', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const older = await storedSegment(vault, 0, 10 * DAY - 1000);
    const before = await vault.list();
    const id = await vault.create(runFacts());
    const first = dialogsPage(1, 2);
    await vault.putPage(id, first, factsAfter(first));

    // The disk fills as the last page is written: nothing of the change may be kept.
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
      if (this.name === 'pages') throw new DOMException('The disk is full.', 'QuotaExceededError');
      return put.call(this, value, key);
    });
    const last = dialogsPage(2, 2);
    const outcome = await vault.putPage(
      id,
      last,
      factsAfter(last, { segment: segment(0, 10 * DAY - 1000) }),
      {
        rewrite: [],
        remove: [older],
      },
    );
    vi.restoreAllMocks();

    expect(outcome).toBe('full');
    const after = await vault.list();
    expect(after.find((r) => r.header.id === older)).toEqual(before.find((r) => r.header.id === older));
    expect((await readStoredPages(vault, older)).map((p) => p.index)).toEqual([1, 2]);
    expect((await factsOf(vault, id))?.state).toBe('running');
  });

  it('changes nothing when one run of the change cannot be written (another key’s)', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const other = await testStore(indexedDB).open({ ...ACME, secret: 'another' });
    const mine = await storedSegment(vault, 0, DAY - 1000);
    const theirs = await storedSegment(other, 0, DAY - 1000);

    await expect(
      vault.changeHistory({ rewrite: [{ runId: theirs, facts: runFacts() }], remove: [mine] }),
    ).rejects.toThrow(/locked/);
    expect((await readStoredPages(vault, mine)).map((p) => p.index)).toEqual([1, 2]);
  });

  it('deletes part of a history: a run trimmed and a run removed, together', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const a = await storedSegment(vault, 0, 10 * DAY - 1000);
    const b = await storedSegment(vault, 10 * DAY, 20 * DAY - 1000);
    const trimmed = { ...runFacts(), segment: segment(0, 3 * DAY - 1000) };
    await vault.changeHistory({ rewrite: [{ runId: a, facts: trimmed }], remove: [b] });
    expect((await vault.list()).map((r) => r.header.id)).toEqual([a]);
    expect((await factsOf(vault, a))?.segment).toEqual(trimmed.segment);
  });
});
