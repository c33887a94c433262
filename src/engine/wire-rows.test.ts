import { describe, expect, it } from 'vitest';
import { sampleDialogsRows } from '../testing/sample-rows';
import { packRows } from '../store/pack-rows';
import { decodeRows, encodePacked, encodeRows, stringPool } from './wire-rows';

describe('rows sent to the page as wire rows', () => {
  it('come back equal, each with its keys in their order, whatever their shapes', () => {
    const rows = [
      { id: 'a', n: 1, text: 'Hola', on: true, none: null },
      { id: 'b', n: 1, text: 'Hola', on: false, none: null },
      { n: 2, id: 'c', extra: { nested: ['x', 1] } },
      { id: 'd', n: 1, text: 'Hola', on: true, none: null },
      { one: '1', also: 1, t: 'true', b: true },
      {},
    ];
    const back = decodeRows(encodeRows(rows));
    expect(back).toEqual(rows);
    expect(back.map((row) => Object.keys(row))).toEqual(rows.map((row) => Object.keys(row)));
  });

  it('send each equal value once, and keep -0, NaN and nested values apart', () => {
    const rows = [
      { a: 'Bot', b: 0, c: -0, d: Number.NaN, e: [1] },
      { a: 'Bot', b: 0, c: -0, d: Number.NaN, e: [1] },
    ];
    const wire = encodeRows(rows);
    expect(wire.shapes).toHaveLength(1);
    expect(wire.values.filter((v) => v === 'Bot')).toHaveLength(1);
    const back = decodeRows(wire);
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

  it('come from rows as stored unchanged, slice by slice, without rebuilding them first', () => {
    const rows = [
      { id: 'a', n: 1, text: 'Hola', none: null, neg: -0 },
      { id: 'b', n: 1, text: 'Hola', none: null, neg: -0 },
      { n: 2, id: 'c', extra: { nested: ['x', 1] } },
      { id: 'd', n: Number.NaN, text: 'Hola', none: null, neg: 0 },
    ];
    const packed = packRows(rows);
    expect(decodeRows(encodePacked(packed))).toEqual(rows);
    const halves = [...decodeRows(encodePacked(packed, 0, 2)), ...decodeRows(encodePacked(packed, 2, 4))];
    expect(halves).toEqual(rows);
    expect(Object.is(decodeRows(encodePacked(packed))[1]?.neg, -0)).toBe(true);
    const dialogs = sampleDialogsRows(1_000, 5);
    expect(decodeRows(encodePacked(packRows(dialogs)))).toEqual(dialogs);
  });

  it('carry a page of DIALOGS rows unchanged', () => {
    const rows = sampleDialogsRows(1_000, 3);
    expect(decodeRows(encodeRows(rows))).toEqual(rows);
  });
});

describe('the string pool of an engine', () => {
  it('gives back the first of equal short strings, passes anything else through, and forgets when full', () => {
    const share = stringPool(2);
    const bot = ['B', 'o', 't'].join('');
    expect(share(bot)).toBe(bot);
    expect(share('Bot')).toBe(bot);
    const long = 'x'.repeat(41);
    expect(share(long)).toBe(long);
    expect(share(7)).toBe(7);
    share('Agent');
    share('Customer'); // a third string: the pool starts over
    expect(share('Bot')).toBe('Bot');
  });
});
