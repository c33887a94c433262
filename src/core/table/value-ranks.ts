import { rowInstant } from '../dates/row-date';
import { collatorRanks } from './string-order';
import type { SortAs } from './types';

/**
 * Dense ranks of values for sorting: non-null values get 0..count-1 in order, equal values share a rank,
 * and null (or a value the column cannot order, like text in a number column) gets `count`, after all.
 */
export interface Ranks {
  ranks: Uint32Array;
  count: number;
}

export function numberRanks(values: Float64Array): Ranks {
  const sorted = values.slice().sort(); // NaN sorts last in a typed array
  let count = 0;
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i] ?? Number.NaN;
    if (Number.isNaN(v)) break;
    if (count === 0 || v !== sorted[count - 1]) sorted[count++] = v;
  }
  const ranks = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? Number.NaN;
    if (Number.isNaN(v)) {
      ranks[i] = count;
      continue;
    }
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] ?? 0) < v) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = lo;
  }
  return { ranks, count };
}

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);
export const asDate = (v: unknown) => (typeof v === 'string' ? rowInstant(v) : asNumber(v));
const asBoolean = (v: unknown) => (v === true ? 1 : v === false ? 0 : Number.NaN);

/** 'auto' resolved from the values: only numbers sort as numbers, only booleans as booleans. */
export function resolveSortAs(sortAs: SortAs, values: readonly unknown[]): Exclude<SortAs, 'auto'> {
  if (sortAs !== 'auto') return sortAs;
  let numbers = 0;
  let booleans = 0;
  let others = 0;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'number') numbers++;
    else if (typeof v === 'boolean') booleans++;
    else others++;
  }
  if (others === 0 && booleans === 0 && numbers > 0) return 'number';
  if (others === 0 && numbers === 0 && booleans > 0) return 'boolean';
  return 'text';
}

function allStrings(values: readonly unknown[]): values is readonly string[] {
  for (let i = 0; i < values.length; i++) if (typeof values[i] !== 'string') return false;
  return true;
}

/** Ranks of `values` (distinct values of a dictionary, or every row of a wide column). */
export function valueRanks(
  values: readonly unknown[],
  sortAs: SortAs,
  text: (v: unknown) => string,
  collator: Intl.Collator,
  stringsAsIs = false,
  /** Leading characters every string value is known to share (see collatorOrder). */
  shared = 0,
): Ranks {
  const as = resolveSortAs(sortAs, values);
  if (as !== 'text') {
    const read = as === 'number' ? asNumber : as === 'date' ? asDate : asBoolean;
    return numberRanks(Float64Array.from(values, read));
  }
  // Every value a string shown as it is (ids, messages): the values are ranked as they stand, with no
  // copy and no mapping back (a measured part of an id sort: docs/measurements.md#why-measured).
  if (stringsAsIs && allStrings(values)) return collatorRanks(values, collator, shared);
  const present: string[] = [];
  const where: number[] = [];
  // A plain loop, and no call per string when the column shows strings as they are: measured faster than
  // forEach with a text() call each (docs/measurements.md#why-measured).
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    present.push(stringsAsIs && typeof v === 'string' ? v : text(v));
    where.push(i);
  }
  const { ranks: presentRanks, count } = collatorRanks(present, collator);
  const ranks = new Uint32Array(values.length).fill(count);
  for (let j = 0; j < where.length; j++) ranks[where[j] ?? 0] = presentRanks[j] ?? count;
  return { ranks, count };
}
