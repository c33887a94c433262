// MinHash signatures of a normalised message's character trigrams (normalise.ts): the share of equal
// places of two signatures estimates the Jaccard similarity of their trigram sets. Trigrams within each
// word, padded at its ends, so a typo costs a word a few of its trigrams and not the whole word, and word
// order does not count; a kind (`#card`) is one shingle of its own.

/** Bands of rows: two messages share a band's bucket when all its rows agree (text-clusters.ts). */
export const BANDS = 20;
export const ROWS = 3;
export const SIGNATURE = BANDS * ROWS;

/** The finaliser of MurmurHash3: every input bit spread over the output. */
export function mix(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** One salt per place of the signature: MinHash's independent permutations, as hashes of the shingle. */
const SALTS = Int32Array.from({ length: SIGNATURE }, (_, j) => mix(0x9e3779b9 + j * 0x632be5ab));

/** The shingles of a normalised text, as hashes, into `out` (cleared first). */
export function shinglesOf(normalised: string, out: number[]) {
  out.length = 0;
  let start = 0;
  while (start < normalised.length) {
    let end = normalised.indexOf(' ', start);
    if (end < 0) end = normalised.length;
    if (normalised.charCodeAt(start) === 35 /* # */) out.push(wordHash(normalised, start, end));
    else trigramsOf(normalised, start, end, out);
    start = end + 1;
  }
}

function wordHash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix(h);
}

/** The word's trigrams, padded with a space at each end (so a word of one letter has one). */
function trigramsOf(text: string, start: number, end: number, out: number[]) {
  const at = (i: number) => (i < start || i >= end ? 32 : text.charCodeAt(i));
  for (let i = start - 1; i < end - 1; i++) out.push(mix((at(i) << 20) ^ (at(i + 1) << 10) ^ at(i + 2)));
}

/** The signature of a set of shingles, written at `offset` in `into`; none leaves it all 0x7fffffff. */
export function signInto(shingles: readonly number[], into: Int32Array, offset: number) {
  for (let j = 0; j < SIGNATURE; j++) {
    const salt = SALTS[j] ?? 0;
    let least = 0x7fffffff;
    for (const shingle of shingles) {
      const h = mix(shingle ^ salt);
      if (h < least) least = h;
    }
    into[offset + j] = least;
  }
}

/** The share of places where two signatures agree: an estimate of their sets' Jaccard similarity. */
export function similarity(signatures: Int32Array, a: number, b: number): number {
  let same = 0;
  const x = a * SIGNATURE;
  const y = b * SIGNATURE;
  for (let j = 0; j < SIGNATURE; j++) if (signatures[x + j] === signatures[y + j]) same++;
  return same / SIGNATURE;
}
