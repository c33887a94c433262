import { RANK_BITS, RANK_SPAN } from './collation-table';
import { collateRun, insertionSort, SMALL_RUN } from './safe-order-compare';
import { charAt, sortContext, type SortContext } from './safe-order-context';
import { lsdRun } from './safe-order-lsd';
import type { Encoded } from './string-encode';

const MAX_CHARS_PER_PASS = 6;
const LARGE_RUN = 4096;

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
  sortRun(sortContext(values, collator, encoded, order, breaks), 0, order.length, 0, 0);
  return order;
}

/** Sorts order[lo..hi), whose strings share their first `offset` primary weights. */
function sortRun(ctx: SortContext, lo: number, hi: number, offset: number, depth: number): void {
  const n = hi - lo;
  if (n <= SMALL_RUN) return insertionSort(ctx, lo, hi, offset);
  if (n >= LARGE_RUN && n * 4 >= ctx.values.length && lsdRun(ctx, lo, hi, offset)) return;
  msdPass(ctx, lo, hi, offset, depth);
}

/**
 * One MSD pass: 4 to 6 characters per string packed into a number with its position, sorted natively,
 * then each run that ties on those characters sorted on what follows.
 */
function msdPass(ctx: SortContext, lo: number, hi: number, offset: number, depth: number): void {
  const { order, breaks } = ctx;
  const n = hi - lo;
  const posBits = Math.ceil(Math.log2(n));
  const posSpan = 2 ** posBits;
  const { keys, ids } = scratchAt(ctx, depth, n);
  const pre = n >= LARGE_RUN ? prefixAt(ctx, offset) : null;
  const chars = pre ? 4 : Math.min(MAX_CHARS_PER_PASS, Math.floor((52 - posBits) / RANK_BITS));
  let kMin = Infinity;
  let kMax = -Infinity;
  for (let j = 0; j < n; j++) {
    let k = 0;
    if (pre) k = pre[order[lo + j] ?? 0] ?? 0;
    else {
      const id = order[lo + j] ?? 0;
      for (let c = 0; c < chars; c++) k = k * RANK_SPAN + charAt(ctx, id, offset + c);
    }
    if (k < kMin) kMin = k;
    if (k > kMax) kMax = k;
    keys[j] = k * posSpan + j;
  }
  if (kMin === kMax) {
    // Every string of the run shares these characters (ids with a long common prefix): skip the sort
    // and go straight past the whole common prefix.
    if (kMax % RANK_SPAN === 0) return collateRun(ctx, lo, hi);
    return sortRun(ctx, lo, hi, commonPrefix(ctx, lo, hi, offset + chars), depth + 1);
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
      if (k % RANK_SPAN === 0) collateRun(ctx, lo + a, lo + b);
      else sortRun(ctx, lo + a, lo + b, offset + chars, depth + 1);
    }
    a = b;
  }
}

/** Scratch per recursion depth, reused by every run at that depth (no allocation per run). */
function scratchAt(ctx: SortContext, depth: number, n: number) {
  let s = ctx.scratch[depth];
  if (!s || s.keys.length < n) {
    s = { keys: new Float64Array(n), ids: new Uint32Array(n) };
    ctx.scratch[depth] = s;
  }
  return s;
}

/**
 * Four weights from `offset` of every string, packed, in index order. Large runs read them from here:
 * reading the strings themselves in sorted (random) order costs a cache miss each, which dominated the
 * time measured.
 */
function prefixAt(ctx: SortContext, offset: number): Uint32Array {
  let pre = ctx.prefixes.get(offset);
  if (!pre) {
    const count = ctx.values.length;
    pre = new Uint32Array(count);
    for (let i = 0; i < count; i++) {
      pre[i] =
        ((charAt(ctx, i, offset) * RANK_SPAN + charAt(ctx, i, offset + 1)) * RANK_SPAN +
          charAt(ctx, i, offset + 2)) *
          RANK_SPAN +
        charAt(ctx, i, offset + 3);
    }
    ctx.prefixes.set(offset, pre);
  }
  return pre;
}

/**
 * Length of the weights that every string of order[lo..hi) shares, knowing they share `from` of them;
 * counted within the encoded characters only (a longer shared prefix is passed a pass at a time).
 */
function commonPrefix(ctx: SortContext, lo: number, hi: number, from: number): number {
  const { order, codes, width, lens } = ctx;
  const first = order[lo] ?? 0;
  let end = Math.min(lens[first] ?? 0, width);
  for (let j = lo + 1; j < hi && end > from; j++) {
    const id = order[j] ?? 0;
    let i = from;
    while (i < end && codes[id * width + i] === codes[first * width + i]) i++;
    end = i;
  }
  return Math.max(from, end);
}
