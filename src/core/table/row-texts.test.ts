import { describe, expect, it } from 'vitest';
import { RowTexts } from './row-texts';

/** Texts of many lengths, empty ones among them, in several blocks, a last one still being filled. */
const texts = Array.from({ length: 10_000 }, (_, i) =>
  i % 7 === 0 ? '' : `${'ab'.repeat(i % 5)}${i % 3 === 0 ? 'saldo' : 'sal'}${i % 11 === 0 ? '🙏' : ''}`,
);

/** The texts as a column keeps them: the first ones held elsewhere (a dictionary's), the rest made. */
function rowsOf(list: readonly string[]) {
  const rows = new RowTexts();
  list.forEach((t, i) => rows.push(t, i < 5_000));
  return rows;
}

describe('RowTexts', () => {
  it('finds exactly the rows whose own text contains the needle, never a match across two rows', () => {
    const rows = rowsOf(texts);
    for (const needle of ['saldo', 'sal', 'ldoab', 'bs', 'a', '🙏', 'salsal', 'zz', '']) {
      for (const [from, to] of [
        [0, texts.length],
        [4095, 8193],
        [5, 9],
        [9_000, 20_000],
      ] as const) {
        const found: number[] = [];
        rows.eachContaining(needle, from, to, (i) => found.push(i));
        const expected: number[] = [];
        for (let i = from; i < Math.min(to, texts.length); i++)
          if ((texts[i] ?? '').includes(needle)) expected.push(i);
        expect(found).toEqual(expected);
      }
    }
  });

  it('answers one row at a time as its text does', () => {
    const rows = rowsOf(texts);
    expect(rows.length).toBe(texts.length);
    for (let i = 0; i < texts.length; i += 37)
      for (const needle of ['saldo', 'bsal', 'ldoa', ''])
        expect(rows.includes(i, needle)).toBe((texts[i] ?? '').includes(needle));
  });
});
