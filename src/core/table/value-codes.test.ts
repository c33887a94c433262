import { describe, expect, it } from 'vitest';
import { ValueCodes } from './value-codes';

/** Codes each value as a Map would: the first code it was given, found again by an equal value. */
function codeAll(values: readonly unknown[]) {
  const codes = new ValueCodes();
  const map = new Map<unknown, number>();
  const got: (number | undefined)[] = [];
  const expected: (number | undefined)[] = [];
  for (const v of values) {
    let code = codes.get(v);
    if (code === undefined) codes.set(v, (code = map.size));
    got.push(code);
    if (!map.has(v)) map.set(v, map.size);
    expected.push(map.get(v));
  }
  return { got, expected };
}

describe('ValueCodes', () => {
  it('gives equal values one code and different values different codes, as a Map does', () => {
    const values: unknown[] = [];
    for (let i = 0; i < 20_000; i++) {
      values.push(`66888900e096bd14${(i % 7_001).toString(16).padStart(10, '0')}`);
      values.push(i % 3 === 0 ? null : i % 5);
      values.push(i % 2 === 0 ? '' : 'Gracias por tu paciencia 🙏');
    }
    const { got, expected } = codeAll(values);
    expect(got).toEqual(expected);
  });

  it('tells a string from the number it reads as, and finds strings built apart as equal', () => {
    const codes = new ValueCodes();
    codes.set('1', 0);
    codes.set(1, 1);
    codes.set(true, 2);
    expect(codes.get(['1'].join(''))).toBe(0);
    expect(codes.get(1)).toBe(1);
    expect(codes.get('true')).toBeUndefined();
    expect(codes.get(true)).toBe(2);
  });

  it('takes a new code for a string it holds', () => {
    const codes = new ValueCodes();
    codes.set('a', 0);
    codes.set('b', 1);
    codes.set('a', 5);
    expect([codes.get('a'), codes.get('b')]).toEqual([5, 1]);
  });
});
