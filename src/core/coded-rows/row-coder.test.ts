import { describe, expect, it } from 'vitest';
import { sampleDialogsRows } from '../../testing/sample-rows';
import type { Row } from '../contract';
import { decodeRows } from './coded-rows';
import { rowCoder } from './row-coder';

/** Rows added field by field, as the server reads them out of columns. */
function coded(rows: Row[]) {
  const coder = rowCoder();
  for (const row of rows) {
    const keys = Object.keys(row);
    coder.row(coder.shape(keys));
    for (const key of keys) coder.value(row[key]);
  }
  return coder;
}

describe('rows coded field by field', () => {
  it('read back as they were added, whatever their number', () => {
    const rows = sampleDialogsRows(3_000);
    const coder = coded(rows);
    expect(coder.rows).toBe(3_000);
    expect(decodeRows(coder.done())).toEqual(rows);
  });

  it('keep a field that repeats the row before apart where it is not the same value', () => {
    const rows: Row[] = [{ a: 0 }, { a: -0 }, { a: -0 }, { a: 0 }, { a: { n: 1 } }, { a: { n: 1 } }];
    const back = decodeRows(coded(rows).done());
    expect(back.map((r) => Object.is(r.a, -0))).toEqual([false, true, true, false, false, false]);
    expect(back[4]).toEqual({ a: { n: 1 } });
    expect(back[4]?.a).not.toBe(back[5]?.a);
  });

  it('holds a value that repeats once, and stops looking up a field whose values are each their own', () => {
    const rows: Row[] = Array.from({ length: 2_000 }, (_, i) => ({
      channel: ['web', 'whatsapp', 'sms'][i % 3],
      text: `message ${i === 1_999 ? 5 : i}`,
    }));
    const { values } = coded(rows).done();
    expect(decodeRows(coded(rows).done())).toEqual(rows);
    expect(values.filter((v) => v === 'web')).toHaveLength(1);
    // Past its first 512 texts, none found again, the text is no longer looked up: the one said again at
    // the end is held twice, as each code still names its value.
    expect(values.filter((v) => v === 'message 5')).toHaveLength(2);
    expect(values).toHaveLength(3 + 2_000);
  });

  it('names a key order once, whether given as the same array or an equal one', () => {
    const coder = rowCoder();
    const keys = ['x', 'y'];
    expect([coder.shape(keys), coder.shape(keys), coder.shape(['x', 'y']), coder.shape(['y', 'x'])]).toEqual([
      0, 0, 0, 1,
    ]);
  });
});
