import type { FoldRow } from './dialogs-fold';
import { rate } from './stats';

/** Distinct values kept per column; past it the count is "at least" and top values cover the first seen. */
export const MAX_DISTINCT = 10_000;
const TOP = 10;
const BINS = 20;

export type ValueKind = 'number' | 'string' | 'boolean' | 'object';

/** One column of any report's run, as a profile (docs/analytics.md#other-reports). */
export interface ColumnProfile {
  key: string;
  /** The one kind of its non-null values, 'mixed' for several, 'empty' for none. */
  kind: ValueKind | 'mixed' | 'empty';
  rows: number;
  nulls: number;
  nullShare: number;
  distinct: number;
  /** True when there were more distinct values than MAX_DISTINCT (distinct is then a lower bound). */
  distinctCapped: boolean;
  /** The most frequent values as text, most frequent first (ties by text). */
  top: { value: string; count: number }[];
  /** Numbers only: min, max and 20 equal bins between them. */
  numeric: { min: number; max: number; width: number; counts: number[] } | null;
}

class ColumnState {
  nonNull = 0;
  readonly kinds = new Map<ValueKind, number>();
  /** Counts by the value itself (a primitive, or an object's JSON): no string is made per number. */
  readonly counts = new Map<string | number | boolean, number>();
  capped = false;
  numbers: number[] = [];
  min = Infinity;
  max = -Infinity;

  add(value: unknown) {
    if (value === null || value === undefined) return;
    this.nonNull++;
    const kind: ValueKind =
      typeof value === 'number'
        ? 'number'
        : typeof value === 'string'
          ? 'string'
          : typeof value === 'boolean'
            ? 'boolean'
            : 'object';
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
    if (typeof value === 'number' && Number.isFinite(value)) {
      this.numbers.push(value);
      if (value < this.min) this.min = value;
      if (value > this.max) this.max = value;
    }
    const key =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
    const seen = this.counts.get(key);
    if (seen !== undefined) this.counts.set(key, seen + 1);
    else if (this.counts.size < MAX_DISTINCT) this.counts.set(key, 1);
    else this.capped = true;
  }
}

/** Any report's rows folded column by column as pages arrive, one pass a page. */
export class ProfileFold {
  rows = 0;
  private readonly columns = new Map<string, ColumnState>();

  add(page: readonly FoldRow[]) {
    for (const row of page) {
      for (const key in row) {
        let column = this.columns.get(key);
        if (!column) {
          column = new ColumnState();
          this.columns.set(key, column);
        }
        column.add(row[key]);
      }
      this.rows++;
    }
  }

  /** Every column seen, in order of first sight. */
  profile(): ColumnProfile[] {
    return [...this.columns].map(([key, c]) => profileOf(key, c, this.rows));
  }
}

function profileOf(key: string, c: ColumnState, rows: number): ColumnProfile {
  const kinds = [...c.kinds.keys()];
  const top = [...c.counts]
    .map(([value, count]) => ({ value: String(value), count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, TOP);
  return {
    key,
    kind: kinds.length === 0 ? 'empty' : kinds.length === 1 ? (kinds[0] ?? 'mixed') : 'mixed',
    rows,
    nulls: rows - c.nonNull,
    nullShare: rate(rows - c.nonNull, rows),
    distinct: c.counts.size,
    distinctCapped: c.capped,
    top,
    numeric: c.numbers.length === 0 ? null : bins(c.numbers, c.min, c.max),
  };
}

/** Equal bins from min to max (one bin when they are equal); max falls in the last. */
function bins(values: readonly number[], min: number, max: number) {
  const width = max > min ? (max - min) / BINS : 1;
  const counts = new Array<number>(max > min ? BINS : 1).fill(0);
  for (const v of values) {
    const bin = Math.min(counts.length - 1, Math.floor((v - min) / width));
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return { min, max, width, counts };
}
