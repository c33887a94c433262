/**
 * The strings the primary weights cannot order (a character outside the table: emoji, curly quotes,
 * another script) put into the weights' order of the others, exactly as the collator orders them, ties
 * in index order. A column repeats such strings (templated messages with an emoji): each distinct string
 * is sorted and placed once, by the collator, and its rows follow it, so the collator is called for the
 * distinct strings only (every row of a 1,000,000-row text column went to the collator before:
 * docs/measurements.md#why-measured).
 */
export function mergeUnsafe(
  values: readonly string[],
  collator: Intl.Collator,
  /** Indices of the other strings, in the collator's order, ties in index order. */
  safeOrder: Uint32Array,
  /** Where the other strings' order certainly changes string (see collatorRanks). */
  safeBreaks: Uint8Array,
  /** Indices of the strings outside the table, ascending. */
  unsafe: readonly number[],
): { order: Uint32Array; breaks: Uint8Array } {
  // Rows of each distinct string, chained in index order: `next[k]` follows unsafe[k] (-1: the last).
  const next = new Int32Array(unsafe.length).fill(-1);
  const last = new Map<string, number>();
  const heads: number[] = [];
  for (let k = 0; k < unsafe.length; k++) {
    const s = values[unsafe[k] ?? 0] ?? '';
    const at = last.get(s);
    if (at === undefined) heads.push(k);
    else next[at] = k;
    last.set(s, k);
  }
  const textOf = (k: number) => values[unsafe[k] ?? 0] ?? '';
  heads.sort((a, b) => collator.compare(textOf(a), textOf(b)) || a - b);

  const out = new Uint32Array(values.length);
  // A break kept where two strings of the table stay side by side; beside one outside it, unknown (0).
  const breaks = new Uint8Array(values.length);
  let o = 0;
  const copySafe = (lo: number, hi: number) => {
    out.set(safeOrder.subarray(lo, hi), o);
    if (hi > lo + 1) breaks.set(safeBreaks.subarray(lo + 1, hi), o + 1);
    o += hi - lo;
  };
  let from = 0;
  const compareSafe = (p: number, s: string) => collator.compare(values[safeOrder[p] ?? 0] ?? '', s);
  /** First position at or after `lo` whose string is not before `s`. */
  const lowerBound = (lo: number, s: string) => {
    let hi = safeOrder.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareSafe(mid, s) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (let h = 0; h < heads.length;) {
    // A class: distinct strings the collator holds equal (usually one string).
    const head = heads[h] ?? 0;
    const s = textOf(head);
    let end = h + 1;
    while (end < heads.length && collator.compare(textOf(heads[end] ?? 0), s) === 0) end++;
    const rows = classRows(unsafe, next, heads.slice(h, end));
    const lo = lowerBound(from, s);
    // Strings of the table equal to it are rare (another normalization of the same text): walked one by one.
    let hi = lo;
    while (hi < safeOrder.length && compareSafe(hi, s) === 0) hi++;
    copySafe(from, lo);
    // Equal strings of both kinds are in index order: merge them so.
    let p = lo;
    for (const row of rows) {
      while (p < hi && (safeOrder[p] ?? 0) < row) out[o++] = safeOrder[p++] ?? 0;
      out[o++] = row;
    }
    copySafe(p, hi);
    from = hi;
    h = end;
  }
  copySafe(from, safeOrder.length);
  return { order: out, breaks };
}

/** The rows of the distinct strings `members` (heads of chains), in index order. */
function classRows(unsafe: readonly number[], next: Int32Array, members: readonly number[]): number[] {
  const rows: number[] = [];
  for (const m of members) for (let k = m; k !== -1; k = next[k] ?? -1) rows.push(unsafe[k] ?? 0);
  if (members.length > 1) rows.sort((a, b) => a - b);
  return rows;
}
