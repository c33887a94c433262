import type { NumberBins } from './buckets';
import type { CategoryData, DateData, NumberData } from './columns';
import type { SummarySpec } from './spec';

export interface SummaryInput {
  /** Keyed `${kind}:${key}` (columnKey in columns.ts). */
  columns: ReadonlyMap<string, CategoryData | NumberData | DateData>;
  /** Row indices the user sees (the grid's filters and search), or null for every loaded row. */
  rows: Uint32Array | null;
  /** Rows loaded (at most each column's size). */
  count: number;
  spec: SummarySpec;
  /** For number group-bys, by column key: chosen on the main thread from all loaded rows (chooseBins). */
  bins: ReadonlyMap<string, NumberBins>;
}

/**
 * A group's value in one column: a category's code (0: missing), a date bucket's start in wall-clock ms
 * (NaN: missing), a number bin's index (-1: missing).
 */
export type GroupKey = number;

export interface SummaryGroup {
  keys: GroupKey[];
  /** One per measure; null when the group has no number for it. */
  figures: (number | null)[];
  /** Rows behind the group. */
  rows: number;
}

export interface SummaryPivot {
  /** The pivot column's values, ordered. */
  across: GroupKey[];
  /** [group][across] of the first measure; null where no row has both. */
  cells: (number | null)[][];
  /** Per group (= that group's first figure). */
  rowTotals: (number | null)[];
  /** Per across value. */
  columnTotals: (number | null)[];
  grand: number | null;
}

export interface SummaryResult {
  groups: SummaryGroup[];
  total: { figures: (number | null)[]; rows: number };
  /** Per measure: rows left out because the measured column had no value there (missing, or text). */
  skipped: number[];
  pivot: SummaryPivot | null;
  /** Figures the table would hold: groups × across with a pivot, groups × measures without. */
  cells: number;
  /** Over MAX_CELLS: no groups and no pivot are computed, only the count of cells and rows. */
  tooMany: boolean;
}

/** Row j's groups: ids[j] in [0, count). */
export interface Grouping {
  ids: Uint32Array;
  count: number;
}
