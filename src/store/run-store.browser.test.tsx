// The page store in a real Chromium: its IndexedDB, its WebCrypto and its CompressionStream, as the app
// and its worker use them (the Node tests run on fake-indexeddb).
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { ACME, dialogsPage, factsAfter, runFacts, testStore } from '../testing/store-fixture';
import { readStoredPages } from '../testing/stored-pages';
import { decodeRows } from '../core/coded-rows';
import { codedRead } from './framed-read';

const opened: string[] = [];

/**
 * A store on a database of its own, deleted after the test (the store's connection closes when the
 * database is deleted, as for another tab's upgrade: src/store/db.ts); its marker is the page's localStorage.
 */
function browserStore() {
  const name = `report-explorer-runs-test-${crypto.randomUUID()}`;
  const store = testStore(indexedDB, { databaseName: name, marker: localStorage });
  opened.push(name);
  return { store, name };
}

afterEach(async () => {
  for (const name of opened.splice(0)) {
    await deleteDB(name);
    localStorage.removeItem(`${name}:had-runs`);
  }
});

describe('the page store in a browser', () => {
  it('stores pages and reads them back; another secret sees the run locked', async () => {
    const { store } = browserStore();
    const vault = await store.open(ACME);
    const id = await vault.create(runFacts());
    const pages = [dialogsPage(1, 3, 500), dialogsPage(2, 3, 500)];
    for (const page of pages) expect(await vault.putPage(id, page, factsAfter(page))).toBe('stored');

    expect(await vault.list()).toMatchObject([{ locked: false, header: { id, storedPages: 2 } }]);
    expect(await readStoredPages(vault, id)).toEqual(pages.map((page) => ({ index: page.index, page })));
    // As the engine sends them on: the rows left in their frame, and read there as coded, each code 2 bytes.
    const coded = [];
    for await (const read of vault.framedPages(id)) coded.push(codedRead(read));
    expect(coded.map((read) => ('page' in read ? decodeRows(read.page.rows) : read))).toEqual(
      pages.map((page) => page.rows),
    );
    expect(coded.map((read) => 'page' in read && read.page.rows.codes instanceof Uint16Array)).toEqual([
      true,
      true,
    ]);

    const wrong = await store.open({ ...ACME, secret: 'another' });
    expect(await wrong.list()).toMatchObject([{ locked: true, reason: 'other-key' }]);
    await store.delete(id);
    expect(await vault.list()).toEqual([]);
  });

  it('stores far fewer bytes than the rows’ JSON', async () => {
    const { store } = browserStore();
    const vault = await store.open(ACME);
    const id = await vault.create(runFacts());
    const page = dialogsPage(1, 1, 500);
    await vault.putPage(id, page, factsAfter(page));
    const [run] = await vault.list();
    expect(run?.header.storedBytes).toBeLessThan(JSON.stringify(page.rows).length / 4);
  });

  it('tells a store the browser emptied from one never used', async () => {
    const { store, name } = browserStore();
    expect(await store.evicted()).toBe(false);
    const vault = await store.open(ACME);
    await vault.create(runFacts());
    expect(await store.evicted()).toBe(false);
    await deleteDB(name);
    const after = testStore(indexedDB, { databaseName: name, marker: localStorage });
    opened.push(name);
    expect(await after.evicted()).toBe(true);
  });
});
