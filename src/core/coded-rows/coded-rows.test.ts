import { describe, expect, it } from 'vitest';
import { DIALOGS_FIELDS } from '../contract';
import { sampleDialogsRows } from '../../testing/sample-rows';
import {
  codedFromStored,
  codesOfTail,
  decodeRows,
  encodeRows,
  sliceCoded,
  storedCoded,
  type CodedRows,
} from './coded-rows';

/** Coded rows as a stored page keeps them and reads them back: JSON, and the codes' bytes after it. */
function throughJson(coded: CodedRows) {
  const { rows, tail } = storedCoded(coded);
  const json = JSON.parse(JSON.stringify(rows));
  const codes = codesOfTail(tail.slice(), rows.codeBytes);
  return codes && codedFromStored(json, codes);
}

describe('coded rows (how pages are stored and sent to the page)', () => {
  const mixed = [
    { id: 'a', n: 1, text: 'Hola', on: true, none: null },
    { id: 'b', n: 1, text: 'Hola', on: false, none: null },
    { n: 2, id: 'c', extra: { nested: ['x', 1] } },
    { id: 'd', n: 1, text: 'Hola', on: true, none: null },
    { one: '1', also: 1, t: 'true', b: true },
    {},
  ];

  it('come back equal, each with its keys in their order, whatever their shapes, also through JSON', () => {
    const back = decodeRows(encodeRows(mixed));
    expect(back).toEqual(mixed);
    expect(back.map((row) => Object.keys(row))).toEqual(mixed.map((row) => Object.keys(row)));
    const stored = throughJson(encodeRows(mixed));
    expect(stored && decodeRows(stored)).toEqual(mixed);
  });

  it('hold each equal value once, and keep -0, NaN and nested values apart', () => {
    const rows = [
      { a: 'Bot', b: 0, c: -0, d: Number.NaN, e: [1] },
      { a: 'Bot', b: 0, c: -0, d: Number.NaN, e: [1] },
    ];
    const coded = encodeRows(rows);
    expect(coded.shapes).toHaveLength(1);
    expect(coded.values.filter((v) => v === 'Bot')).toHaveLength(1);
    const back = decodeRows(coded);
    expect(Object.is(back[1]?.c, -0)).toBe(true);
    expect(Object.is(back[1]?.b, 0)).toBe(true);
    expect(back[1]?.d).toBeNaN();
    expect(back[0]?.e).not.toBe(back[1]?.e);
  });

  it('keep a field named __proto__ a field, not the prototype', () => {
    const row = JSON.parse('{"__proto__": {"polluted": true}, "id": "x"}') as Record<string, unknown>;
    const [back] = decodeRows(encodeRows([row]));
    expect(Object.keys(back ?? {})).toEqual(['__proto__', 'id']);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cut into slices that each hold only their own values and give back the rows in order', () => {
    const rows = sampleDialogsRows(1_000, 5);
    const coded = encodeRows(rows);
    const slices = [sliceCoded(coded, 0, 300), sliceCoded(coded, 300, 700), sliceCoded(coded, 700, 2_000)];
    expect(slices.flatMap((slice) => decodeRows(slice))).toEqual(rows);
    const first = slices[0];
    expect(first?.values.length).toBeLessThan(coded.values.length);
    expect(decodeRows(sliceCoded(encodeRows(mixed), 2, 5))).toEqual(mixed.slice(2, 5));
  });

  it('carry a page of DIALOGS rows unchanged', () => {
    const rows = sampleDialogsRows(1_000, 3);
    const stored = throughJson(encodeRows(rows));
    expect(stored && decodeRows(stored)).toEqual(rows);
  });

  it('give DIALOGS rows back with their fields in the order they came, documented or not', () => {
    const [first, second, third] = sampleDialogsRows(3, 4);
    expect(Object.keys(first ?? {})).toEqual(DIALOGS_FIELDS);
    const reversed = Object.fromEntries(Object.entries(second ?? {}).reverse());
    const extended = { ...third, addedLater: 'x' };
    const rows = [first ?? {}, reversed, extended, first ?? {}];
    const back = decodeRows(encodeRows(rows));
    expect(back).toEqual(rows);
    expect(back.map((row) => Object.keys(row))).toEqual(rows.map((row) => Object.keys(row)));
    expect(back[0]).not.toBe(back[3]);
  });

  it('as stored, are refused when a shape, a code or their count does not fit', () => {
    const { rows: good, tail } = storedCoded(
      encodeRows([
        { a: 1, b: 'x' },
        { a: 2, b: 'x' },
      ]),
    );
    const codes = [0, 1, 2, 1];
    expect(Array.from(codesOfTail(tail, good.codeBytes) ?? [])).toEqual(codes);
    expect(codedFromStored(good, codes)).not.toBeNull();
    expect(codedFromStored({ ...good, shapeOf: [0, 1] }, codes)).toBeNull();
    expect(codedFromStored({ ...good, shapeOf: [0, '0'] }, codes)).toBeNull();
    expect(codedFromStored(good, codes.slice(1))).toBeNull();
    expect(codedFromStored(good, [0, 1, 0, 9])).toBeNull();
    expect(codedFromStored(good, [0, 1, 0, 1.5])).toBeNull();
    expect(codedFromStored(good, [0, 1, 0, 'x'])).toBeNull();
    expect(codedFromStored(good, new Uint16Array([0, 1, 0, 3]))).toBeNull();
    expect(codesOfTail(tail.subarray(0, 7), 2)).toBeNull();
  });
});
