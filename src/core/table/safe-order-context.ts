import type { Encoded } from './string-encode';

/** What every pass of one safe sort (safe-order.ts) reads and writes, created once per sort. */
export interface SortContext {
  values: readonly string[];
  collator: Intl.Collator;
  codes: Uint8Array;
  width: number;
  rank: Uint8Array;
  lens: Uint32Array;
  skip: number;
  /** Sorted in place. */
  order: Uint32Array;
  breaks: Uint8Array | undefined;
  /** Per recursion depth of the MSD passes. */
  scratch: { keys: Float64Array; ids: Uint32Array }[];
  /** Packed weights of every string per offset, in index order. */
  prefixes: Map<number, Uint32Array>;
}

export function sortContext(
  values: readonly string[],
  collator: Intl.Collator,
  encoded: Encoded,
  order: Uint32Array,
  breaks: Uint8Array | undefined,
): SortContext {
  const { codes, width, rank, lens, skip } = encoded;
  return {
    values,
    collator,
    codes,
    width,
    rank,
    lens,
    skip,
    order,
    breaks,
    scratch: [],
    prefixes: new Map(),
  };
}

/**
 * Rank of string `id`'s character i after the skipped prefix (0 past its end): from the encoded array,
 * else from the string.
 */
export function charAt(ctx: SortContext, id: number, i: number): number {
  const { width } = ctx;
  if (i < width) return ctx.codes[id * width + i] ?? 0;
  const s = ctx.values[id] ?? '';
  const at = ctx.skip + i;
  return at < s.length ? (ctx.rank[s.charCodeAt(at)] ?? 0) : 0;
}
