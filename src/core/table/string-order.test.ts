import { describe, expect, it } from 'vitest';
import { collatorOrder, collatorRanks } from './string-order';
import { random } from '../../testing/seeded-random';

const exact = (values: readonly string[], collator: Intl.Collator) =>
  Array.from(values.keys()).sort((a, b) => collator.compare(values[a] ?? '', values[b] ?? '') || a - b);

function sample(count: number, alphabet: string, seed: number): string[] {
  const r = random(seed);
  const chars = [...alphabet];
  const words = Array.from({ length: 40 }, () =>
    Array.from({ length: 1 + Math.floor(r() * 7) }, () => chars[Math.floor(r() * chars.length)] ?? 'a').join(
      '',
    ),
  );
  // Shared prefixes and repeats, as in real columns (templated messages, ids with one prefix).
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(r() * 6) }, () => words[Math.floor(r() * words.length)] ?? '').join(' '),
  );
}

describe('collatorOrder', () => {
  const collator = new Intl.Collator('en');

  it('orders exactly as Intl.Collator does, ties in index order, on text with case, accents and punctuation', () => {
    const values = sample(5000, 'aAbBcCeéEÉnñNoöOzZ019 -_.,\'"', 7);
    expect(Array.from(collatorOrder(values, collator))).toEqual(exact(values, collator));
  });

  it('stays exact with characters outside its table (emoji, other scripts, ß, ligatures)', () => {
    const values = [
      ...sample(3000, 'abcABC  xyz', 3),
      'straße',
      'strasse',
      'Æble',
      'aeble',
      '😀 hi',
      'hi 😀',
      '日本',
      'œuvre',
      'ab\u00adc',
      'abc',
    ];
    expect(Array.from(collatorOrder(values, collator))).toEqual(exact(values, collator));
    const mostlyOther = sample(400, 'αβγδΑΒΓ日本語ab', 11);
    expect(Array.from(collatorOrder(mostlyOther, collator))).toEqual(exact(mostlyOther, collator));
  });

  it('follows a locale whose letters sort differently (Swedish ä after z, Spanish ñ after n)', () => {
    for (const locale of ['sv', 'es', 'de', 'cs']) {
      const c = new Intl.Collator(locale);
      const values = sample(3000, 'acdhnñoszäöåCHÄ', 5);
      expect(Array.from(collatorOrder(values, c)), locale).toEqual(exact(values, c));
    }
  });

  it('stays exact on many ids with long shared prefixes, past the characters it encodes', () => {
    const r = random(13);
    const hex = (n: number, w: number) => n.toString(16).padStart(w, '0');
    const prefix = 'tenant-0042/2026-03-31T00:00:00/session/';
    const values = Array.from({ length: 20_000 }, (_, i) => {
      const n = Math.floor(r() * 5000);
      // Hex ids, ids past a 40-character prefix, case and accents that differ past it, duplicates.
      if (i % 4 === 0) return `69cb0e7f00000001${hex(n, 8)}${hex(i % 256, 2)}`;
      if (i % 4 === 1) return `${prefix}${hex(n, 6)}`;
      if (i % 4 === 2) return `${prefix}${n % 2 ? 'É' : 'e'}${hex(n % 300, 3)}`;
      return `${prefix.toUpperCase()}${n % 7}`;
    });
    expect(Array.from(collatorOrder(values, collator))).toEqual(exact(values, collator));
  });

  it('stays exact on a column of one-length ids, with duplicates and ids differing only in case', () => {
    const r = random(29);
    const hex = (n: number, w: number) => n.toString(16).padStart(w, '0');
    const values = Array.from({ length: 40_000 }, (_, i) => {
      const id = `6694667f00000001${hex(Math.floor(r() * 0x40000), 8)}${hex(i % 7, 2)}`;
      return i % 97 === 0 ? id.toUpperCase() : i % 89 === 0 ? id.replace('a', 'á') : id;
    });
    values.push(...values.slice(0, 500)); // exact duplicates, later in index order
    expect(Array.from(collatorOrder(values, collator))).toEqual(exact(values, collator));
  });

  it('stays exact when told of a shared start, read only up to a character outside its table', () => {
    const r = random(31);
    const hex = (n: number, w: number) => n.toString(16).padStart(w, '0');
    const ids = Array.from({ length: 30_000 }, () => `6694667f00000001${hex(Math.floor(r() * 0x40000), 8)}`);
    ids.push(...ids.slice(0, 300).map((id) => id.replace(/[a-f]$/, (c) => c.toUpperCase())));
    expect(Array.from(collatorOrder(ids, collator, 16))).toEqual(exact(ids, collator));
    // 'ß' expands to 'ss': the skip stops before it, and the rest is still ordered exactly.
    const words = sample(5000, 'sStß-aeé', 37).map((w) => `Maß-${w}`);
    for (const c of [collator, new Intl.Collator('de')])
      expect(Array.from(collatorOrder(words, c, 4))).toEqual(exact(words, c));
  });

  it('stays exact when many strings repeat a character outside its table, some equal to others in another form', () => {
    // Templated messages with emoji and curly quotes, over one in eight of them; "café" both composed and
    // decomposed (the collator holds them equal: their rows keep index order among the plain ones).
    const templates = [
      'Hola 👋 ¿qué tal?',
      'I’ll be right back',
      'café',
      'cafe\u0301',
      'Cafe',
      'ok ⏳',
      'zeta',
    ];
    const r = random(41);
    const values = Array.from({ length: 20_000 }, (_, i) =>
      i % 3 === 0 ? (templates[Math.floor(r() * templates.length)] ?? '') : `msg ${Math.floor(r() * 900)}`,
    );
    expect(Array.from(collatorOrder(values, collator))).toEqual(exact(values, collator));
  });

  it('ranks many strings with repeats, case variants and characters outside its table exactly', () => {
    const base = [...sample(3000, 'abcABC éÉ-_.', 17), '日本', 'straße', '😀'];
    const values = Array.from({ length: 12_000 }, (_, i) => base[(i * 7919) % base.length] ?? '');
    const order = exact(values, collator);
    const expected = new Array<number>(values.length);
    order.forEach((i, j) => {
      const prev = order[j - 1];
      const rank =
        j === 0 || prev === undefined ? 0 : (expected[prev] ?? 0) + (values[prev] === values[i] ? 0 : 1);
      expected[i] = rank;
    });
    expect(Array.from(collatorRanks(values, collator).ranks)).toEqual(expected);
  });

  it('gives equal strings one rank and distinct strings increasing ranks', () => {
    const { ranks, count } = collatorRanks(['b', 'a', 'B', 'a', 'c'], collator);
    expect(Array.from(ranks)).toEqual([1, 0, 2, 0, 3]);
    expect(count).toBe(4);
  });
});
