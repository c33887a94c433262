import { describe, expect, it } from 'vitest';
import { MAX_DICTIONARY } from './column-index';
import { rowTest } from './row-test';
import { rowIndexAt, TableModel, type TableView, type ViewSpec } from './table-model';
import { col, columnsOf } from '../../testing/table-columns';
import type { RowRecord } from './types';

const rowsOf = (model: TableModel, view: TableView) =>
  Array.from({ length: view.length }, (_, p) => model.rows[rowIndexAt(view, p)]);

const PART: Record<number, string> = { 0: 'Bot', 1: 'Customer', 2: 'Agent' };
const columns = columnsOf(
  col('id', 'text'),
  col('name', 'text'),
  col('n', 'number'),
  col('part', 'text', (v) => (typeof v === 'number' ? (PART[v] ?? `Unknown (${v})`) : '')),
  col('date', 'date'),
  col('flag', 'boolean'),
);
const spec = (over: Partial<ViewSpec> = {}): ViewSpec => ({
  columns,
  sort: [],
  global: '',
  globalKeys: [...columns.keys()],
  filters: {},
  ...over,
});

const page1: RowRecord[] = [
  { id: 'r1', name: 'beta', n: 3, part: 0, date: '2026-10-01T10:00:00-05:00', flag: true },
  { id: 'r2', name: 'Alpha', n: null, part: 1, date: '2026-10-01T14:00:00+00:00', flag: false },
  { id: 'r3', name: 'alpha', n: 3, part: 2, date: '2026-10-01T09:00:00-05:00', flag: null },
];
const page2: RowRecord[] = [
  { id: 'r4', name: 'Ñandú', n: -1, part: 1, date: '2026-10-02T00:00:00+02:00', flag: true },
  { id: 'r5', name: null, n: 10, part: 0, date: null, flag: false, late: { nested: [1] } },
];

describe('TableModel: pages and columns', () => {
  it('keeps the union of keys in first-seen order, a key first seen on a later page included', () => {
    const model = new TableModel();
    model.sync([page1]);
    expect(model.keys.keys).toEqual(['id', 'name', 'n', 'part', 'date', 'flag']);
    model.sync([page1, page2]);
    expect(model.keys.keys).toEqual(['id', 'name', 'n', 'part', 'date', 'flag', 'late']);
    expect(model.keys.kindOf('n')).toBe('number');
    expect(model.keys.kindOf('late')).toBe('object');
    expect(model.keys.kindOf('name')).toBe('string');
  });

  it('reads only the new page when a page is appended, and starts over on a new run', () => {
    let reads = 0;
    const counted = (row: RowRecord) =>
      new Proxy(row, {
        ownKeys: (t) => {
          reads++;
          return Reflect.ownKeys(t);
        },
      });
    const first = page1.map(counted);
    const model = new TableModel();
    expect(model.sync([first])).toBe('append');
    const afterFirst = reads;
    expect(model.sync([first, page2])).toBe('append');
    expect(model.sync([first, page2])).toBe('none');
    expect(reads).toBe(afterFirst);
    expect(model.rows).toHaveLength(5);
    expect(model.sync([page2])).toBe('reset');
    expect(model.rows.map((r) => r.id)).toEqual(['r4', 'r5']);
    expect(model.sync([])).toBe('reset');
    expect(model.rows).toHaveLength(0);
  });
});

describe('TableModel: sorting', () => {
  const model = new TableModel({ collator: new Intl.Collator('en') });
  model.sync([page1, page2]);
  const ids = (view: TableView) => rowsOf(model, view).map((r) => r?.id);

  it('sorts text with the collator (case and accents as a person expects), nulls last', () => {
    expect(ids(model.view(spec({ sort: [{ key: 'name', desc: false }] })))).toEqual([
      'r3',
      'r2',
      'r1',
      'r4',
      'r5',
    ]);
    expect(ids(model.view(spec({ sort: [{ key: 'name', desc: true }] })))).toEqual([
      'r4',
      'r1',
      'r2',
      'r3',
      'r5',
    ]);
  });

  it('sorts numbers as numbers, keeping rows with equal values in arrival order (stable)', () => {
    expect(ids(model.view(spec({ sort: [{ key: 'n', desc: false }] })))).toEqual([
      'r4',
      'r1',
      'r3',
      'r5',
      'r2',
    ]);
    expect(ids(model.view(spec({ sort: [{ key: 'n', desc: true }] })))).toEqual([
      'r5',
      'r1',
      'r3',
      'r4',
      'r2',
    ]);
  });

  it('sorts by several keys, the first deciding and the next breaking its ties', () => {
    const view = model.view(
      spec({
        sort: [
          { key: 'n', desc: true },
          { key: 'name', desc: false },
        ],
      }),
    );
    expect(ids(view)).toEqual(['r5', 'r3', 'r1', 'r4', 'r2']);
    const byPart = model.view(
      spec({
        sort: [
          { key: 'part', desc: false },
          { key: 'n', desc: true },
        ],
      }),
    );
    // Agent, Bot (10, 3), Customer (-1, null)
    expect(ids(byPart)).toEqual(['r3', 'r5', 'r1', 'r4', 'r2']);
  });

  it('sorts dates by instant across offsets, and booleans false before true', () => {
    expect(ids(model.view(spec({ sort: [{ key: 'date', desc: false }] })))).toEqual([
      'r2',
      'r3',
      'r1',
      'r4',
      'r5',
    ]);
    expect(ids(model.view(spec({ sort: [{ key: 'flag', desc: false }] })))).toEqual([
      'r2',
      'r5',
      'r1',
      'r4',
      'r3',
    ]);
  });

  it('is stable over many equal keys', () => {
    const big = new TableModel();
    big.sync([Array.from({ length: 5000 }, (_, i) => ({ i, g: i % 3 === 0 ? 'x' : 'y' }))]);
    const cols = columnsOf(col('g', 'text'), col('i', 'number'));
    const view = big.view({ ...spec(), columns: cols, sort: [{ key: 'g', desc: true }] });
    const seq = rowsOf(big, view).map((r) => Number(r?.i));
    const ys = seq.slice(0, 3333);
    expect(ys.every((v, k) => k === 0 || v > (ys[k - 1] ?? -1))).toBe(true);
    expect(seq.slice(3333).every((v, k, a) => k === 0 || v > (a[k - 1] ?? -1))).toBe(true);
  });
});

describe('TableModel: filters', () => {
  const model = new TableModel({ collator: new Intl.Collator('en') });
  model.sync([page1, page2]);
  const ids = (over: Partial<ViewSpec>) => rowsOf(model, model.view(spec(over))).map((r) => r?.id);

  it('finds the global text in any searched column, case-insensitively, on what the cell shows', () => {
    expect(ids({ global: 'ALPHA' })).toEqual(['r2', 'r3']);
    expect(ids({ global: 'customer' })).toEqual(['r2', 'r4']);
    expect(ids({ global: 'ñan' })).toEqual(['r4']);
    expect(ids({ global: 'alpha', globalKeys: ['id'] })).toEqual([]);
    expect(ids({ global: '  ' })).toHaveLength(5);
  });

  it('shows every row in its order, with no list of positions, when every row passes the filter', () => {
    const everyRow = model.view(spec({ global: 'r' }));
    expect(everyRow).toMatchObject({ order: null, length: 5 });
    const sorted = model.view(spec({ global: 'r', sort: [{ key: 'n', desc: false }] }));
    expect(sorted.order).toBe(model.view(spec({ sort: [{ key: 'n', desc: false }] })).order);
    expect(rowsOf(model, sorted).map((r) => r?.id)).toEqual(['r4', 'r1', 'r3', 'r5', 'r2']);
  });

  it('combines column filters: contains, number range and pick list', () => {
    expect(ids({ filters: { name: { kind: 'contains', text: 'lph' } } })).toEqual(['r2', 'r3']);
    expect(ids({ filters: { n: { kind: 'range', min: 0, max: 3 } } })).toEqual(['r1', 'r3']);
    expect(ids({ filters: { n: { kind: 'range', min: null, max: 0 } } })).toEqual(['r4']);
    expect(ids({ filters: { part: { kind: 'oneOf', values: ['Bot', 'Agent'] } } })).toEqual([
      'r1',
      'r3',
      'r5',
    ]);
    expect(
      ids({
        filters: {
          part: { kind: 'oneOf', values: ['Bot', 'Agent'] },
          n: { kind: 'range', min: 5, max: null },
        },
        sort: [{ key: 'n', desc: false }],
      }),
    ).toEqual(['r5']);
    expect(model.pickList(columns.get('part') ?? col('x'), 10)).toEqual(['Agent', 'Bot', 'Customer']);
  });

  it("leaves every row as it was once its columns are indexed (a row may take the index's equal string)", () => {
    // The same values on two pages, each its own copy, as pages read back are.
    const rows = [page1, page1, page2].map((page) => page.map((row) => JSON.parse(JSON.stringify(row))));
    const indexed = new TableModel();
    indexed.sync(rows);
    expect(
      rowsOf(indexed, indexed.view(spec({ filters: { name: { kind: 'contains', text: 'a' } } }))),
    ).toHaveLength(7);
    expect(rows).toEqual([page1, page1, page2]);
  });

  it('gives the same rows typing letter by letter as for the whole word at once', () => {
    const typed = new TableModel();
    typed.sync([page1, page2]);
    for (const q of ['a', 'al', 'alp', 'alph']) typed.view(spec({ global: q }));
    const fresh = new TableModel();
    fresh.sync([page1, page2]);
    expect(rowsOf(typed, typed.view(spec({ global: 'alpha' })))).toEqual(
      rowsOf(fresh, fresh.view(spec({ global: 'alpha' }))),
    );
    // 'false' and 'Bot' are what r5 shows: every row has an 'a' somewhere.
    expect(rowsOf(typed, typed.view(spec({ global: 'a' })))).toHaveLength(5);
  });

  it('applies the current filters and sort to a page that arrives later', () => {
    const live = new TableModel();
    const over = {
      global: 'a',
      filters: { n: { kind: 'range' as const, min: 0, max: null } },
      sort: [{ key: 'n', desc: true }],
    };
    live.sync([page1]);
    expect(rowsOf(live, live.view(spec(over))).map((r) => r?.id)).toEqual(['r1', 'r3']);
    live.sync([page1, page2, [{ id: 'r6', name: 'gamma', n: 7 }]]);
    expect(rowsOf(live, live.view(spec(over))).map((r) => r?.id)).toEqual(['r5', 'r6', 'r1', 'r3']);
  });

  it('keeps filtering right when a column outgrows its dictionary', () => {
    const n = MAX_DICTIONARY + 500;
    const rows = Array.from({ length: n }, (_, i) => ({ k: `Key-${i}`, g: i % 2 }));
    const wide = new TableModel();
    const cols = columnsOf(col('k', 'text'), col('g', 'number'));
    wide.sync([rows.slice(0, 1000)]);
    const s = { columns: cols, sort: [], global: 'key-99', globalKeys: ['k'], filters: {} };
    expect(wide.view(s).length).toBe(11); // Key-99, Key-990..Key-999
    wide.sync([rows.slice(0, 1000), rows.slice(1000)]);
    wide.prepare([...cols.values()], () => true);
    const view = wide.view({ ...s, global: 'key-6553' });
    expect(rowsOf(wide, view).map((r) => r?.k)).toEqual([
      'Key-6553',
      ...Array.from({ length: 10 }, (_, d) => `Key-6553${d}`),
    ]);
    // The wide column searched after another one: only the rows the first left unmatched are visited.
    const both = wide.view({ ...s, global: '1', globalKeys: ['g', 'k'] });
    const expected = rows.filter((r) => r.g === 1 || r.k.includes('1')).map((r) => r.k);
    expect(rowsOf(wide, both).map((r) => r?.k)).toEqual(expected);
  });

  it('searches right all along while a column that outgrew its dictionary is indexed in short steps, reworded midway', () => {
    const n = MAX_DICTIONARY + 500;
    const rows = Array.from({ length: n }, (_, i) => ({ k: `Key-${i}`, code: i % 3 }));
    const model = new TableModel();
    // The columns' words in English, then in Spanish: each column's text is another function.
    const english = { key: 'Key', names: ['zero', 'one', 'two'], needles: ['key-6553', 'one'] };
    const spanish = { key: 'Clave', names: ['cero', 'uno', 'dos'], needles: ['clave-6553', 'uno'] };
    type Words = typeof english;
    const columnsIn = (w: Words) =>
      columnsOf(
        col('k', 'text', (v) => String(v).replace('Key', w.key)),
        col('code', 'text', (v) => w.names[Number(v)] ?? ''),
      );
    let words = english;
    let cols = columnsIn(words);
    model.sync([rows]);
    // A search's complete answer: the view answered in part, the rest of its rows read, the view again.
    const found = (global: string) => {
      const spec = { columns: cols, sort: [], global, globalKeys: ['k', 'code'], filters: {} };
      model.view(spec);
      model.search(() => true);
      return rowsOf(model, model.view(spec))
        .map((r) => r?.k)
        .join();
    };
    const expected = (global: string) =>
      rows
        .filter(
          (r) =>
            r.k.replace('Key', words.key).toLowerCase().includes(global) ||
            (words.names[r.code] ?? '').includes(global),
        )
        .map((r) => r.k)
        .join();
    // Idle steps of 40 slices of 32 rows each, a search now and then. The 65,537th distinct key comes in
    // step 52, and the rows coded until then are given a text each over the next steps; the words change
    // in the middle of that.
    let steps = 0;
    let done = false;
    while (!done) {
      let slices = 0;
      done = model.prepare([...cols.values()], () => slices++ < 40, 32);
      if (++steps === 53) cols = columnsIn((words = spanish));
      // Not while the coded rows are given their texts: a view needs the column whole, and completes it.
      if (steps === 10 || steps === 20 || done)
        for (const needle of words.needles) expect(found(needle)).toBe(expected(needle));
    }
    expect(steps).toBeGreaterThan(55);
    expect(found('clave-1')).toBe(expected('clave-1'));
  });

  it('sorts an id column wider than a dictionary exactly, its shared start shortened by a later page', () => {
    const n = MAX_DICTIONARY + 500;
    const hex = (k: number) => ((k * 2654435761) % 2 ** 32).toString(16).padStart(8, '0');
    // The first id is "ord-2026-00" and every id of the first page starts with it; the second page's start
    // "ord-2025-" and "ORD-", so the start every id shares shrinks to "ord-202", then to nothing.
    const ids = Array.from({ length: n }, (_, i) =>
      i === 0
        ? 'ord-2026-00'
        : i < 60_000
          ? `ord-2026-00${hex(i)}`
          : i % 2
            ? `ord-2025-${hex(i)}`
            : `ORD-2026-00${hex(i)}`,
    );
    const rows = ids.map((id) => ({ id }));
    const model = new TableModel();
    // Shown as they are, so the column's strings are ranked as they stand, past the shared start.
    const cols = columnsOf({ ...col('id', 'text'), stringsAsIs: true });
    const sortedIds = () =>
      rowsOf(
        model,
        model.view({
          columns: cols,
          sort: [{ key: 'id', desc: false }],
          global: '',
          globalKeys: [],
          filters: {},
        }),
      ).map((r) => r?.id);
    const collator = new Intl.Collator(undefined, { numeric: false });
    const exactOrder = (list: string[]) => [...list].sort((a, b) => collator.compare(a, b));
    model.sync([rows.slice(0, 60_000)]);
    expect(sortedIds()).toEqual(exactOrder(ids.slice(0, 60_000)));
    model.sync([rows.slice(0, 60_000), rows.slice(60_000)]);
    expect(sortedIds()).toEqual(exactOrder(ids));
  });

  it('sorts a column of repeated messages that outgrows its dictionary late, both ways, nulls last', () => {
    // Each message twice or more, so the column outgrows the dictionary only past twice its size in rows,
    // and rows added after that are still sorted among the others.
    const n = 2 * MAX_DICTIONARY + 20_000;
    const text = (i: number) =>
      i % 50 === 0
        ? null
        : i % 7 === 0
          ? `Hola 👋 ${i % 300}`
          : `msg ${(Math.floor(i / 2) * 7919) % (MAX_DICTIONARY + 9000)}`;
    const rows = Array.from({ length: n }, (_, i) => ({ t: text(i) }));
    const model = new TableModel();
    const cols = columnsOf({ ...col('t', 'text'), stringsAsIs: true });
    model.sync([rows.slice(0, n - 1000), rows.slice(n - 1000)]);
    const collator = new Intl.Collator();
    const present = rows.map((r, i) => ({ t: r.t, i })).filter((r) => r.t !== null);
    const expected = present
      .sort((a, b) => collator.compare(a.t ?? '', b.t ?? '') || a.i - b.i)
      .map((r) => r.i);
    const nulls = rows.flatMap((r, i) => (r.t === null ? [i] : []));
    for (const desc of [false, true]) {
      const view = model.view({
        columns: cols,
        sort: [{ key: 't', desc }],
        global: '',
        globalKeys: [],
        filters: {},
      });
      const order = Array.from({ length: view.length }, (_, p) => rowIndexAt(view, p));
      const byText = desc ? groupsReversed(expected, (i) => rows[i]?.t) : expected;
      expect(order).toEqual([...byText, ...nulls]);
    }
  });

  it('sorts a date column of more distinct instants than a dictionary holds, pages parsed as they came', () => {
    const n = MAX_DICTIONARY + 500;
    const start = Date.UTC(2026, 0, 1);
    // Shuffled instants in several offsets, a few nulls and a text that is no date (both sort last).
    const rows = Array.from({ length: n }, (_, i) => {
      const ms = start + ((i * 7919) % n) * 61_000;
      const zone = ['Z', '-05:00', '+02:00'][i % 3] ?? 'Z';
      const shift = zone === 'Z' ? 0 : zone === '-05:00' ? -5 * 3_600_000 : 2 * 3_600_000;
      const local = new Date(ms + shift).toISOString().slice(0, 23);
      return { d: i % 1000 === 0 ? null : i === 5 ? 'soon' : `${local}${zone}` };
    });
    const model = new TableModel();
    const cols = columnsOf(col('d', 'date'));
    model.sync([rows.slice(0, 30_000)]);
    model.sync([rows.slice(0, 30_000), rows.slice(30_000)]);
    for (const desc of [false, true]) {
      const view = model.view({
        columns: cols,
        sort: [{ key: 'd', desc }],
        global: '',
        globalKeys: [],
        filters: {},
      });
      const at = (r: RowRecord | undefined) => (typeof r?.d === 'string' ? Date.parse(r.d) : Number.NaN);
      const got = rowsOf(model, view).map(at);
      const dated = rows.map((r) => at(r)).filter((x) => !Number.isNaN(x));
      dated.sort((a, b) => (desc ? b - a : a - b));
      expect(got.slice(0, dated.length)).toEqual(dated);
      expect(got.slice(dated.length).every((x) => Number.isNaN(x))).toBe(true);
    }
  });
});

describe('TableModel: a search typed before the rows are indexed', () => {
  const WORDS = ['saldo', 'factura', 'hola', null, 'Saldo pendiente'];
  const big: RowRecord[] = Array.from({ length: 30_000 }, (_, i) => ({
    id: `r${i}`,
    word: WORDS[(i * 7) % WORDS.length],
    n: (i * 7919) % 1_000,
  }));
  const cols = columnsOf(col('id', 'text'), col('word', 'text'), col('n', 'number'));
  const search = (over: Partial<ViewSpec> = {}): ViewSpec => ({
    columns: cols,
    sort: [],
    global: 'sal',
    globalKeys: ['id', 'word', 'n'],
    filters: {},
    ...over,
  });
  const idsOf = (model: TableModel, view: TableView) => rowsOf(model, view).map((r) => r?.id);
  const finished = (over: Partial<ViewSpec> = {}, pages: RowRecord[][] = [big]) => {
    const model = new TableModel({ clock: () => 0 });
    model.sync(pages);
    model.prepare([...cols.values()], () => true);
    return idsOf(model, model.view(search(over)));
  };
  /** A clock that moves 1 ms each time it is read: a view's time to read rows runs out after a few. */
  const ticking = () => {
    let t = 0;
    return () => t++;
  };

  for (const [name, over] of [
    ['in arrival order', {}],
    ['sorted', { sort: [{ key: 'n', desc: true }] }],
    ['with a column filter as well', { filters: { n: { kind: 'range', min: 100, max: 500 } } }],
  ] as const) {
    it(`shows the first matches at once and the rest as indexing goes on, ${name}`, () => {
      const model = new TableModel({ clock: ticking() });
      model.sync([big]);
      const first = model.view(search(over));
      const all = finished(over);
      expect(first.searching).toBe(true);
      expect(model.searching).toBe(true);
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThan(all.length);
      // What shows is exactly the start of the finished answer: nothing moves when the rest arrives.
      expect(idsOf(model, first)).toEqual(all.slice(0, first.length));
      let slices = 0;
      while (!model.prepare([], () => slices++ % 3 !== 2)) {
        const partial = model.view(search(over));
        expect(idsOf(model, partial)).toEqual(all.slice(0, partial.length));
      }
      const last = model.view(search(over));
      expect(last.searching).toBe(false);
      expect(model.searching).toBe(false);
      expect(idsOf(model, last)).toEqual(all);
    });

    it(`finishes the answer by reading the rows, no column indexed, to what the indexes answer, ${name}`, () => {
      const model = new TableModel({ clock: ticking() });
      model.sync([big]);
      expect(model.view(search(over)).searching).toBe(true);
      let slices = 0;
      while (!model.search(() => slices++ % 2 === 0)) expect(model.searching).toBe(true);
      const whole = model.view(search(over));
      expect(whole.searching).toBe(false);
      expect(model.searching).toBe(false);
      expect(idsOf(model, whole)).toEqual(finished(over));
    });
  }

  it('drops a search typed over, and reads the rows of a page that lands while it goes on', () => {
    const more = big.slice(0, 5_000).map((row, i) => ({ ...row, id: `m${i}` }));
    // Typed on ("a", "al", "sal": a row without the shorter text lacks the longer) and typed anew ("hol").
    for (const typed of [
      ['a', 'al', 'sal'],
      ['a', 'hol'],
    ]) {
      const model = new TableModel({ clock: ticking() });
      model.sync([big]);
      for (const global of typed) {
        model.view(search({ global }));
        let slices = 0;
        expect(model.search(() => slices++ < 3)).toBe(false);
      }
      const last = typed.at(-1) ?? '';
      model.sync([big, more]);
      expect(model.view(search({ global: last })).searching).toBe(true);
      expect(model.search(() => true)).toBe(true);
      const whole = model.view(search({ global: last }));
      expect(whole.searching).toBe(false);
      expect(idsOf(model, whole)).toEqual(finished({ global: last }, [big, more]));
      expect(whole.length).toBeGreaterThan(1_000);
    }
  });

  it('answers in full at once when there is time to read every row', () => {
    const model = new TableModel({ clock: () => 0 });
    model.sync([big]);
    const view = model.view(search());
    expect(view.searching).toBe(false);
    expect(idsOf(model, view)).toEqual(finished());
  });

  const checks: Partial<ViewSpec>[] = [
    { global: 'customer' },
    { global: '2026-10-01' },
    { global: 'true' },
    { global: ' ÑAN ' },
    { global: '{"nested"' },
    { filters: { name: { kind: 'contains', text: ' ALPHA ' } } },
    { filters: { part: { kind: 'oneOf', values: ['Agent', 'Customer'] } } },
    { filters: { name: { kind: 'oneOf', values: [''] } } },
    { filters: { n: { kind: 'range', min: 0, max: null } }, global: 'r' },
  ];

  it('reads a cell as the indexes do: shown text, empty cells, pick lists and ranges', () => {
    for (const over of checks) {
      const indexed = new TableModel({ clock: () => 0 });
      indexed.sync([page1, page2]);
      indexed.prepare([...columns.values()], () => true);
      const byIndex = rowsOf(indexed, indexed.view(spec(over))).map((r) => r?.id);
      const test = rowTest(spec(over));
      expect([...page1, ...page2].filter((row) => test(row)).map((r) => r.id)).toEqual(byIndex);
    }
  });

  it('answers as the indexes do when it reads the rows no index covers yet', () => {
    // More cells than are indexed at once for one column, so the rows are read.
    const many = Array.from({ length: 9_000 }, () => [...page1, ...page2]).flat();
    const positions = (view: TableView) => Array.from({ length: view.length }, (_, p) => rowIndexAt(view, p));
    const withLate = columnsOf(...columns.values(), col('late', 'text'));
    for (const over of checks) {
      const indexed = new TableModel({ clock: () => 0 });
      indexed.sync([many]);
      indexed.prepare([...withLate.values()], () => true);
      const read = new TableModel({ clock: ticking() });
      read.sync([many]);
      const looking = spec({ columns: withLate, globalKeys: [...withLate.keys()], ...over });
      expect(read.view(looking).searching).toBe(true);
      expect(read.search(() => true)).toBe(true);
      expect(positions(read.view(looking))).toEqual(positions(indexed.view(looking)));
    }
  });
});

/** `order` with its runs of equal values reversed as a whole, each run kept in its own order. */
function groupsReversed(order: number[], valueOf: (i: number) => unknown): number[] {
  const runs: number[][] = [];
  for (const i of order) {
    const last = runs[runs.length - 1];
    if (last && valueOf(last[0] ?? 0) === valueOf(i)) last.push(i);
    else runs.push([i]);
  }
  return runs.reverse().flat();
}
