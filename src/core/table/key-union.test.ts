import { describe, expect, it } from 'vitest';
import { KeyUnion } from './key-union';

describe('the union of a run’s keys', () => {
  it('holds each key once, in first-seen order, whatever order later rows hold them in', () => {
    const keys = new KeyUnion(['id']);
    keys.add([
      { id: 'a', n: 1, text: 'Hola' },
      { text: 'Hi', id: 'b', n: 2 },
      { n: 3, late: true, id: 'c' },
      { id: 'd', n: 4, text: 'Hola' },
    ]);
    expect(keys.keys).toEqual(['id', 'n', 'text', 'late']);
  });

  it('tells a column of one type from a mixed one, null and missing values aside', () => {
    const keys = new KeyUnion();
    const rows = [
      { n: 1, s: 'x', b: true, o: { a: 1 }, none: null, mixed: 1 },
      { s: null, n: 2, b: false, o: [1], none: null, mixed: 'one' },
      { n: null, s: 'y', mixed: true },
    ];
    expect(keys.add(rows, 0, 1)).toBe(true);
    expect(keys.add(rows, 1)).toBe(false);
    expect(keys.kindOf('n')).toBe('number');
    expect(keys.kindOf('s')).toBe('string');
    expect(keys.kindOf('b')).toBe('boolean');
    expect(keys.kindOf('o')).toBe('object');
    expect(keys.kindOf('none')).toBe('empty');
    expect(keys.kindOf('absent')).toBe('empty');
    expect(keys.kindOf('mixed')).toBe('mixed');
    expect(new Set(keys.typesOf('mixed'))).toEqual(new Set(['number', 'string']));
  });

  it('keeps up with rows of more keys than it first made room for', () => {
    const wide = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i % 2 ? i : `v${i}`]));
    const keys = new KeyUnion();
    keys.add([{ first: 1 }, wide, { ...wide, k199: 'now text' }]);
    expect(keys.keys).toHaveLength(201);
    expect(keys.kindOf('k198')).toBe('string');
    expect(keys.kindOf('k197')).toBe('number');
    expect(keys.kindOf('k199')).toBe('mixed');
  });
});
