/**
 * Sorting 250,000 distinct strings with `collator.compare` takes seconds (millions of ICU calls). Most
 * strings of a report are made of characters whose collation is one primary weight each, so the order is
 * computed on those weights instead: 4 to 6 characters per pass packed into a number with the position, sorted
 * natively (MSD radix), recursing only into runs that tie. Strings the weights cannot decide (same
 * primary weights, or a character outside the table) go to `collator.compare`, so the result is exactly
 * the collator's order, ties kept in index order. A self-check against the collator guards locales whose
 * tailoring (contractions such as Czech "ch") would break the per-character premise.
 */
import { weightsOf } from './collation-weights';
import { orderSafe } from './safe-order';
import { encode } from './string-encode';
import { mergeUnsafe } from './unsafe-merge';

/**
 * Indices of `values` in the collator's order, ties in index order. `shared`: how many leading characters
 * every value is known to have in common (a column's index tracks it as rows arrive); the order is that of
 * what follows, so those characters are not read (18 of the 26 of a DIALOGS record id: reading them was a
 * measured part of the sort, docs/measurements.md#why-measured).
 */
export function collatorOrder(values: readonly string[], collator: Intl.Collator, shared = 0): Uint32Array {
  return orderAndBreaks(values, collator, shared).order;
}

/**
 * The order, and where known, which sorted positions certainly hold a string other than the one before
 * (their primary weights differ): ranking then reads no string there, where reading 250,000 strings in
 * sorted order costs a cache miss each.
 */
function orderAndBreaks(
  values: readonly string[],
  collator: Intl.Collator,
  shared: number,
): { order: Uint32Array; breaks: Uint8Array | null } {
  const weights = weightsOf(collator);
  const slowCompare = (a: number, b: number) => collator.compare(values[a] ?? '', values[b] ?? '') || a - b;
  const slow = () => ({ order: Uint32Array.from(values.keys()).sort(slowCompare), breaks: null });
  // Position and four ranks share one float64 (53 bits): beyond 2^24 strings the packing would overflow.
  if (!weights.usable || values.length > 2 ** 24) return slow();
  // The shared characters are skipped up to the first one outside the table (whose weight may depend on
  // its neighbours); the strings' order on primary weights is then the order of the rest.
  const first = values[0] ?? '';
  let skip = 0;
  while (skip < shared && skip < first.length && (weights.rank[first.charCodeAt(skip)] ?? 0) !== 0) skip++;
  const encoded = encode(values, weights.rank, skip);
  const { unsafe } = encoded;
  const breaks = new Uint8Array(encoded.safe.length);
  const order = orderSafe(values, collator, encoded, encoded.safe, breaks);
  if (unsafe.length === 0) return { order, breaks };
  return mergeUnsafe(values, collator, order, breaks, unsafe);
}

/**
 * Dense ranks in the collator's order: equal strings share a rank, so a later sort key can break the tie.
 */
export function collatorRanks(
  values: readonly string[],
  collator: Intl.Collator,
  shared = 0,
): { ranks: Uint32Array; count: number } {
  const { order, breaks } = orderAndBreaks(values, collator, shared);
  const ranks = new Uint32Array(values.length);
  let r = -1;
  for (let j = 0; j < order.length; j++) {
    const i = order[j] ?? 0;
    if (j === 0 || breaks?.[j] === 1 || values[i] !== values[order[j - 1] ?? 0]) r++;
    ranks[i] = r;
  }
  return { ranks, count: r + 1 };
}
