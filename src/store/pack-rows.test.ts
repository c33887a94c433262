import { describe, expect, it } from 'vitest';
import { dialogsRow } from '../testing/sample-rows';
import { packRows, unpackRows } from './pack-rows';

describe('packed rows', () => {
  it('write each key order once and give back the same rows, keys in their order', () => {
    const rows = [
      dialogsRow({ text: 'a' }),
      dialogsRow({ text: 'b' }),
      { z: 1, a: null },
      { nested: { x: [1] } },
    ];
    const packed = packRows(rows);
    expect(packed.shapes).toHaveLength(3);
    const back = unpackRows(JSON.parse(JSON.stringify(packed)));
    expect(back).toEqual(rows);
    expect(back?.map((row) => Object.keys(row))).toEqual(rows.map((row) => Object.keys(row)));
  });

  it('keep a field named "__proto__" a field', () => {
    const row = JSON.parse('{"__proto__": "x", "a": 1}');
    const [back] = unpackRows(JSON.parse(JSON.stringify(packRows([row])))) ?? [];
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back ?? {})).toEqual(['__proto__', 'a']);
  });

  it('refuse a row that does not fit its shape', () => {
    expect(unpackRows({ shapes: [['a', 'b']], rows: [[0, 1]] })).toBeNull();
    expect(unpackRows({ shapes: [['a']], rows: [[1, 'x']] })).toBeNull();
    expect(unpackRows({ shapes: [], rows: [] })).toEqual([]);
  });
});
