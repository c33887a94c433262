import { SAFE_CHARS } from './collation-table';
// Any character outside the table: one native regular-expression scan per string, much faster than a
// loop of table lookups (used past the characters that are encoded anyway).
const UNSAFE = new RegExp(`[^${SAFE_CHARS.replace(/[\\\]^-]/g, '\\$&')}]`);

export interface Encoded {
  /** Primary ranks of the first `width` characters of each string, string i at i * width; 0 = ended. */
  codes: Uint8Array;
  width: number;
  rank: Uint8Array;
  /** Lengths after the skipped prefix. */
  lens: Uint32Array;
  /** Characters every string shares at its start, left out of `codes` and `lens`. */
  skip: number;
  safe: Uint32Array;
  unsafe: number[];
}

/**
 * One pass over the strings, in index order: their first characters' ranks go into one flat array, and
 * which strings hold a character outside the table is noted. The sort then reads that array instead of
 * the strings, which lie scattered over the heap (a cache miss per string read in sorted order: passes
 * over 250,000 ids measured as most of a sort's time).
 */
export function encode(values: readonly string[], rank: Uint8Array, skip = 0): Encoded {
  const n = values.length;
  // As wide as the longest string needs, up to 32 characters (16 beyond 2M strings): the sort's passes
  // read every string's slot, so 8-character slots for ids after their shared prefix are 4 times less.
  const lens = new Uint32Array(n);
  let longest = 0;
  for (let i = 0; i < n; i++) {
    const len = (values[i] ?? '').length - skip;
    lens[i] = len;
    if (len > longest) longest = len;
  }
  const width = Math.max(1, Math.min(longest, n > 1 << 21 ? 16 : 32));
  const codes = new Uint8Array(n * width);
  const safe = new Uint32Array(n);
  let safeCount = 0;
  const unsafe: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = values[i] ?? '';
    const len = lens[i] ?? 0;
    const head = Math.min(len, width);
    let ok = len <= width || !UNSAFE.test(s);
    for (let k = 0, base = i * width; ok && k < head; k++) {
      const c = s.charCodeAt(skip + k);
      const r = c < 256 ? (rank[c] ?? 0) : 0;
      codes[base + k] = r;
      ok = r !== 0;
    }
    if (ok) safe[safeCount++] = i;
    else unsafe.push(i);
  }
  return { codes, width, rank, lens, skip, safe: safe.slice(0, safeCount), unsafe };
}
