import { describe, expect, it } from 'vitest';
import { forEachMatch } from './matches';

const all = (regex: RegExp, text: string) => {
  const seen: [number, string][] = [];
  forEachMatch(regex, text, (m) => seen.push([m.index, m[0]]));
  return seen;
};
const byMatchAll = (regex: RegExp, text: string) => [...text.matchAll(regex)].map((m) => [m.index, m[0]]);

describe('each match of a pattern in a text', () => {
  it('finds what matchAll finds, in order, and again on the next text', () => {
    const digits = /\d+/g;
    expect(all(digits, 'call 300 555 0101 or 12')).toEqual(byMatchAll(digits, 'call 300 555 0101 or 12'));
    expect(all(digits, '7 then 8')).toEqual([
      [0, '7'],
      [7, '8'],
    ]);
  });

  it('moves on past an empty match, by a whole character in a text with emoji', () => {
    const maybe = /x*/gu;
    expect(all(maybe, 'a😀x')).toEqual(byMatchAll(maybe, 'a😀x'));
  });

  it('starts from the beginning even when the pattern was left mid-text', () => {
    const word = /\p{L}+/gu;
    word.lastIndex = 5;
    expect(all(word, 'hola mundo')).toEqual([
      [0, 'hola'],
      [5, 'mundo'],
    ]);
  });
});
