import type { RowRecord, SortAs } from './types';
import { resolveSortAs, valueRanks, type Ranks } from './value-ranks';

/**
 * What another thread needs to rank a column as ColumnIndex.ranks would, made ahead of a sort (the
 * results grid ranks its columns in a worker once they are indexed: a sort click then only orders rows by
 * ranks). `size` and `generation` say which state of the column the ranks are for.
 */
export type RankPlan = { size: number; generation: number; sortAs: SortAs; stringsAsIs: boolean } & (
  | /** A date column's instants. */
    { kind: 'numbers'; values: Float64Array }
    /** The column's distinct values: ranks per value, each row taking its value's. */
  | { kind: 'codes'; values: readonly unknown[] }
  /** Every row's value, read in slices (columnValues); `shared`: see collatorOrder. */
  | { kind: 'rows'; key: string; shared: number }
);

/** The values of rows [from, to) of a column, as a worker takes them (a missing one as null). */
export function columnValues(rows: readonly RowRecord[], key: string, from: number, to: number): unknown[] {
  const out = new Array<unknown>(to - from);
  for (let i = from; i < to; i++) out[i - from] = rows[i]?.[key] ?? null;
  return out;
}

/**
 * Ranks of `values` as ColumnIndex.ranks makes them; null when they need the column's text function
 * (values not shown as they are), which only the page has.
 */
export function ranksOf(
  values: readonly unknown[],
  how: { sortAs: SortAs; stringsAsIs: boolean; shared?: number },
  collator: Intl.Collator,
): Ranks | null {
  const as = resolveSortAs(how.sortAs, values);
  if (as === 'text') {
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v !== null && v !== undefined && (typeof v !== 'string' || !how.stringsAsIs)) return null;
    }
  }
  const noText = () => '';
  return valueRanks(values, as, noText, collator, how.stringsAsIs, how.shared ?? 0);
}
