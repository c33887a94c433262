import type { ColumnIndex } from './column-index';
import type { ColumnFilter, RowRecord } from './types';

export type IndexOf = (key: string) => ColumnIndex | null;

/** A filter that filters nothing (empty text, open range, empty pick list) is not a filter. */
export function isActive(filter: ColumnFilter | undefined): filter is ColumnFilter {
  if (!filter) return false;
  switch (filter.kind) {
    case 'contains':
      return filter.text.trim() !== '';
    case 'range':
      return filter.min !== null || filter.max !== null;
    case 'oneOf':
      return filter.values.length > 0;
    case 'textRange':
      return filter.from !== '' || filter.to !== '';
  }
}

/** mask[i] stays 1 for rows in [from, to) that pass every column filter (AND). */
export function applyColumnFilters(
  rows: readonly RowRecord[],
  filters: Readonly<Record<string, ColumnFilter>>,
  indexOf: IndexOf,
  mask: Uint8Array,
  from: number,
  to: number,
): void {
  for (const [key, filter] of Object.entries(filters)) {
    if (!isActive(filter)) continue;
    if (filter.kind === 'range') {
      const min = filter.min ?? -Infinity;
      const max = filter.max ?? Infinity;
      const below = filter.below === true;
      for (let i = from; i < to; i++) {
        if (mask[i] === 0) continue;
        const v = rows[i]?.[key];
        if (typeof v !== 'number' || v < min || v > max || (below && v === max)) mask[i] = 0;
      }
      continue;
    }
    const index = indexOf(key);
    if (!index) {
      mask.fill(0, from, to);
      continue;
    }
    const hit = new Uint8Array(to);
    if (filter.kind === 'contains') index.markContains(filter.text.trim().toLowerCase(), hit, mask, from, to);
    else if (filter.kind === 'textRange')
      index.markTextRange(filter.from, filter.to, rows, hit, mask, from, to);
    else index.markOneOf(new Set(filter.values), rows, hit, mask, from, to);
    for (let i = from; i < to; i++) if (hit[i] === 0) mask[i] = 0;
  }
}

/**
 * The global filter: rows in scope whose text in any of `keys` contains `needle` (lower-cased). Column by
 * column over typed arrays; after the first column only the rows not yet matched are visited (a list that
 * shrinks as columns match), so a short, common needle does not cost a full pass per column. Columns go
 * in order of the rows they match (counted on their distinct values), so the list shrinks fastest; the
 * columns read row by row go last, and a column that cannot match is not visited at all. Its loops are
 * small functions of their own, each compiled on its own as it turns hot: as one function, V8 compiled it
 * whole only during a person's second keystroke (docs/measurements.md#typing-on-and-the-painters-in-place-answers-2026-12-07).
 */
export function applyGlobalFilter(
  needle: string,
  keys: readonly string[],
  indexOf: IndexOf,
  mask: Uint8Array,
  from: number,
  to: number,
): void {
  const hit = new Uint8Array(to);
  let list: Uint32Array | null = null;
  let count = 0;
  /** Rows hit since the list was last compacted: it is, once they are an eighth of it. */
  let stale = 0;
  for (const index of plan(needle, keys, indexOf)) {
    if (list === null) {
      index.markContains(needle, hit, mask, from, to);
      list = new Uint32Array(to - from);
      count = unmatched(mask, hit, from, to, list);
    } else {
      stale += index.markContainsList(needle, hit, list, count);
      if (stale * 8 < count) continue;
      count = compact(list, count, hit);
      stale = 0;
    }
    if (count === 0) break;
  }
  dropUnmatched(mask, hit, from, to);
}

/** The columns that can match, dictionaries first, each group by the rows it matches, most first. */
function plan(needle: string, keys: readonly string[], indexOf: IndexOf): ColumnIndex[] {
  const planned: { index: ColumnIndex; rows: number }[] = [];
  for (const key of keys) {
    const index = indexOf(key);
    const rows = index ? index.estimateContains(needle) : 0;
    if (index && rows > 0) planned.push({ index, rows });
  }
  planned.sort((a, b) =>
    a.index.isDictionary === b.index.isDictionary ? b.rows - a.rows : a.index.isDictionary ? -1 : 1,
  );
  return planned.map((p) => p.index);
}

/** Fills `list` with the rows of [from, to) in the mask and not hit; returns how many. */
function unmatched(mask: Uint8Array, hit: Uint8Array, from: number, to: number, list: Uint32Array): number {
  let count = 0;
  for (let i = from; i < to; i++) if (mask[i] === 1 && hit[i] === 0) list[count++] = i;
  return count;
}

/** Keeps in list[0..count) only the rows not hit; returns how many. */
function compact(list: Uint32Array, count: number, hit: Uint8Array): number {
  let kept = 0;
  for (let j = 0; j < count; j++) {
    const i = list[j] ?? 0;
    if (hit[i] === 0) list[kept++] = i;
  }
  return kept;
}

function dropUnmatched(mask: Uint8Array, hit: Uint8Array, from: number, to: number): void {
  for (let i = from; i < to; i++) if (hit[i] === 0) mask[i] = 0;
}
