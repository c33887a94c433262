import { codesOf, valuesOf } from './dims';
import { rowAt } from './fold-dims';
import { PairTable, roomFor } from './pair-table';
import type { Measure, MeasureKind } from './spec';
import type { SummaryInput } from './types';

/**
 * A measure's figures kept per id (a group, a pivot cell, a value across, or 0 for the total), to which
 * a page's rows are added: what makes a page land without a pass over the rows before it.
 */
export interface Partial {
  /** Adds rows [from, to) of the rows shown, row j to id ids[j - from]. */
  add(input: SummaryInput, ids: Uint32Array, from: number, to: number): void;
  /** The figure of `id` (NaN: none). */
  figure(id: number): number;
  /** Rows of `id` the measure counted (the others had no value for it). */
  kept(id: number): number;
}

/** The measures a fold can keep: a median or a 90th percentile needs every value, not a running figure. */
export const FOLDED_KINDS: readonly MeasureKind[] = ['count', 'distinct', 'sum', 'avg', 'min', 'max'];

export function partialOf(measure: Measure): Partial {
  if (measure.kind === 'count' || measure.key === undefined) return new Counts();
  if (measure.kind === 'distinct') return new Distinct(measure.key);
  if (measure.kind === 'median' || measure.kind === 'p90')
    throw new Error(`A ${measure.kind} is not folded: it is summarized anew.`);
  return new Arithmetic(measure.kind, measure.key);
}

/** Rows per id. */
export class Counts implements Partial {
  private n: Float64Array = new Float64Array(64);
  /** One past the highest id given a row. */
  size = 0;
  add(_input: SummaryInput, ids: Uint32Array) {
    let n = this.n;
    for (let i = 0; i < ids.length; i++) {
      const k = ids[i] ?? 0;
      if (k >= n.length) n = this.n = roomFor(n, k + 1);
      n[k] = (n[k] ?? 0) + 1;
      if (k >= this.size) this.size = k + 1;
    }
  }
  figure(id: number) {
    return this.n[id] ?? 0;
  }
  kept(id: number) {
    return this.figure(id);
  }
}

/**
 * Sum, avg, min and max, each added in the order of the rows and from the same start as arithmetic()
 * in measures.ts (0, Infinity, -Infinity), so a figure folded page by page is the very number a pass
 * over every row gives (floating-point sums are exact only in the same order).
 */
class Arithmetic implements Partial {
  private n: Float64Array = new Float64Array(64);
  private acc: Float64Array = new Float64Array(64);
  private readonly start: number;

  constructor(
    private readonly kind: MeasureKind,
    private readonly key: string,
  ) {
    this.start = kind === 'min' ? Infinity : kind === 'max' ? -Infinity : 0;
  }

  add(input: SummaryInput, ids: Uint32Array, from: number, to: number) {
    const values = valuesOf(input, this.key);
    const { kind, start } = this;
    for (let j = from; j < to; j++) {
      const v = values[rowAt(input.rows, j)] ?? NaN;
      if (v !== v) continue;
      const k = ids[j - from] ?? 0;
      if (k >= this.n.length) {
        this.n = roomFor(this.n, k + 1);
        this.acc = roomFor(this.acc, k + 1);
      }
      const c = this.n[k] ?? 0;
      const was = c === 0 ? start : (this.acc[k] ?? 0);
      this.n[k] = c + 1;
      if (kind === 'min') this.acc[k] = v < was ? v : was;
      else if (kind === 'max') this.acc[k] = v > was ? v : was;
      else this.acc[k] = was + v;
    }
  }
  figure(id: number) {
    const c = this.n[id] ?? 0;
    if (c === 0) return NaN;
    const acc = this.acc[id] ?? 0;
    return this.kind === 'avg' ? acc / c : acc;
  }
  kept(id: number) {
    return this.n[id] ?? 0;
  }
}

/** Distinct non-missing codes per id: the (id, code) pairs seen, kept, and counted per id as they first show. */
class Distinct implements Partial {
  private readonly pairs = new PairTable();
  private distinct: Float64Array = new Float64Array(64);
  private n: Float64Array = new Float64Array(64);

  constructor(private readonly key: string) {}

  add(input: SummaryInput, ids: Uint32Array, from: number, to: number) {
    const codes = codesOf(input, this.key);
    for (let j = from; j < to; j++) {
      const c = codes[rowAt(input.rows, j)] ?? 0;
      if (c === 0) continue;
      const k = ids[j - from] ?? 0;
      if (k >= this.n.length) {
        this.n = roomFor(this.n, k + 1);
        this.distinct = roomFor(this.distinct, k + 1);
      }
      this.n[k] = (this.n[k] ?? 0) + 1;
      const before = this.pairs.count;
      this.pairs.id(k, c);
      if (this.pairs.count > before) this.distinct[k] = (this.distinct[k] ?? 0) + 1;
    }
  }
  figure(id: number) {
    return this.distinct[id] ?? 0;
  }
  kept(id: number) {
    return this.n[id] ?? 0;
  }
}
