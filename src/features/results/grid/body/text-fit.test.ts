import { describe, expect, it } from 'vitest';
import { random as seeded } from '../../../../testing/seeded-random';
import { advanceCache, fitText, type Advance } from './text-fit';

// A font where most characters are 7 px, 'W' 11 px, the ellipsis 9 px and an emoji (two code units) 16 px.
const advance: Advance = (ch) => (ch === '…' ? 9 : ch === 'W' ? 11 : ch.length === 2 ? 16 : 7);
const widthOf = (s: string) => [...s].reduce((w, ch) => w + advance(ch), 0);

describe('fitText (what a cell shows in its width, as text-overflow: ellipsis)', () => {
  it('keeps a text that fits whole, with its width', () => {
    expect(fitText('Consulta', 100, advance)).toEqual({ text: 'Consulta', width: 56 });
    expect(fitText('Consulta', 56, advance)).toEqual({ text: 'Consulta', width: 56 });
    expect(fitText('', 0, advance)).toEqual({ text: '', width: 0 });
  });

  it('cuts a longer text to the longest start that fits with the ellipsis', () => {
    // 55 px: 'Consulta' is 56; 'Consul' + '…' is 51, 'Consult' + '…' would be 58.
    expect(fitText('Consulta', 55, advance)).toEqual({ text: 'Consul…', width: 51 });
    expect(fitText('WWWW', 30, advance)).toEqual({ text: 'W…', width: 20 });
    // Not even one character fits beside the ellipsis.
    expect(fitText('WWWW', 12, advance)).toEqual({ text: '…', width: 9 });
  });

  it('never splits an emoji (a surrogate pair) and counts it as one character', () => {
    const text = 'ok 😊 gracias';
    // 'ok ' is 21 px, the emoji 16, the ellipsis 9: at 46 px the emoji fits before the ellipsis.
    expect(fitText(text, 46, advance)).toEqual({ text: 'ok 😊…', width: 46 });
    // At 45 px it does not, and goes whole: no half of it is left before the ellipsis.
    expect(fitText(text, 45, advance)).toEqual({ text: 'ok …', width: 30 });
  });

  it('never cuts inside a ZWJ emoji sequence or between a letter and its combining mark', () => {
    const family = '👩‍👩‍👧‍👦'; // four emoji joined by three zero-width joiners: one character
    const asked: string[] = [];
    const byCharacter: Advance = (ch) => {
      asked.push(ch);
      return ch === '…' ? 9 : ch === family ? 20 : 7;
    };
    // 'a' 7 + the family 20 + the ellipsis 9 = 36: the family fits before the ellipsis or goes whole.
    expect(fitText(`a${family}bc`, 36, byCharacter)).toEqual({ text: `a${family}…`, width: 36 });
    expect(fitText(`a${family}bc`, 35, byCharacter)).toEqual({ text: 'a…', width: 16 });
    expect(asked).toContain(family);
    expect(asked).not.toContain('\u200d');
    // 'e' + U+0301 (combining acute) is one character of 7 px; it is never left without its accent.
    const accented = 'ce\u0301de';
    expect(fitText(accented, 23, byCharacter)).toEqual({ text: 'ce\u0301…', width: 23 });
    expect(fitText(accented, 22, byCharacter)).toEqual({ text: 'c…', width: 16 });
    expect(fitText(accented, 28, byCharacter)).toEqual({ text: accented, width: 28 });
  });

  it('agrees with a brute-force search over 2,000 random texts and widths', () => {
    const random = seeded(7);
    const alphabet = ['a', 'W', ' ', 'é', '😊', '"', ','];
    for (let n = 0; n < 2_000; n++) {
      const chars = Array.from(
        { length: Math.floor(random() * 30) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      );
      const text = chars.join('');
      const max = Math.floor(random() * 250);
      const fitted = fitText(text, max, advance);
      if (widthOf(text) <= max) {
        expect(fitted).toEqual({ text, width: widthOf(text) });
        continue;
      }
      // The longest start (in whole characters) whose width plus the ellipsis fits.
      let k = chars.length;
      while (k > 0 && widthOf(chars.slice(0, k).join('')) + 9 > max) k--;
      const start = chars.slice(0, k).join('');
      expect(fitted).toEqual({ text: `${start}…`, width: widthOf(start) + 9 });
    }
  });

  it('reads a long text only as far as its visible start', () => {
    const asked: string[] = [];
    const counting: Advance = (ch) => {
      asked.push(ch);
      return 7;
    };
    fitText('x'.repeat(5_000), 70, counting);
    expect(asked.length).toBeLessThan(20);
  });
});

describe('advanceCache', () => {
  it('measures each character once, in its own font', () => {
    const measured: string[] = [];
    const a = advanceCache((ch) => {
      measured.push(ch);
      return ch.length * 5;
    });
    expect([a('a'), a('b'), a('a'), a('😊'), a('😊')]).toEqual([5, 5, 5, 10, 10]);
    expect(measured).toEqual(['a', 'b', '😊']);
  });
});
