import { describe, expect, it } from 'vitest';
import { KeyUnion } from '../../../core/table';
import { DIALOGS_COLUMNS } from './dialogs-columns';
import { columnsFor } from './generic-columns';

const strings = ['', 'abc', 'Ñandú, "q"', '2026-03-01T10:00:00-05:00', '1', 'true', '{"a":1}', '😀'];

describe('column text', () => {
  it('returns a string unchanged wherever a column says so (a text sort then reads it as it is)', () => {
    const keys = new KeyUnion();
    keys.add([{ n: 1, s: 'x', b: true, o: { a: 1 }, m: 'x' }, { m: 2 }]);
    const generic = columnsFor('sessions', keys);
    for (const column of [...DIALOGS_COLUMNS, ...generic]) {
      if (!column.stringsAsIs) continue;
      for (const s of strings) expect(column.text(s), `${column.key}: ${s}`).toBe(s);
    }
    // The date column shows local time: its strings are not shown as they are.
    const date = DIALOGS_COLUMNS.find((c) => c.key === 'date');
    expect(date?.stringsAsIs).toBe(false);
    expect(date?.text('2026-03-01T10:00:00Z')).not.toBe('2026-03-01T10:00:00Z');
  });
});
