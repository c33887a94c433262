import { describe, expect, it } from 'vitest';
import { columnOf } from '../../testing/summary-fixture';
import type { CoreColumn } from '../table';
import { CategoryEncoder, DateEncoder, NumberEncoder, summaryKindOf } from './columns';
import { roomAhead } from './grown';

describe('what a column is good for', () => {
  it('tells dates, numbers and categories apart', () => {
    expect(summaryKindOf(columnOf('date', 'date'), [])).toBe('date');
    expect(summaryKindOf(columnOf('n', 'number'), ['text'])).toBe('number');
    expect(
      summaryKindOf(columnOf('at', 'text'), ['2026-03-01 10:00:00', null, '2026-03-01T10:00:00.123-05:00']),
    ).toBe('date');
    expect(summaryKindOf(columnOf('on'), ['2026-03-01', ''])).toBe('date');
    expect(summaryKindOf(columnOf('n'), [1, 2.5, null])).toBe('number');
    expect(summaryKindOf(columnOf('mixed'), [1, 'two'])).toBe('category');
    // A coded number shown as a word (a DIALOGS part) groups by its word.
    expect(summaryKindOf(columnOf('part', 'text'), [0, 1, 2])).toBe('category');
    expect(summaryKindOf(columnOf('id', 'text'), ['2026-03-01 or so'])).toBe('category');
  });
});

describe('encoding a column as pages arrive', () => {
  const part: CoreColumn = {
    key: 'part',
    sortAs: 'text',
    text: (v) => (v === 0 ? 'Bot' : v === 1 ? 'Customer' : String(v)),
  };
  const parte: CoreColumn = { ...part, text: (v) => (v === 0 ? 'Bot' : v === 1 ? 'Cliente' : String(v)) };

  it('codes what a cell shows: values that show alike share a code, and missing is 0', () => {
    const e = new CategoryEncoder(columnOf('v'));
    e.encode([
      { v: 1 },
      { v: '1' },
      { v: 'x' },
      { v: null },
      {},
      { v: '' },
      { v: { a: 1 } },
      { v: { a: 1 } },
    ]);
    expect([...e.data().codes.subarray(0, e.size)]).toEqual([1, 1, 2, 0, 0, 0, 3, 3]);
    expect([0, 1, 2, 3].map((c) => e.textOf(c))).toEqual(['', '1', 'x', '{"a":1}']);
  });

  it('appends each new tail, a limited number of rows at a time', () => {
    const rows = [{ part: 0 }, { part: 1 }, { part: 0 }, { part: 2 }];
    const e = new CategoryEncoder(part);
    e.encode(rows.slice(0, 2));
    e.encode(rows, 1);
    expect(e.size).toBe(3);
    e.encode(rows);
    expect(e.tail(2)).toEqual({ kind: 'category', codes: Uint32Array.from([1, 3]), size: 2, from: 2 });
    // The same codes, worded in another language.
    expect(e.textOf(2, parte)).toBe('Cliente');
    expect(e.valueOf(2)).toBe(1);
  });

  it('encodes the next pages into the room made ahead of them, with the same codes', () => {
    const page = (from: number) => Array.from({ length: 10_000 }, (_, i) => ({ part: (from + i) % 3, n: i }));
    const rows = [...page(0), ...page(10_000), ...page(20_000), ...page(30_000), ...page(40_000)];
    const ahead = [new CategoryEncoder(part), new NumberEncoder(columnOf('n'))] as const;
    const plain = [new CategoryEncoder(part), new NumberEncoder(columnOf('n'))] as const;
    const arrays = () => ahead.map((e) => (e.kind === 'category' ? e.data().codes : e.data().values));
    for (const e of [...ahead, ...plain]) e.encode(rows.slice(0, 40_000));
    for (const e of ahead) e.reserve(roomAhead(40_000));
    const before = arrays();

    for (const e of [...ahead, ...plain]) e.encode(rows);

    arrays().forEach((array, i) => expect(array).toBe(before[i]));
    expect(ahead.map((e) => e.tail(0))).toEqual(plain.map((e) => e.tail(0)));
  });

  it('reads finite numbers only', () => {
    const e = new NumberEncoder(columnOf('n'));
    e.encode([{ n: 1.5 }, { n: '2' }, { n: null }, { n: Infinity }, { n: -0.25 }]);
    expect([...e.tail(0).values]).toEqual([1.5, NaN, NaN, NaN, -0.25]);
  });

  it('reads a date text as the clock it shows, and an instant on the browser clock', () => {
    const text = new DateEncoder(columnOf('at', 'text'));
    text.encode([
      { at: '2026-03-01T10:15:30.123-05:00' },
      { at: '2026-03-01 23:00' },
      { at: 'soon' },
      { at: 5 },
    ]);
    expect([...text.tail(0).wall]).toEqual([
      Date.UTC(2026, 2, 1, 10, 15, 30),
      Date.UTC(2026, 2, 1, 23),
      NaN,
      NaN,
    ]);
    expect(text.separator).toBe('T');
    const plusTwo = new DateEncoder(columnOf('date', 'date'), () => 2 * 3_600_000);
    plusTwo.encode([{ date: '2026-03-01T23:30:00.000-05:00' }, { date: null }]);
    expect([...plusTwo.tail(0).wall]).toEqual([Date.UTC(2026, 2, 2, 6, 30), NaN]);
    expect(plusTwo.separator).toBe(' ');
  });
});
