import { binEdges, binOf, bucketNumber, bucketStartOf } from './buckets';
import { columnKey, type SummaryKind } from './columns';
import { pairIds } from './pairs';
import type { GroupBy } from './spec';
import type { GroupKey, SummaryInput } from './types';

/**
 * A grouped column over the rows shown: codes[j] in [0, n) for the j-th row (0: missing), and the group
 * key of each code. Dates and bins are ordered by their keys; categories by their figures.
 */
export interface Dim {
  kind: SummaryKind;
  codes: Uint32Array;
  n: number;
  keyOf: (code: number) => GroupKey;
}

/**
 * How the engine reads a grouped column: as numbers when bins were chosen for it (and its numbers were
 * posted), as dates when its wall clock was posted, as a category otherwise.
 */
export function groupKind(group: GroupBy, input: Pick<SummaryInput, 'columns' | 'bins'>): SummaryKind {
  if (input.bins.has(group.key) && input.columns.has(columnKey('number', group.key))) return 'number';
  return input.columns.has(columnKey('date', group.key)) ? 'date' : 'category';
}

const missing = (kind: SummaryKind, key: string) =>
  new Error(`The summary has no ${kind} data for "${key}".`);
type Columns = Pick<SummaryInput, 'columns'>;

/** A posted column's arrays; an error when the page did not post it. */
export function codesOf(input: Columns, key: string): Uint32Array {
  const data = input.columns.get(columnKey('category', key));
  if (data?.kind !== 'category') throw missing('category', key);
  return data.codes;
}
export function valuesOf(input: Columns, key: string): Float64Array {
  const data = input.columns.get(columnKey('number', key));
  if (data?.kind !== 'number') throw missing('number', key);
  return data.values;
}
export function wallOf(input: Columns, key: string): Float64Array {
  const data = input.columns.get(columnKey('date', key));
  if (data?.kind !== 'date') throw missing('date', key);
  return data.wall;
}

export function dimOf(group: GroupBy, input: SummaryInput, m: number): Dim {
  const kind = groupKind(group, input);
  const rows = input.rows;
  if (kind === 'category') {
    const source = codesOf(input, group.key);
    let max = 0;
    if (rows === null) {
      // Every row: the column's own codes, read and never written.
      const codes = source.subarray(0, m);
      for (let j = 0; j < m; j++) if ((codes[j] ?? 0) > max) max = codes[j] ?? 0;
      return { kind, codes, n: max + 1, keyOf: (code) => code };
    }
    const codes = new Uint32Array(m);
    for (let j = 0; j < m; j++) {
      const c = source[rows[j] ?? 0] ?? 0;
      codes[j] = c;
      if (c > max) max = c;
    }
    return { kind, codes, n: max + 1, keyOf: (code) => code };
  }
  const codes = new Uint32Array(m);
  if (kind === 'number') {
    const values = valuesOf(input, group.key);
    const bins = input.bins.get(group.key) ?? { start: 0, width: 1, count: 1 };
    const edges = binEdges(bins);
    for (let j = 0; j < m; j++) {
      const v = values[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
      codes[j] = v === v ? binOf(v, bins, edges) + 1 : 0;
    }
    return { kind, codes, n: bins.count + 1, keyOf: (code) => code - 1 };
  }
  return dateDim(group, input, m, codes);
}

function dateDim(group: GroupBy, input: SummaryInput, m: number, codes: Uint32Array): Dim {
  const wall = wallOf(input, group.key);
  const rows = input.rows;
  const bucket = group.bucket ?? 'day';
  let min = Infinity;
  let max = -Infinity;
  for (let j = 0; j < m; j++) {
    const w = wall[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
    if (w < min) min = w;
    if (w > max) max = w;
  }
  if (min > max) return { kind: 'date', codes, n: 1, keyOf: () => NaN };
  const low = bucketNumber(bucket, min);
  const span = bucketNumber(bucket, max) - low + 1;
  // Buckets numbered from the first: a typed array of counts per bucket when the span is sane (years of
  // hours); a date far out (year 1 beside 2026) makes the span huge, and then the buckets are hashed.
  if (span <= Math.max(1 << 16, 2 * m)) {
    for (let j = 0; j < m; j++) {
      const w = wall[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
      codes[j] = w === w ? bucketNumber(bucket, w) - low + 1 : 0;
    }
    return {
      kind: 'date',
      codes,
      n: span + 1,
      keyOf: (code) => (code === 0 ? NaN : bucketStartOf(bucket, low + code - 1)),
    };
  }
  const hi = new Uint32Array(m);
  for (let j = 0; j < m; j++) {
    const w = wall[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
    const x = w === w ? bucketNumber(bucket, w) - low + 1 : 0;
    hi[j] = Math.floor(x / 4_294_967_296);
    codes[j] = x >>> 0;
  }
  const pairs = pairIds(hi, Infinity, codes, Infinity, m);
  // Pair 0 is the first row's bucket, not necessarily the missing one: keep 0 for missing.
  const remap = new Uint32Array(pairs.count);
  const numbers: number[] = [NaN];
  for (let p = 0; p < pairs.count; p++) {
    const x = (pairs.first[p] ?? 0) * 4_294_967_296 + (pairs.second[p] ?? 0);
    if (x === 0) remap[p] = 0;
    else {
      remap[p] = numbers.length;
      numbers.push(low + x - 1);
    }
  }
  for (let j = 0; j < m; j++) codes[j] = remap[pairs.ids[j] ?? 0] ?? 0;
  return {
    kind: 'date',
    codes,
    n: numbers.length,
    keyOf: (code) => (code === 0 ? NaN : bucketStartOf(bucket, numbers[code] ?? 0)),
  };
}
