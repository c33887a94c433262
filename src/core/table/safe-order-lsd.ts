import { RANK_SPAN } from './collation-table';
import { collateRun } from './safe-order-compare';
import type { SortContext } from './safe-order-context';

const MAX_LSD_PASSES = 12;

/**
 * A large run of strings of one length, all encoded (ids, codes): a stable LSD radix sort on one
 * character per pass, from the last to `offset`, replaces the MSD passes. A pass reads that character of
 * every string from a column filled in index order (a byte a string, 250 KB at 250,000: it stays in cache),
 * where the MSD passes read the strings' prefixes in sorted, random order. Measured faster on DIALOGS
 * record ids (docs/measurements.md#why-measured).
 * False, and nothing moved, when the run is not of that kind.
 */
export function lsdRun(ctx: SortContext, lo: number, hi: number, offset: number): boolean {
  const { order, lens, width } = ctx;
  const length = lens[order[lo] ?? 0] ?? 0;
  if (length > width || length - offset > MAX_LSD_PASSES || length <= offset) return false;
  for (let j = lo + 1; j < hi; j++) if (lens[order[j] ?? 0] !== length) return false;
  lsdPasses(ctx, lo, hi, offset, length);
  breakTies(ctx, lo, hi, offset, length);
  return true;
}

/** The passes, from the last character to `offset`. */
function lsdPasses(ctx: SortContext, lo: number, hi: number, offset: number, length: number): void {
  const { order, codes, width } = ctx;
  const count = ctx.values.length;
  // Two characters a pass: 14-bit digits (16,384 counters) halve the passes over the run.
  const column = new Uint16Array(count);
  const counts = new Uint32Array(RANK_SPAN * RANK_SPAN);
  const out = new Uint32Array(hi - lo);
  for (let k = length - 1; k >= offset; k -= 2) {
    const two = k - 1 >= offset;
    for (let i = 0, base = k; i < count; i++, base += width) {
      column[i] = two ? (codes[base - 1] ?? 0) * RANK_SPAN + (codes[base] ?? 0) : (codes[base] ?? 0);
    }
    counts.fill(0);
    for (let j = lo; j < hi; j++) {
      const r = column[order[j] ?? 0] ?? 0;
      counts[r] = (counts[r] ?? 0) + 1;
    }
    // One digit for the whole run (the characters its ids share): the pass would move nothing.
    if (counts[column[order[lo] ?? 0] ?? 0] === hi - lo) continue;
    for (let r = 0, at = 0; r < counts.length; r++) {
      const c = counts[r] ?? 0;
      counts[r] = at;
      at += c;
    }
    for (let j = lo; j < hi; j++) {
      const id = order[j] ?? 0;
      const r = column[id] ?? 0;
      out[counts[r] ?? 0] = id;
      counts[r] = (counts[r] ?? 0) + 1;
    }
    order.set(out, lo);
  }
}

/**
 * After the passes: strings whose weights are all equal (they differ in case or accents only, or not at
 * all) go to the collator, and each change of weights is a break.
 */
function breakTies(ctx: SortContext, lo: number, hi: number, offset: number, length: number): void {
  const { order, codes, width, breaks } = ctx;
  const same = (a: number, b: number) => {
    for (let k = offset; k < length; k++) if (codes[a * width + k] !== codes[b * width + k]) return false;
    return true;
  };
  for (let a = lo; a < hi;) {
    let b = a + 1;
    while (b < hi && same(order[a] ?? 0, order[b] ?? 0)) b++;
    if (b - a > 1) collateRun(ctx, a, b);
    if (b < hi && breaks) breaks[b] = 1;
    a = b;
  }
}
