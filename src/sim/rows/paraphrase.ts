import type { Rng } from '../random';

// How a customer writes a phrasing: accents dropped, another case, a typo or two, a greeting before and
// a plea or signs after. Applied to a template's words only (never inside a {slot}), so the values filled
// after keep their shape and their place in the truth.

const ACCENTS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}]{4,}/gu;

const PREFIXES_ES = ['', '', '', 'hola, ', 'buenas, ', 'Hola ', 'oye '] as const;
const SUFFIXES_ES = ['', '', '', ' por favor', '!!', '??', ' 🙏', ', gracias'] as const;
const PREFIXES_EN = ['', '', '', 'hi, ', 'hello ', 'Hey '] as const;
const SUFFIXES_EN = ['', '', '', ' please', '!!', '??', ' 🙏', ', thanks'] as const;

const withoutAccents = (text: string) => text.normalize('NFD').replace(ACCENTS, '').normalize('NFC');

/** One slip of the keyboard inside a word: two letters swapped, one dropped, or one doubled. */
function typo(word: string, r: Rng): string {
  const at = r.int(1, word.length - 2);
  const kind = r.int(0, 2);
  if (kind === 0) return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
}

/** Up to `count` words of four letters or more given a typo each, picked at random. */
function withTypos(text: string, count: number, r: Rng): string {
  let out = text;
  for (let n = 0; n < count; n++) {
    const words = [...out.matchAll(WORD)];
    const word = words[r.int(0, words.length - 1)];
    if (!word) return out;
    out = out.slice(0, word.index) + typo(word[0], r) + out.slice(word.index + word[0].length);
  }
  return out;
}

type Case = 'lower' | 'upper' | 'capital' | 'as written';

function caseOf(r: Rng): Case {
  const roll = r.next();
  return roll < 0.35 ? 'lower' : roll < 0.45 ? 'upper' : roll < 0.7 ? 'capital' : 'as written';
}

function cased(text: string, mode: Case, first: boolean): string {
  if (mode === 'lower') return text.toLowerCase();
  if (mode === 'upper') return text.toUpperCase();
  return mode === 'capital' && first ? (text[0] ?? '').toUpperCase() + text.slice(1) : text;
}

/**
 * The pieces of a template split at its braces (odd pieces are slots, left alone) as one customer writes
 * them: one way with accents and case for the whole message, the typos in its longest stretch of words.
 */
export function paraphrased(pieces: readonly string[], english: boolean, r: Rng): string[] {
  const dropAccents = r.chance(0.35);
  const typos = r.chance(0.45) ? r.int(1, 2) : 0;
  const prefix = r.pick(english ? PREFIXES_EN : PREFIXES_ES);
  const suffix = r.pick(english ? SUFFIXES_EN : SUFFIXES_ES);
  const mode = caseOf(r);
  let longest = 0;
  for (let i = 2; i < pieces.length; i += 2)
    if ((pieces[i]?.length ?? 0) > (pieces[longest]?.length ?? 0)) longest = i;
  return pieces.map((piece, i) => {
    if (i % 2 === 1) return piece;
    let words = i === 0 ? prefix + piece : piece;
    if (i === pieces.length - 1) words += suffix;
    if (dropAccents) words = withoutAccents(words);
    if (i === longest) words = withTypos(words, typos, r);
    return cased(words, mode, i === 0);
  });
}
