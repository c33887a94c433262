import { describe, expect, it } from 'vitest';
import { dialogsRow } from '../../../testing/sample-rows';
import { KEYS_READ_AT_ONCE } from '../../../core/table';
import { TableStore } from './table-store';

describe('TableStore (the run rows as an external store)', () => {
  it('starts from the pages it is given and tells subscribers of new rows, with a new snapshot', () => {
    const first = [dialogsRow({ id: 'a' }), dialogsRow({ id: 'b' })];
    const store = new TableStore('dialogs', [first]);
    const before = store.getSnapshot();
    expect(before).toMatchObject({ version: 0, loaded: 2 });
    let heard = 0;
    const unsubscribe = store.subscribe(() => heard++);
    store.sync([first]);
    expect(heard).toBe(0);
    expect(store.getSnapshot()).toBe(before);
    store.sync([first, [dialogsRow({ id: 'c' })]]);
    expect(heard).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ version: 1, loaded: 3 });
    // Dialogs rows bring no new keys: the columns keep their identity.
    expect(store.getSnapshot().columns).toBe(before.columns);
    unsubscribe();
    store.sync([first, [dialogsRow({ id: 'c' })], [dialogsRow({ id: 'd' })]]);
    expect(heard).toBe(1);
  });

  it('builds new columns when a page brings a new key, and starts over when the pages are replaced', () => {
    const store = new TableStore('sessions', [[{ a: 1 }]]);
    const one = store.getSnapshot().columns;
    expect(one.map((c) => c.key)).toEqual(['a']);
    store.sync([[{ a: 1 }], [{ a: 2 }]]);
    expect(store.getSnapshot().columns).toBe(one);
    store.sync([[{ a: 1 }], [{ a: 2 }], [{ b: 'x' }]]);
    expect(store.getSnapshot().columns.map((c) => c.key)).toEqual(['a', 'b']);
    store.sync([[{ c: true }]]);
    expect(store.getSnapshot()).toMatchObject({ loaded: 1, version: 3 });
  });

  it('shows a big page at once and finds a key that only its late rows carry while idle', () => {
    const rows = Array.from({ length: KEYS_READ_AT_ONCE + 500 }, (_, i) => ({ n: i }));
    rows.push({ n: -1, late: 'x' } as { n: number; late?: string });
    const store = new TableStore('sessions', [rows]);
    expect(store.getSnapshot().loaded).toBe(rows.length);
    expect(store.getSnapshot().columns.map((c) => c.key)).toEqual(['n']);
    let heard = 0;
    store.subscribe(() => heard++);
    const done = store.prepare(store.getSnapshot().columns, () => true);
    expect(done).toBe(true);
    expect(heard).toBe(1);
    expect(store.getSnapshot().columns.map((c) => c.key)).toEqual(['n', 'late']);
  });
});
