import { RANK_SPAN, SAFE_CHARS } from './collation-table';
import { orderSafe } from './safe-order';
import { encode } from './string-encode';

/** A collator's primary weights for SAFE_CHARS, and whether the sort may use them. */
export interface Weights {
  /** Primary rank per UTF-16 code unit below 256; 0 = not in the table. */
  rank: Uint8Array;
  usable: boolean;
}
const weightsCache = new WeakMap<Intl.Collator, Weights>();

export function weightsOf(collator: Intl.Collator): Weights {
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
