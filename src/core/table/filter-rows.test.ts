import { describe, expect, it } from 'vitest';
import { MAX_DICTIONARY } from './column-index';
import { rowIndexAt, TableModel } from './table-model';
import { col, columnsOf, plainText } from '../../testing/table-columns';
import type { RowRecord } from './types';

// Columns of every shape the global filter treats differently: few values, many values (wide), digits
// only, hex ids, text beyond ASCII, nulls.
const WORDS = ['saldo', 'Factura', 'Ñandú', 'menú', 'hola', null];
const rows: RowRecord[] = Array.from({ length: MAX_DICTIONARY + 2_000 }, (_, i) => ({
  id: `69cb0e7f${i.toString(16).padStart(8, '0')}`,
  n: (i * 7919) % 100_003,
  word: WORDS[i % WORDS.length],
  note: i % 3 === 0 ? `nota ${i % 50} sobre el saldo` : i % 3 === 1 ? 'sin nota' : null,
}));
const columns = columnsOf(col('id', 'text'), col('n', 'number'), col('word', 'text'), col('note', 'text'));
const keys = [...columns.keys()];

const expected = (needle: string) =>
  rows.filter((r) => keys.some((k) => plainText(r[k]).toLowerCase().includes(needle)));

describe('global filter', () => {
  const model = new TableModel();
  model.sync([rows.slice(0, 5_000), rows.slice(5_000)]);
  // Indexed first, as idle time does: these are the indexes' answers (a search before is in table-model.test).
  model.prepare([...columns.values()], () => true);
  const shown = (needle: string) => {
    const view = model.view({ columns, sort: [], global: needle, globalKeys: keys, filters: {} });
    return Array.from({ length: view.length }, (_, p) => model.rows[rowIndexAt(view, p)]);
  };

  it('finds exactly the rows whose text in any column contains the needle, in every kind of column', () => {
    for (const needle of [
      's',
      'sal',
      'saldo',
      'ñ',
      'ú',
      'menú',
      '0e7f0000ff',
      '99',
      'nota 4',
      'x',
      'z9',
      '',
    ]) {
      expect(shown(needle), needle).toEqual(needle === '' ? rows : expected(needle));
    }
  });

  it('gives the same rows typing on letter by letter', () => {
    for (const needle of ['f', 'fa', 'fac', 'fact', 'factu', 'factura']) {
      expect(shown(needle), needle).toEqual(expected(needle));
    }
  });

  it('finds the words a page brings between two keystrokes, and everything again after a backspace', () => {
    const growing = new TableModel();
    const first = Array.from({ length: 3_000 }, (_, i) => ({ word: WORDS[i % WORDS.length] }));
    const later = [{ word: 'fanta' }, { word: 'fax' }, { word: 'afa' }];
    const seen = (needle: string) => {
      const view = growing.view({ columns, sort: [], global: needle, globalKeys: ['word'], filters: {} });
      return Array.from({ length: view.length }, (_, p) => growing.rows[rowIndexAt(view, p)]?.word);
    };
    growing.sync([first]);
    growing.prepare([...columns.values()], () => true);
    expect(new Set(seen('f'))).toEqual(new Set(['Factura']));
    growing.sync([first, later]);
    expect(new Set(seen('fa'))).toEqual(new Set(['Factura', 'fanta', 'fax', 'afa']));
    expect(new Set(seen('fan'))).toEqual(new Set(['fanta']));
    expect(new Set(seen('a'))).toEqual(
      new Set(['saldo', 'Factura', 'Ñandú', 'hola', ...later.map((r) => r.word)]),
    );
  });
});

describe('a period or a bin opened from a summary', () => {
  const dated: RowRecord[] = Array.from({ length: 3_000 }, (_, i) => ({
    day: `2026-03-${String(1 + (i % 28)).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:00:00`,
    // Many distinct texts: the column is read row by row, not value by value.
    stamp: `2026-03-01 00:00:${String(i).padStart(5, '0')}`,
    seconds: i % 40,
  }));
  const dateColumns = columnsOf(col('day', 'text'), col('stamp', 'text'), col('seconds', 'number'));
  const model = new TableModel();
  model.sync([dated]);
  const shown = (filters: Parameters<typeof model.view>[0]['filters']) => {
    const view = model.view({ columns: dateColumns, sort: [], global: '', globalKeys: [], filters });
    return Array.from({ length: view.length }, (_, p) => model.rows[rowIndexAt(view, p)]);
  };

  it('keeps the rows whose text is from the first bound up to, not including, the second', () => {
    const week = shown({ day: { kind: 'textRange', from: '2026-03-02', to: '2026-03-09' } });
    expect(week).toEqual(dated.filter((r) => String(r.day) >= '2026-03-02' && String(r.day) < '2026-03-09'));
    expect(week.some((r) => String(r?.day).startsWith('2026-03-09'))).toBe(false);
    const wide = shown({ stamp: { kind: 'textRange', from: '2026-03-01 00:00:00100', to: '' } });
    expect(wide).toHaveLength(2_900);
  });

  it('leaves out a bin’s upper bound when the bin stops below it', () => {
    const bin = shown({ seconds: { kind: 'range', min: 10, max: 20, below: true } });
    expect(bin).toEqual(dated.filter((r) => Number(r.seconds) >= 10 && Number(r.seconds) < 20));
    const closed = shown({ seconds: { kind: 'range', min: 10, max: 20 } });
    expect(closed.length).toBeGreaterThan(bin.length);
  });
});
