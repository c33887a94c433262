import { RANK_BITS, RANK_SPAN } from './collation-table';
import type { Encoded } from './string-encode';

const MAX_CHARS_PER_PASS = 6;
const SMALL_RUN = 24;
const LARGE_RUN = 4096;
const MAX_LSD_PASSES = 12;

/**
 * The strings of `order` (indices of `values`, all made of table characters) sorted in place by their
 * primary weights: MSD radix passes of packed weights, LSD passes for a large run of one length, the
 * collator for what the weights leave tied. `breaks[j]` is set where position j certainly holds another
 * string than j - 1.
 */
export function orderSafe(
  values: readonly string[],
  collator: Intl.Collator,
  encoded: Encoded,
  order: Uint32Array,
  breaks?: Uint8Array,
): Uint32Array {
  const { codes, width, rank, lens, skip } = encoded;
  // Rank of string `id`'s character i after the skipped prefix (0 past its end): from the encoded array,
  // else from the string.
  const charAt = (id: number, i: number) => {
    if (i < width) return codes[id * width + i] ?? 0;
    const s = values[id] ?? '';
    return skip + i < s.length ? (rank[s.charCodeAt(skip + i)] ?? 0) : 0;
  };
  // Exact comparison of two safe strings whose first `offset` primary weights are equal.
  const compareFrom = (a: number, b: number, offset: number) => {
    const n = Math.max(lens[a] ?? 0, lens[b] ?? 0);
    for (let i = offset; i < n; i++) {
      const d = charAt(a, i) - charAt(b, i);
      if (d !== 0) return d;
    }
    const sa = values[a] ?? '';
    const sb = values[b] ?? '';
    return sa === sb ? a - b : collator.compare(sa, sb) || a - b;
  };
  const insertionSort = (lo: number, hi: number, offset: number) => {
    for (let i = lo + 1; i < hi; i++) {
      const x = order[i] ?? 0;
      let j = i - 1;
      while (j >= lo && compareFrom(order[j] ?? 0, x, offset) > 0) {
        order[j + 1] = order[j] ?? 0;
        j--;
      }
      order[j + 1] = x;
    }
  };
  // Scratch per recursion depth, reused by every run at that depth (no allocation per run).
  const scratch: { keys: Float64Array; ids: Uint32Array }[] = [];
  const scratchAt = (depth: number, n: number) => {
    let s = scratch[depth];
    if (!s || s.keys.length < n) {
      s = { keys: new Float64Array(n), ids: new Uint32Array(n) };
      scratch[depth] = s;
    }
    return s;
  };

  // Large runs read 4 weights per string from arrays filled in index order: reading the strings
  // themselves in sorted (random) order costs a cache miss each, which dominated the time measured.
  const prefixes = new Map<number, Uint32Array>();
  const prefixAt = (offset: number) => {
    let pre = prefixes.get(offset);
    if (!pre) {
      pre = new Uint32Array(values.length);
      for (let i = 0; i < values.length; i++) {
        pre[i] =
          ((charAt(i, offset) * RANK_SPAN + charAt(i, offset + 1)) * RANK_SPAN + charAt(i, offset + 2)) *
            RANK_SPAN +
          charAt(i, offset + 3);
      }
      prefixes.set(offset, pre);
    }
    return pre;
  };

  // Length of the weights that every string of order[lo..hi) shares, knowing they share `from` of them;
  // counted within the encoded characters only (a longer shared prefix is passed a pass at a time).
  const commonPrefix = (lo: number, hi: number, from: number) => {
    const first = order[lo] ?? 0;
    let end = Math.min(lens[first] ?? 0, width);
    for (let j = lo + 1; j < hi && end > from; j++) {
      const id = order[j] ?? 0;
      let i = from;
      while (i < end && codes[id * width + i] === codes[first * width + i]) i++;
      end = i;
    }
    return Math.max(from, end);
  };

  const sortRun = (lo: number, hi: number, offset: number, depth: number): void => {
    const n = hi - lo;
    if (n <= SMALL_RUN) return insertionSort(lo, hi, offset);
    if (n >= LARGE_RUN && n * 4 >= values.length && lsdRun(lo, hi, offset)) return;
    const posBits = Math.ceil(Math.log2(n));
    const posSpan = 2 ** posBits;
    const { keys, ids } = scratchAt(depth, n);
    const pre = n >= LARGE_RUN ? prefixAt(offset) : null;
    const chars = pre ? 4 : Math.min(MAX_CHARS_PER_PASS, Math.floor((52 - posBits) / RANK_BITS));
    let kMin = Infinity;
    let kMax = -Infinity;
    for (let j = 0; j < n; j++) {
      let k = 0;
      if (pre) k = pre[order[lo + j] ?? 0] ?? 0;
      else {
        const id = order[lo + j] ?? 0;
        for (let c = 0; c < chars; c++) k = k * RANK_SPAN + charAt(id, offset + c);
      }
      if (k < kMin) kMin = k;
      if (k > kMax) kMax = k;
      keys[j] = k * posSpan + j;
    }
    if (kMin === kMax) {
      // Every string of the run shares these characters (ids with a long common prefix): skip the sort
      // and go straight past the whole common prefix.
      if (kMax % RANK_SPAN === 0) return insertionSortOrCollate(lo, hi);
      return sortRun(lo, hi, commonPrefix(lo, hi, offset + chars), depth + 1);
    }
    const sorted = keys.subarray(0, n).sort();
    ids.set(order.subarray(lo, hi));
    for (let j = 0; j < n; j++) {
      const key = sorted[j] ?? 0;
      const pos = key % posSpan;
      order[lo + j] = ids[pos] ?? 0;
      sorted[j] = (key - pos) / posSpan; // keep only the characters, for the run scan below
    }
    // Runs that tie on these characters: recurse, or (every string ended) let the collator break the tie.
    for (let a = 0; a < n;) {
      const k = sorted[a] ?? 0;
      let b = a + 1;
      while (b < n && sorted[b] === k) b++;
      if (a > 0 && breaks) breaks[lo + a] = 1;
      if (b - a > 1) {
        if (k % RANK_SPAN === 0) insertionSortOrCollate(lo + a, lo + b);
        else sortRun(lo + a, lo + b, offset + chars, depth + 1);
      }
      a = b;
    }
  };
  // A large run of strings of one length, all encoded (ids, codes): a stable LSD radix sort on one
  // character per pass, from the last to `offset`, replaces the MSD passes. A pass reads that character of
  // every string from a column filled in index order (about 250 KB at 250,000 strings: it stays in cache),
  // where the MSD passes read the strings' prefixes in sorted, random order. collatorRanks of 250,000
  // DIALOGS record ids (18 characters shared, 8 more): 125-150 ms before, 88-97 ms with it (Node, warm).
  const lsdRun = (lo: number, hi: number, offset: number): boolean => {
    const length = lens[order[lo] ?? 0] ?? 0;
    if (length > width || length - offset > MAX_LSD_PASSES || length <= offset) return false;
    for (let j = lo + 1; j < hi; j++) if (lens[order[j] ?? 0] !== length) return false;
    // Two characters a pass: 14-bit digits (16,384 counters) halve the passes over the run.
    const column = new Uint16Array(values.length);
    const count = new Uint32Array(RANK_SPAN * RANK_SPAN);
    const out = new Uint32Array(hi - lo);
    for (let k = length - 1; k >= offset; k -= 2) {
      const two = k - 1 >= offset;
      for (let i = 0, base = k; i < values.length; i++, base += width) {
        column[i] = two ? (codes[base - 1] ?? 0) * RANK_SPAN + (codes[base] ?? 0) : (codes[base] ?? 0);
      }
      count.fill(0);
      for (let j = lo; j < hi; j++) {
        const r = column[order[j] ?? 0] ?? 0;
        count[r] = (count[r] ?? 0) + 1;
      }
      // One digit for the whole run (the characters its ids share): the pass would move nothing.
      if (count[column[order[lo] ?? 0] ?? 0] === hi - lo) continue;
      for (let r = 0, at = 0; r < count.length; r++) {
        const c = count[r] ?? 0;
        count[r] = at;
        at += c;
      }
      for (let j = lo; j < hi; j++) {
        const id = order[j] ?? 0;
        const r = column[id] ?? 0;
        out[count[r] ?? 0] = id;
        count[r] = (count[r] ?? 0) + 1;
      }
      order.set(out, lo);
    }
    // Strings whose weights are all equal (they differ in case or accents only, or not at all).
    const same = (a: number, b: number) => {
      for (let k = offset; k < length; k++) if (codes[a * width + k] !== codes[b * width + k]) return false;
      return true;
    };
    for (let a = lo; a < hi;) {
      let b = a + 1;
      while (b < hi && same(order[a] ?? 0, order[b] ?? 0)) b++;
      if (b - a > 1) insertionSortOrCollate(a, b);
      if (b < hi && breaks) breaks[b] = 1;
      a = b;
    }
    return true;
  };
  // Primary weights all equal: only accents and case differ (or nothing), an exact sort of the run.
  const insertionSortOrCollate = (lo: number, hi: number) => {
    if (hi - lo <= SMALL_RUN) return insertionSort(lo, hi, 1 << 30);
    const run = Array.from(order.subarray(lo, hi)).sort((x, y) => compareFrom(x, y, 1 << 30));
    order.set(run, lo);
  };
  sortRun(0, order.length, 0, 0);
  return order;
}
