import { describe, expect, it } from 'vitest';
import { dialogsRow } from '../testing/sample-rows';
import { codedFromStored, decodeRows } from '../core/coded-rows';
import { codeOldRows, codePacked, packRows } from './pack-rows';

describe('rows as store format 1 packed them', () => {
  it('come back as the same rows once coded, keys in their order, -0 and nested values kept', () => {
    const rows = [
      dialogsRow({ text: 'a' }),
      dialogsRow({ text: 'a' }),
      { z: 1, a: null, neg: -0 },
      { nested: { x: [1] } },
      { z: 1, a: null, neg: 0 },
    ];
    const packed = packRows(rows);
    expect(packed.shapes).toHaveLength(3);
    const coded = codePacked(JSON.parse(JSON.stringify(packed)));
    const back = coded ? decodeRows(coded) : null;
    expect(back).toEqual(JSON.parse(JSON.stringify(rows))); // JSON has no -0
    expect(back?.map((row) => Object.keys(row))).toEqual(rows.map((row) => Object.keys(row)));
    const direct = codePacked(packed);
    expect(direct !== null && Object.is(decodeRows(direct)[2]?.neg, -0)).toBe(true);
  });

  it('are coded for format 2 as stored, or left out when they are not packed rows that fit', () => {
    const rows = [dialogsRow({ text: 'a' }), dialogsRow({ text: 'b' })];
    const { shapes, rows: packed } = JSON.parse(JSON.stringify(packRows(rows)));
    const { shapes: kept, shapeOf, values, codes } = codeOldRows(shapes, packed);
    const coded =
      kept && shapeOf && values && codes
        ? codedFromStored({ shapes: kept, shapeOf, values }, JSON.parse(JSON.stringify(codes)))
        : null;
    expect(coded && decodeRows(coded)).toEqual(rows);
    expect(codeOldRows([['a', 'b']], [[0, 1]])).toEqual({});
    expect(codeOldRows([['a']], [[1, 'x']])).toEqual({});
    expect(codeOldRows('shapes', 'rows')).toEqual({});
  });
});
