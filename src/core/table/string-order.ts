/**
 * Sorting 250,000 distinct strings with `collator.compare` takes seconds (millions of ICU calls). Most
 * strings of a report are made of characters whose collation is one primary weight each, so the order is
 * computed on those weights instead: 4 to 6 characters per pass packed into a number with the position, sorted
 * natively (MSD radix), recursing only into runs that tie. Strings the weights cannot decide (same
 * primary weights, or a character outside the table) go to `collator.compare`, so the result is exactly
 * the collator's order, ties kept in index order. A self-check against the collator guards locales whose
 * tailoring (contractions such as Czech "ch") would break the per-character premise.
 */
const MAX_CHARS_PER_PASS = 6;
const RANK_BITS = 7; // at most 127 distinct primary ranks + 0 for "string ended"
const RANK_SPAN = 2 ** RANK_BITS;
const SMALL_RUN = 24;
const LARGE_RUN = 4096;
const MAX_LSD_PASSES = 12;

// Printable ASCII and the precomposed Latin-1 letters that are a base letter plus an accent. Letters
// that expand or are separate letters in some locales (ß, æ, ø, ð, þ) stay out and take the slow path.
const SAFE_CHARS =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';

interface Weights {
  /** Primary rank per UTF-16 code unit below 256; 0 = not in the table. */
  rank: Uint8Array;
  usable: boolean;
}
const weightsCache = new WeakMap<Intl.Collator, Weights>();

function weightsOf(collator: Intl.Collator): Weights {
  const cached = weightsCache.get(collator);
  if (cached) return cached;
  const { locale, numeric, ignorePunctuation } = collator.resolvedOptions();
  const primary = new Intl.Collator(locale, { sensitivity: 'base', numeric, ignorePunctuation });
  const chars = [...SAFE_CHARS].sort(primary.compare);
  const rank = new Uint8Array(256);
  let r = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    const prev = chars[i - 1];
    if (prev === undefined || primary.compare(prev, c) !== 0) r++;
    rank[c.charCodeAt(0)] = r;
  }
  // Numeric collation compares digit runs as numbers and ignorePunctuation skips characters: neither is
  // per-character, so those collators always take the exact slow path.
  const weights: Weights = { rank, usable: r < RANK_SPAN && !numeric && !ignorePunctuation };
  weightsCache.set(collator, weights);
  if (weights.usable) weights.usable = selfCheck(collator, weights);
  return weights;
}

/** Every two-letter string and some longer ones, ordered both ways: any disagreement disables the fast path. */
function selfCheck(collator: Intl.Collator, weights: Weights): boolean {
  const letters = 'aAbcCdeéhHlLnñoöszZ 0-_.';
  const sample: string[] = [];
  for (const a of letters) for (const b of letters) sample.push(a + b, `${a}${b}x`, `c${a}h${b}`);
  const fast = orderSafe(sample, collator, encode(sample, weights.rank), Uint32Array.from(sample.keys()));
  const slow = Array.from(sample.keys()).sort(
    (a, b) => collator.compare(sample[a] ?? '', sample[b] ?? '') || a - b,
  );
  return slow.every((v, i) => fast[i] === v);
}

// Any character outside the table: one native regular-expression scan per string, much faster than a
// loop of table lookups (used past the characters that are encoded anyway).
const UNSAFE = new RegExp(`[^${SAFE_CHARS.replace(/[\\\]^-]/g, '\\$&')}]`);

interface Encoded {
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
function encode(values: readonly string[], rank: Uint8Array, skip = 0): Encoded {
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

/**
 * Indices of `values` in the collator's order, ties in index order. `shared`: how many leading characters
 * every value is known to have in common (a column's index tracks it as rows arrive); the order is that of
 * what follows, so those characters are not read (18 of the 26 of 250,000 DIALOGS record ids: reading them
 * was about 27 ms of the sort here).
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
  // Many strings outside the table (another script): the exact sort is the fastest honest option.
  if (unsafe.length > values.length / 8) return slow();
  const breaks = new Uint8Array(encoded.safe.length);
  const order = orderSafe(values, collator, encoded, encoded.safe, breaks);
  if (unsafe.length === 0) return { order, breaks };
  // Few others: sort them exactly, then merge by binary search (log n collator calls each).
  unsafe.sort(slowCompare);
  const out = new Uint32Array(values.length);
  let o = 0;
  let from = 0;
  for (const u of unsafe) {
    let lo = from;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (slowCompare(order[mid] ?? 0, u) < 0) lo = mid + 1;
      else hi = mid;
    }
    out.set(order.subarray(from, lo), o);
    o += lo - from;
    out[o++] = u;
    from = lo;
  }
  out.set(order.subarray(from), o);
  return { order: out, breaks: null };
}

function orderSafe(
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
