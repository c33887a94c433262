import { shareOf, type Change, type GroupBy, type GroupKey, type Measure } from '../../core/summary';
import type { Comparison, ComparedGroup } from './compared';
import type { Summarized } from './use-summary-result';

/** A figure of the summary: its value, what it measures, and the group (and pivot value) behind it. */
export interface FigureCell {
  kind: 'figure';
  value: number | null;
  /** The measure it is (a share is of the measure at `measure`). */
  measure: number;
  share: boolean;
  /** The group's keys, one per column grouped by (none in the total row). */
  keys: readonly GroupKey[] | null;
  /** The pivot value's key, for a pivot cell (none in the Total column). */
  across: GroupKey | null;
}

/** A group's value in one column grouped by. */
export interface KeyCell {
  kind: 'key';
  /** Index into spec.groupBy. */
  dim: number;
  key: GroupKey;
}

export interface TotalCell {
  kind: 'total';
}

/** What the compared period says of a figure: its own figure, or the change to this period's. */
export type CompareCell =
  | { kind: 'previous'; value: number | null; measure: number }
  | { kind: 'change'; change: Change; measure: number; relative: boolean };

export type SummaryCell = FigureCell | KeyCell | TotalCell | CompareCell;

/** A column of the summary's table: a column grouped by, a measure (or its share), a pivot value, a total. */
export type SummaryHead =
  | { kind: 'group'; group: GroupBy; dim: number }
  | { kind: 'measure'; measure: Measure; index: number; share: boolean }
  | { kind: 'across'; key: GroupKey }
  | { kind: 'acrossTotal' }
  | { kind: 'previous'; index: number }
  | { kind: 'change'; index: number; relative: boolean };

export interface SummaryTableModel {
  heads: SummaryHead[];
  /** One per group, in the engine's order. */
  rows: SummaryCell[][];
  /** The total row. */
  total: SummaryCell[];
}

/**
 * The summary as a table: a row per group with its keys and figures (and shares when asked), then the
 * total; with a pivot, a column per pivot value and a Total column, of the first measure. The screen and
 * the exports read this one model.
 */
export function summaryTable(
  { result, spec }: Summarized,
  compared: Comparison | null = null,
): SummaryTableModel {
  const groupHeads: SummaryHead[] = spec.groupBy.map((group, dim) => ({ kind: 'group', group, dim }));
  const keyCells = (keys: readonly GroupKey[]): SummaryCell[] =>
    keys.map((key, dim) => ({ kind: 'key', dim, key }));
  const blank = (): SummaryCell[] => spec.groupBy.map((): SummaryCell => ({ kind: 'total' }));
  const pivot = result.pivot;
  if (pivot) {
    const heads: SummaryHead[] = [
      ...groupHeads,
      ...pivot.across.map((key): SummaryHead => ({ kind: 'across', key })),
      { kind: 'acrossTotal' },
    ];
    const cell = (value: number | null, keys: readonly GroupKey[] | null, across: GroupKey | null) =>
      ({ kind: 'figure', value, measure: 0, share: false, keys, across }) satisfies FigureCell;
    const rows = result.groups.map((group, g) => [
      ...keyCells(group.keys),
      ...pivot.across.map((a, i) => cell(pivot.cells[g]?.[i] ?? null, group.keys, a)),
      cell(pivot.rowTotals[g] ?? null, group.keys, null),
    ]);
    const total = [
      ...blank(),
      ...pivot.across.map((a, i) => cell(pivot.columnTotals[i] ?? null, null, a)),
      cell(pivot.grand, null, null),
    ];
    return { heads, rows, total };
  }
  const shared = spec.measures.map((m) => spec.share && shareOf(m.kind, 1, 1) !== null);
  const heads: SummaryHead[] = [...groupHeads];
  spec.measures.forEach((measure, index) => {
    heads.push({ kind: 'measure', measure, index, share: false });
    if (shared[index]) heads.push({ kind: 'measure', measure, index, share: true });
    if (compared)
      heads.push(
        { kind: 'previous', index },
        { kind: 'change', index, relative: false },
        { kind: 'change', index, relative: true },
      );
  });
  const figures = (
    values: readonly (number | null)[],
    keys: readonly GroupKey[] | null,
    other: ComparedGroup | null,
  ): SummaryCell[] =>
    spec.measures.flatMap((m, i) => {
      const value = values[i] ?? null;
      const cell: FigureCell = { kind: 'figure', value, measure: i, share: false, keys, across: null };
      const cells: SummaryCell[] = [cell];
      if (shared[i])
        cells.push({ ...cell, value: shareOf(m.kind, value, result.total.figures[i] ?? null), share: true });
      if (compared) {
        const change = other?.changes[i] ?? { tooFew: true as const };
        cells.push(
          { kind: 'previous', value: other?.previous[i] ?? null, measure: i },
          { kind: 'change', change, measure: i, relative: false },
          { kind: 'change', change, measure: i, relative: true },
        );
      }
      return cells;
    });
  return {
    heads,
    rows: result.groups.map((group, g) => [
      ...keyCells(group.keys),
      ...figures(group.figures, group.keys, compared?.groups[g] ?? null),
    ]),
    total: [...blank(), ...figures(result.total.figures, null, compared?.total ?? null)],
  };
}
