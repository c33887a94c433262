import { percentile } from '../analytics/stats';
import { codesOf, valuesOf } from './dims';
import { pairIds } from './pairs';
import type { Measure, MeasureKind } from './spec';
import type { Grouping, SummaryInput } from './types';

/** The rows shown (input.rows, or every loaded row) and what a summary computes once for several measures. */
export interface MeasureContext {
  input: SummaryInput;
  m: number;
  /** A number column's values partitioned by a grouping's groups and sorted, for median and p90. */
  sorted: WeakMap<Grouping, Map<string, Sorted>>;
  everyRow?: Grouping;
}
interface Sorted {
  offsets: Uint32Array;
  values: Float64Array;
}

export const measureContext = (input: SummaryInput, m: number): MeasureContext => ({
  input,
  m,
  sorted: new WeakMap(),
});

/** Figures whose share of the total means something: parts that add up (a distinct value may be in two groups). */
export const SHARED_KINDS: readonly MeasureKind[] = ['count', 'sum', 'distinct'];

/** A figure as a share of the total's figure; null when the measure has no share or the total is 0 or none. */
export function shareOf(kind: MeasureKind, figure: number | null, total: number | null): number | null {
  if (!SHARED_KINDS.includes(kind) || figure === null || total === null || total === 0) return null;
  return figure / total;
}

/**
 * The measure over every row shown, and the rows it left out (missing values for distinct, missing or
 * non-numbers for the others), in one pass with no grouping to read.
 */
export function totalOf(measure: Measure, ctx: MeasureContext): { figure: number; skipped: number } {
  const { input, m } = ctx;
  if (measure.kind === 'count' || measure.key === undefined) return { figure: m, skipped: 0 };
  const rows = input.rows;
  if (measure.kind === 'distinct') {
    const codes = codesOf(input, measure.key);
    let seen: Uint8Array = new Uint8Array(1024);
    let distinct = 0;
    let skipped = 0;
    for (let j = 0; j < m; j++) {
      const c = codes[rows === null ? j : (rows[j] ?? 0)] ?? 0;
      if (c === 0) skipped++;
      else {
        if (c >= seen.length) seen = grown(seen, c + 1);
        if (seen[c] === 0) {
          seen[c] = 1;
          distinct++;
        }
      }
    }
    return { figure: distinct, skipped };
  }
  if (measure.kind === 'median' || measure.kind === 'p90') {
    const { values } = sortedOf(measure.key, everyRow(ctx), ctx);
    const p = measure.kind === 'median' ? 0.5 : 0.9;
    return { figure: values.length === 0 ? NaN : percentile(values, p), skipped: m - values.length };
  }
  const values = valuesOf(input, measure.key);
  const kind = measure.kind;
  let acc = kind === 'min' ? Infinity : kind === 'max' ? -Infinity : 0;
  let n = 0;
  for (let j = 0; j < m; j++) {
    const v = values[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
    if (v !== v) continue;
    n++;
    if (kind === 'min') acc = v < acc ? v : acc;
    else if (kind === 'max') acc = v > acc ? v : acc;
    else acc += v;
  }
  return { figure: n === 0 ? NaN : kind === 'avg' ? acc / n : acc, skipped: m - n };
}

function grown(a: Uint8Array, n: number): Uint8Array {
  const next = new Uint8Array(Math.max(n, a.length * 2));
  next.set(a);
  return next;
}

/** Every row shown as one group (made once per summary: the percentiles' partition is kept under it). */
function everyRow(ctx: MeasureContext): Grouping {
  ctx.everyRow ??= { ids: new Uint32Array(ctx.m), count: 1 };
  return ctx.everyRow;
}

/** The measure per group of `g` (NaN: no figure, shown as none). */
export function figuresOf(measure: Measure, g: Grouping, ctx: MeasureContext): Float64Array {
  if (measure.kind === 'count' || measure.key === undefined) return countsOf(g, ctx.m);
  if (measure.kind === 'distinct') return distinct(measure.key, g, ctx);
  if (measure.kind === 'median' || measure.kind === 'p90') {
    const { offsets, values } = sortedOf(measure.key, g, ctx);
    const p = measure.kind === 'median' ? 0.5 : 0.9;
    const out = new Float64Array(g.count).fill(NaN);
    for (let k = 0; k < g.count; k++) {
      const from = offsets[k] ?? 0;
      const to = offsets[k + 1] ?? 0;
      if (to > from) out[k] = percentile(values.subarray(from, to), p);
    }
    return out;
  }
  return arithmetic(measure.kind, valuesOf(ctx.input, measure.key), g, ctx);
}

/** Rows per group. */
export function countsOf(g: Grouping, m: number): Float64Array {
  const out = new Float64Array(g.count);
  const ids = g.ids;
  for (let j = 0; j < m; j++) {
    const k = ids[j] ?? 0;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

function arithmetic(kind: MeasureKind, values: Float64Array, g: Grouping, ctx: MeasureContext): Float64Array {
  const { m } = ctx;
  const rows = ctx.input.rows;
  const ids = g.ids;
  const n = new Uint32Array(g.count);
  const out = new Float64Array(g.count).fill(kind === 'min' ? Infinity : kind === 'max' ? -Infinity : 0);
  for (let j = 0; j < m; j++) {
    const v = values[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
    if (v !== v) continue;
    const k = ids[j] ?? 0;
    n[k] = (n[k] ?? 0) + 1;
    const was = out[k] ?? 0;
    if (kind === 'min') {
      if (v < was) out[k] = v;
    } else if (kind === 'max') {
      if (v > was) out[k] = v;
    } else out[k] = was + v;
  }
  for (let k = 0; k < g.count; k++) {
    const c = n[k] ?? 0;
    if (c === 0) out[k] = NaN;
    else if (kind === 'avg') out[k] = (out[k] ?? 0) / c;
  }
  return out;
}

/** Distinct non-missing codes per group: the distinct (group, code) pairs, counted per group. */
function distinct(key: string, g: Grouping, ctx: MeasureContext): Float64Array {
  const { m } = ctx;
  const rows = ctx.input.rows;
  const source = codesOf(ctx.input, key);
  const codes = new Uint32Array(m);
  let max = 0;
  for (let j = 0; j < m; j++) {
    const c = source[rows === null ? j : (rows[j] ?? 0)] ?? 0;
    codes[j] = c;
    if (c > max) max = c;
  }
  const pairs = pairIds(g.ids, g.count, codes, max + 1, m);
  const out = new Float64Array(g.count);
  for (let p = 0; p < pairs.count; p++) {
    if ((pairs.second[p] ?? 0) === 0) continue;
    const k = pairs.first[p] ?? 0;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

/**
 * A number column's values by group, each group's slice sorted: one counting pass, one Float64Array
 * filled group by group, then a sort per slice (no array per group). Kept for the other percentile.
 */
function sortedOf(key: string, g: Grouping, ctx: MeasureContext): Sorted {
  let byKey = ctx.sorted.get(g);
  if (!byKey) ctx.sorted.set(g, (byKey = new Map()));
  const kept = byKey.get(key);
  if (kept) return kept;
  const { m } = ctx;
  const rows = ctx.input.rows;
  const source = valuesOf(ctx.input, key);
  const ids = g.ids;
  const offsets = new Uint32Array(g.count + 1);
  for (let j = 0; j < m; j++) {
    const v = source[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
    if (v === v) {
      const k = (ids[j] ?? 0) + 1;
      offsets[k] = (offsets[k] ?? 0) + 1;
    }
  }
  for (let k = 1; k <= g.count; k++) offsets[k] = (offsets[k] ?? 0) + (offsets[k - 1] ?? 0);
  const values = new Float64Array(offsets[g.count] ?? 0);
  const next = offsets.slice(0, g.count);
  for (let j = 0; j < m; j++) {
    const v = source[rows === null ? j : (rows[j] ?? 0)] ?? NaN;
    if (v !== v) continue;
    const k = ids[j] ?? 0;
    const at = next[k] ?? 0;
    values[at] = v;
    next[k] = at + 1;
  }
  for (let k = 0; k < g.count; k++) values.subarray(offsets[k] ?? 0, offsets[k + 1] ?? 0).sort();
  const sorted = { offsets, values };
  byKey.set(key, sorted);
  return sorted;
}
