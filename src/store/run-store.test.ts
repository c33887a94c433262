import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACME,
  dialogsPage,
  factsAfter,
  memoryMarker,
  runFacts,
  tenantTagIn,
  testStore,
  TEST_ITERATIONS,
} from '../testing/store-fixture';
import { readStoredPages } from '../testing/stored-pages';
import { openRunsDb } from './db';
import { deviceSalt } from './device';
import { deriveVaultKey, PBKDF2_ITERATIONS, tenantTagOf } from './key';
import { FormatError, migrate } from './migrate';
import { seal, sealPage } from './seal';
import { createRunStore } from './run-store';
import { STORE_FORMAT_VERSION, type ReadPage, type Vault } from './types';
import { packRows } from './pack-rows';
import { encodeRows, packRows as packFrame, storedCoded } from '../core/coded-rows';
import { decodeRowsPage, encodeRowsPage } from '../core/team-history';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Stores pages 1..n of a run of `total` pages; returns the run's id and the pages. */
async function storedRun(vault: Vault, n: number, total = n) {
  const id = await vault.create(runFacts());
  const pages = [];
  for (let i = 1; i <= n; i++) {
    const page = dialogsPage(i, total);
    expect(await vault.putPage(id, page, factsAfter(page))).toBe('stored');
    pages.push(page);
  }
  return { id, pages };
}

const unreadable = (read: ReadPage[]) => read.flatMap((p) => ('unreadable' in p ? [p.index] : []));

/** Makes the `store` object store's puts fail as a full disk does: at the put, or when the transaction commits. */
function fillDisk(store: string, when: 'at-put' | 'at-commit') {
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (this.name !== store) return put.call(this, value, key);
    if (when === 'at-put') throw new DOMException('The disk is full.', 'QuotaExceededError');
    const request = put.call(this, value, key);
    // As a browser does when the disk fills at commit: the transaction aborts with a QuotaExceededError
    // and its requests fail as merely aborted (fake-indexeddb's own way of aborting with an error).
    const tx: unknown = this.transaction;
    if (typeof tx === 'object' && tx !== null && '_abort' in tx && typeof tx._abort === 'function') {
      tx._abort('QuotaExceededError');
    }
    return request;
  });
}

describe('a run stored on the device', () => {
  it('reads back every page in order, with the facts of the last one, in one listed run', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const { id, pages } = await storedRun(vault, 3, 5);

    const [run, ...others] = await vault.list();
    expect(others).toEqual([]);
    expect(run).toMatchObject({ locked: false, facts: factsAfter(dialogsPage(3, 5)) });
    expect(run?.header).toMatchObject({
      id,
      formatVersion: STORE_FORMAT_VERSION,
      storedPages: 3,
      tenantTag: await tenantTagIn(indexedDB),
    });
    expect(run?.header.storedBytes).toBeGreaterThan(0);
    expect(await readStoredPages(vault, id)).toEqual(pages.map((page) => ({ index: page.index, page })));
  });

  it('reads back a long run whole and in order, its pages read a batch ahead, and stops when asked', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    // Batches of eight: two full ones then one page; and two full ones with nothing after them.
    for (const n of [17, 16]) {
      const { id, pages } = await storedRun(vault, n);
      expect(await readStoredPages(vault, id)).toEqual(pages.map((page) => ({ index: page.index, page })));
      const reader = vault.framedPages(id)[Symbol.asyncIterator]();
      expect((await reader.next()).value).toMatchObject({ index: 1 });
      // Stopped after the first page, with the next batch already asked for: nothing else is read or lost.
      expect(await reader.return?.(undefined)).toEqual({ done: true, value: undefined });
      expect((await readStoredPages(vault, id)).length).toBe(n);
    }
  });

  it('lists runs newest first and keeps each run’s pages apart', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const older = await storedRun(vault, 2);
    const newer = await storedRun(vault, 1);
    expect((await vault.list()).map((r) => r.header.id)).toEqual([newer.id, older.id]);
    expect((await readStoredPages(vault, older.id)).map((p) => p.index)).toEqual([1, 2]);
    expect((await readStoredPages(vault, newer.id)).map((p) => p.index)).toEqual([1]);
  });

  it('stores a team page from its rows as they crossed, and reads it back as the page it is', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const id = await vault.create(runFacts());
    const page = dialogsPage(1, 2);
    const frame = encodeRowsPage({ coded: encodeRows(page.rows), page: 0, nextPage: 1, pages: 2, bytes: 1 });
    const crossed = await decodeRowsPage(await packFrame(frame));
    if (!crossed) throw new Error('not a coded page');
    const outcome = await vault.putPage(
      id,
      page,
      factsAfter(page),
      undefined,
      crossed.coded,
      crossed.written,
    );
    expect(outcome).toBe('stored');
    // Its own `bytes`, not the wire's, and none of the wire's place in the span.
    expect(await readStoredPages(vault, id)).toEqual([{ index: 1, page }]);
  });

  it('counts a page stored twice (a retried write) once, and its bytes once', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const { id } = await storedRun(vault, 2);
    const before = (await vault.list())[0]?.header;
    await vault.putPage(id, dialogsPage(2, 2), factsAfter(dialogsPage(2, 2)));
    const after = (await vault.list())[0]?.header;
    expect(after?.storedPages).toBe(2);
    // Same sizes, different random IVs: the bytes are the same up to the compressor, which is deterministic.
    expect(after?.storedBytes).toBe(before?.storedBytes);
  });

  it('rewrites the facts alone on update (state, view), leaving the pages as they were', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const { id, pages } = await storedRun(vault, 2, 4);
    const stopped = factsAfter(dialogsPage(2, 4), { state: 'interrupted', view: { sort: ['date', 'desc'] } });
    await vault.update(id, stopped);
    expect((await vault.list())[0]).toMatchObject({ locked: false, facts: stopped });
    expect(await readStoredPages(vault, id)).toEqual(pages.map((page) => ({ index: page.index, page })));
  });

  it('keeps the review queue’s marks in the sealed facts, and reads a run stored before marks with none', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const { id } = await storedRun(vault, 2, 4);
    const marked = factsAfter(dialogsPage(2, 4), { reviewed: [3, 17, 40] });
    await vault.update(id, marked);
    // Read back by another opening of the store, as a new page of the app does.
    const [run] = await testStore(indexedDB)
      .open(ACME)
      .then((again) => again.list());
    expect(run?.locked === false && run.facts.reviewed).toEqual([3, 17, 40]);

    const { id: older } = await storedRun(vault, 1);
    const listed = (await vault.list()).find((r) => r.header.id === older);
    expect(listed).toMatchObject({ locked: false, facts: factsAfter(dialogsPage(1, 1)) });
    expect(listed?.locked === false && 'reviewed' in listed.facts).toBe(false);
  });

  it('keeps the rows and the query sealed: nothing of them is on disk in clear, and no IV repeats', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const { id } = await storedRun(vault, 2);
    const db = await openRunsDb(indexedDB);
    const records = [await db.get('facts', id), ...(await db.getAll('pages'))];
    const clear = (value: unknown) =>
      value instanceof ArrayBuffer ? new TextDecoder('latin1').decode(value) : JSON.stringify(value);
    for (const record of records) {
      const text = Object.values(record ?? {})
        .map(clear)
        .join(' ');
      expect(text).not.toMatch(/dialogs|2026-03|conversationId|greeting|acme/i);
    }
    const ivs = records.map((r) => (r && typeof r === 'object' && 'iv' in r ? String(r.iv) : ''));
    expect(new Set(ivs).size).toBe(records.length);
    db.close();
  });
});

describe('another key', () => {
  it('lists the runs of another secret as locked and reads none of their pages', async () => {
    const store = testStore(new IDBFactory());
    const { id } = await storedRun(await store.open(ACME), 2);
    const wrong = await store.open({ ...ACME, secret: 'not-the-secret' });
    expect(await wrong.list()).toMatchObject([
      { header: { id, storedPages: 2 }, locked: true, reason: 'other-key' },
    ]);
    const read = await readStoredPages(wrong, id);
    expect(unreadable(read)).toEqual([1, 2]);
    expect(read[0]).toMatchObject({
      unreadable: expect.stringMatching(/^Page 1 cannot be read: .*another key/),
    });
  });

  it('lists the runs of another tenant or environment as locked', async () => {
    const store = testStore(new IDBFactory());
    await storedRun(await store.open(ACME), 1);
    for (const other of [
      { ...ACME, tenant: 'globex' },
      { ...ACME, environment: 'production' },
    ]) {
      expect(await (await store.open(other)).list()).toMatchObject([{ locked: true, reason: 'other-key' }]);
    }
  });

  it('refuses to write into a run of another tenant or secret, which stays as it was', async () => {
    const store = testStore(new IDBFactory());
    const { id } = await storedRun(await store.open(ACME), 1);
    const globex = await store.open({ ...ACME, tenant: 'globex' });
    await expect(globex.putPage(id, dialogsPage(2, 2), runFacts())).rejects.toThrow(/locked \(other-key\)/);
    const otherSecret = await store.open({ ...ACME, secret: 'another' });
    await expect(otherSecret.update(id, runFacts())).rejects.toThrow(/locked \(other-key\)/);
    expect((await (await store.open(ACME)).list())[0]).toMatchObject({
      locked: false,
      header: { storedPages: 1 },
    });
  });
});

describe('damaged records', () => {
  it('says which page cannot be read and why, and still reads the others', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const { id, pages } = await storedRun(vault, 4);
    const db = await openRunsDb(indexedDB);
    const record = await db.get('pages', [id, 2]);
    if (!(record && typeof record === 'object' && 'data' in record && record.data instanceof ArrayBuffer)) {
      throw new Error('expected a sealed page');
    }
    const flipped = new Uint8Array(record.data.slice(0));
    flipped[5] = (flipped[5] ?? 0) ^ 1;
    await db.put('pages', { ...record, data: flipped.buffer }, [id, 2]);
    await db.put('pages', 'not a record at all', [id, 3]);
    db.close();

    const read = await readStoredPages(vault, id);
    expect(read.map((p) => p.index)).toEqual([1, 2, 3, 4]);
    expect(read[0]).toEqual({ index: 1, page: pages[0] });
    expect(read[1]).toEqual({ index: 2, unreadable: expect.stringMatching(/^Page 2 cannot be read: .+\.$/) });
    expect(read[2]).toEqual({
      index: 3,
      unreadable: 'Page 3 cannot be read: its stored record is not a sealed page.',
    });
    expect(read[3]).toEqual({ index: 4, page: pages[3] });
  });

  it('does not read a page moved to another place in the run or to another run', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const a = await storedRun(vault, 2);
    const b = await storedRun(vault, 1);
    const db = await openRunsDb(indexedDB);
    await db.put('pages', await db.get('pages', [a.id, 1]), [a.id, 2]);
    await db.put('pages', await db.get('pages', [a.id, 1]), [b.id, 1]);
    db.close();
    expect(unreadable(await readStoredPages(vault, a.id))).toEqual([2]);
    expect(unreadable(await readStoredPages(vault, b.id))).toEqual([1]);
  });

  it('lists a run whose header or facts are damaged as locked, corrupt, so it can be deleted', async () => {
    const indexedDB = new IDBFactory();
    const store = testStore(indexedDB);
    const vault = await store.open(ACME);
    const a = await storedRun(vault, 1);
    const b = await storedRun(vault, 1);
    const db = await openRunsDb(indexedDB);
    await db.put('runs', { id: a.id, formatVersion: 1, storedBytes: 'many' }, a.id);
    await db.put('facts', { formatVersion: 1 }, b.id);
    db.close();
    const listed = await vault.list();
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          header: expect.objectContaining({ id: a.id }),
          locked: true,
          reason: 'corrupt',
        }),
        expect.objectContaining({
          header: expect.objectContaining({ id: b.id }),
          locked: true,
          reason: 'corrupt',
        }),
      ]),
    );
    await store.delete(a.id);
    await store.delete(b.id);
    expect(await vault.list()).toEqual([]);
  });
});

describe('storage full', () => {
  it.each(['at-put', 'at-commit'] as const)(
    'answers "full" when the disk fills (%s) and keeps nothing of that page or its facts',
    async (when) => {
      const vault = await testStore(new IDBFactory()).open(ACME);
      const { id, pages } = await storedRun(vault, 2, 4);
      const before = await vault.list();

      fillDisk('pages', when);
      const third = dialogsPage(3, 4);
      expect(await vault.putPage(id, third, factsAfter(third))).toBe('full');
      vi.restoreAllMocks();

      expect(await vault.list()).toEqual(before);
      expect(await readStoredPages(vault, id)).toEqual(pages.map((page) => ({ index: page.index, page })));
      expect(await vault.putPage(id, third, factsAfter(third))).toBe('stored');
    },
  );

  it('answers "full" past the device budget, counting every run, and stores again once space is freed', async () => {
    const indexedDB = new IDBFactory();
    const other = await storedRun(await testStore(indexedDB).open(ACME), 2);
    const used = async (vault: Vault) =>
      (await vault.list()).reduce((sum, run) => sum + run.header.storedBytes, 0);
    const budgetBytes = 3 * (await used(await testStore(indexedDB).open(ACME)));
    const store = testStore(indexedDB, { budgetBytes });
    const vault = await store.open(ACME);

    const id = await vault.create(runFacts());
    const outcomes = [];
    for (let i = 1; i <= 12; i++) {
      const page = dialogsPage(i, 12);
      outcomes.push(await vault.putPage(id, page, factsAfter(page)));
    }
    const firstFull = outcomes.indexOf('full');
    expect(firstFull).toBeGreaterThan(0);
    expect(outcomes.slice(firstFull).every((o) => o === 'full')).toBe(true);
    expect(await used(vault)).toBeLessThanOrEqual(budgetBytes);

    await store.delete(other.id);
    const next = dialogsPage(firstFull + 1, 12);
    expect(await vault.putPage(id, next, factsAfter(next))).toBe('stored');
  });

  it('takes a budget set while open from the next page on, and none again when it is lifted', async () => {
    const store = testStore(new IDBFactory());
    const vault = await store.open(ACME);
    const id = await vault.create(runFacts());
    const put = (i: number) => {
      const page = dialogsPage(i, 4);
      return vault.putPage(id, page, factsAfter(page));
    };
    expect(await put(1)).toBe('stored');
    store.setBudget(1024);
    expect(await put(2)).toBe('full');
    store.setBudget(undefined);
    expect(await put(2)).toBe('stored');
  });

  it('lets other failures through as errors', async () => {
    const vault = await testStore(new IDBFactory()).open(ACME);
    const { id } = await storedRun(vault, 1);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('No.', 'DataError');
    });
    await expect(vault.putPage(id, dialogsPage(2, 2), runFacts())).rejects.toThrow('No.');
  });
});

describe('deleting', () => {
  it('deletes a run without a key: header, facts and every page', async () => {
    const indexedDB = new IDBFactory();
    const store = testStore(indexedDB);
    const vault = await store.open(ACME);
    const kept = await storedRun(vault, 1);
    const { id } = await storedRun(vault, 3);
    const keyless = testStore(indexedDB);
    await keyless.delete(id);
    expect((await vault.list()).map((r) => r.header.id)).toEqual([kept.id]);
    const db = await openRunsDb(indexedDB);
    expect(await db.getAllKeys('pages')).toEqual([[kept.id, 1]]);
    expect(await db.getAllKeys('facts')).toEqual([kept.id]);
    db.close();
  });

  it('deletes every run of the tenant, those of another secret too, and no other tenant’s', async () => {
    const store = testStore(new IDBFactory());
    const acme = await store.open(ACME);
    await storedRun(acme, 2);
    await storedRun(await store.open({ ...ACME, secret: 'old-secret' }), 1);
    const globex = await store.open({ ...ACME, tenant: 'globex' });
    const theirs = await storedRun(globex, 1);

    expect(await acme.deleteTenant()).toBe(2);
    expect(await acme.list()).toMatchObject([{ header: { id: theirs.id }, locked: true }]);
    expect(await globex.list()).toMatchObject([{ header: { id: theirs.id }, locked: false }]);
  });
});

describe('formats', () => {
  /** A new run whose page `page` is written straight into the database: `value` sealed as format `version`. */
  async function runWithSealedPage(
    value: unknown,
    version: number,
    page = 1,
    tail?: Uint8Array<ArrayBuffer>,
  ) {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const id = await vault.create(runFacts());
    const db = await openRunsDb(indexedDB);
    const key = await deriveVaultKey(ACME, await deviceSalt(db), TEST_ITERATIONS);
    await db.put('pages', await seal(key, value, { runId: id, page }, version, tail), [id, page]);
    db.close();
    return { vault, id };
  }

  it('lists a run written by a newer build as locked, newer format, and writes nothing into it', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const { id } = await storedRun(vault, 1);
    const db = await openRunsDb(indexedDB);
    const header = await db.get('runs', id);
    const newer = STORE_FORMAT_VERSION + 1;
    await db.put('runs', { ...(header as object), formatVersion: newer, renamedField: true }, id);
    db.close();
    expect(await vault.list()).toMatchObject([
      { header: { id, formatVersion: newer }, locked: true, reason: 'newer-format' },
    ]);
    await expect(vault.putPage(id, dialogsPage(2, 2), runFacts())).rejects.toThrow(/locked \(newer-format\)/);
  });

  it('says a page of a newer format was written by a newer version', async () => {
    const { vault, id } = await runWithSealedPage(dialogsPage(1, 1), STORE_FORMAT_VERSION + 1);
    expect(await readStoredPages(vault, id)).toEqual([
      {
        index: 1,
        unreadable: expect.stringMatching(/^Page 1 cannot be read: it was written by a newer version/),
      },
    ]);
  });

  it('reads a run of format 0 (before formats were numbered) as the current format, and writes on into it', async () => {
    const indexedDB = new IDBFactory();
    const store = testStore(indexedDB);
    const vault = await store.open(ACME);
    const db = await openRunsDb(indexedDB);
    const salt = await deviceSalt(db);
    const key = await deriveVaultKey(ACME, salt, TEST_ITERATIONS);
    const id = 'run-of-format-0';
    const tenantTag = await tenantTagOf('demo', 'acme', salt);
    const { keeping: _, ...oldFacts } = factsAfter(dialogsPage(1, 2));
    const withoutVersion = async (value: unknown, page?: number) => {
      const { formatVersion: _v, ...record } = await seal(key, value, { runId: id, page }, 0);
      return record;
    };
    await db.put(
      'runs',
      {
        id,
        tenantTag,
        createdAt: 1,
        updatedAt: 2,
        bytes: 900,
        pages: 1,
      },
      id,
    );
    await db.put('facts', await withoutVersion(oldFacts), id);
    await db.put('pages', await withoutVersion(dialogsPage(1, 2), 1), [id, 1]);
    db.close();

    expect(await vault.list()).toEqual([
      {
        header: {
          id,
          formatVersion: STORE_FORMAT_VERSION,
          tenantTag,
          createdAt: 1,
          updatedAt: 2,
          storedBytes: 900,
          storedPages: 1,
        },
        locked: false,
        facts: { ...oldFacts, keeping: true },
      },
    ]);
    expect(await readStoredPages(vault, id)).toEqual([{ index: 1, page: dialogsPage(1, 2) }]);
    expect(await vault.putPage(id, dialogsPage(2, 2), factsAfter(dialogsPage(2, 2)))).toBe('stored');
    expect((await readStoredPages(vault, id)).map((p) => p.index)).toEqual([1, 2]);
  });

  it('reads a page of format 1 (rows packed, values not coded) as the current format, beside pages of this one', async () => {
    const old = dialogsPage(1, 2);
    const { vault, id } = await runWithSealedPage({ ...old, ...packRows(old.rows) }, 1);
    expect(await vault.putPage(id, dialogsPage(2, 2), factsAfter(dialogsPage(2, 2)))).toBe('stored');
    expect(await readStoredPages(vault, id)).toEqual([
      { index: 1, page: old },
      { index: 2, page: dialogsPage(2, 2) },
    ]);
  });

  it('reads a page of format 2 (its fields and codes in one compressed frame) beside pages of this one', async () => {
    const { rows, ...fields } = dialogsPage(1, 2);
    const { rows: coded, tail } = storedCoded(encodeRows(rows));
    const { vault, id } = await runWithSealedPage({ ...fields, ...coded }, 2, 1, tail);
    expect(await vault.putPage(id, dialogsPage(2, 2), factsAfter(dialogsPage(2, 2)))).toBe('stored');
    expect(await readStoredPages(vault, id)).toEqual([
      { index: 1, page: dialogsPage(1, 2) },
      { index: 2, page: dialogsPage(2, 2) },
    ]);
  });

  it('says a page whose rows are not compressed rows cannot be read, and reads the others', async () => {
    const indexedDB = new IDBFactory();
    const vault = await testStore(indexedDB).open(ACME);
    const { id } = await storedRun(vault, 2);
    const db = await openRunsDb(indexedDB);
    const key = await deriveVaultKey(ACME, await deviceSalt(db), TEST_ITERATIONS);
    const { rows: _, ...fields } = dialogsPage(1, 2);
    const notGzip = new TextEncoder().encode('{"shapes":[]}');
    await db.put('pages', await sealPage(key, fields, { runId: id, page: 1 }, notGzip), [id, 1]);
    db.close();
    expect(await readStoredPages(vault, id)).toEqual([
      { index: 1, unreadable: 'Page 1 cannot be read: its rows are not a compressed frame.' },
      { index: 2, page: expect.objectContaining({ index: 2 }) },
    ]);
  });

  it('refuses, with a message, a record of an old format it has no step for', () => {
    expect(() => migrate('facts', 0, 'a string, not a record')).toThrow(FormatError);
    expect(() => migrate('facts', 0, 'a string, not a record')).toThrow(/format 0 content is not a record/);
  });
});

describe('eviction', () => {
  it('says the store was evicted when runs were stored and the browser has since emptied it', async () => {
    const marker = memoryMarker();
    const before = testStore(new IDBFactory(), { marker });
    expect(await before.evicted()).toBe(false);
    await storedRun(await before.open(ACME), 1);
    expect(await before.evicted()).toBe(false);
    // The same device after the browser dropped its IndexedDB: a new, empty database, the marker kept.
    expect(await testStore(new IDBFactory(), { marker }).evicted()).toBe(true);
  });

  it('does not call a store the user emptied evicted, nor one without a marker', async () => {
    const indexedDB = new IDBFactory();
    const store = testStore(indexedDB);
    const vault = await store.open(ACME);
    await storedRun(vault, 1);
    await vault.deleteTenant();
    expect(await store.evicted()).toBe(false);
    expect(await testStore(new IDBFactory(), { marker: null }).evicted()).toBe(false);
  });
});

describe('the key', () => {
  it('is derived with PBKDF2-SHA-256, 600,000 iterations, not extractable, when no test asks for fewer', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveKey');
    const vault = await createRunStore({ indexedDB: new IDBFactory(), marker: null }).open(ACME);
    expect(derive).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'PBKDF2', hash: 'SHA-256', iterations: PBKDF2_ITERATIONS }),
      expect.anything(),
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(await vault.list()).toEqual([]);
  }, 60_000);

  it('refuses fewer iterations outside tests', async () => {
    vi.stubEnv('MODE', 'production');
    try {
      const store = createRunStore({ indexedDB: new IDBFactory(), marker: null, iterations: 1_000 });
      await expect(store.open(ACME)).rejects.toThrow(/at least 600000 PBKDF2 iterations/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('gives one tenant one tag per device, and another tenant or device another', async () => {
    const salt = new Uint8Array(32);
    const otherSalt = new Uint8Array(32).fill(1);
    const tag = await tenantTagOf('demo', 'acme', salt);
    expect(tag).toMatch(/^[0-9a-f]{64}$/);
    expect(await tenantTagOf('demo', 'acme', salt)).toBe(tag);
    expect(await tenantTagOf('demo', 'globex', salt)).not.toBe(tag);
    expect(await tenantTagOf('demoa', 'cme', salt)).not.toBe(tag);
    expect(await tenantTagOf('demo', 'acme', otherSalt)).not.toBe(tag);
  });
});
