import { foldDim, type FoldDim } from './fold-dims';
import { Counts, partialOf, type Partial } from './fold-measures';
import { PairTable } from './pair-table';
import type { SummaryInput } from './types';

/** The pivot's half of a fold: rows and the first measure per value across, and per (group, value) cell. */
export interface FoldPivot {
  dim: FoldDim;
  rows: Counts;
  columns: Partial;
  cells: PairTable;
  cellFigures: Partial;
}

/**
 * What a summary keeps to take a page's rows without a pass over the rows before them: each grouped
 * column's codes, the groups as pairs of (group so far, code) numbered once, and each measure's running
 * figures per group, for the total and for the pivot's values and cells. Rows are added in their order,
 * so every figure is the one a pass over all of them gives (fold.test.ts holds it to that).
 */
export class Fold {
  readonly dims: FoldDim[];
  /** Level d numbers the pairs (group by the first d columns, code in column d); the last level's ids are the groups. */
  readonly levels: PairTable[];
  readonly rows = new Counts();
  readonly measures: Partial[];
  readonly totals: Partial[];
  readonly pivot: FoldPivot | null;
  /** Rows of the rows shown folded so far. */
  m = 0;
  /** One past the highest position in the columns read so far: a tail posted below it changes rows folded. */
  extent = 0;

  constructor(input: SummaryInput) {
    const { spec } = input;
    this.dims = spec.groupBy.map((g) => foldDim(g, input));
    this.levels = this.dims.map(() => new PairTable());
    this.measures = spec.measures.map(partialOf);
    this.totals = spec.measures.map(partialOf);
    const first = spec.measures[0] ?? { kind: 'count' };
    this.pivot = spec.pivot
      ? {
          dim: foldDim(spec.pivot, input),
          rows: new Counts(),
          columns: partialOf(first),
          cells: new PairTable(),
          cellFigures: partialOf(first),
        }
      : null;
  }

  /** Groups made so far (each has a row). */
  get groups(): number {
    const last = this.levels[this.levels.length - 1];
    return last ? last.count : this.m > 0 ? 1 : 0;
  }

  /** Adds rows [m, to) of the rows shown (input.rows, or every row). */
  add(input: SummaryInput, to: number) {
    const from = this.m;
    if (to <= from) return;
    const n = to - from;
    const ids = new Uint32Array(n);
    this.dims.forEach((dim, d) => {
      const codes = dim.codes(input, from, to);
      const level = this.levels[d] ?? new PairTable();
      for (let i = 0; i < n; i++) ids[i] = level.id(ids[i] ?? 0, codes[i] ?? 0);
    });
    this.rows.add(input, ids);
    this.measures.forEach((p) => p.add(input, ids, from, to));
    const zeros = new Uint32Array(n);
    this.totals.forEach((p) => p.add(input, zeros, from, to));
    if (this.pivot) {
      const { dim, rows, columns, cells, cellFigures } = this.pivot;
      const across = dim.codes(input, from, to);
      rows.add(input, across);
      columns.add(input, across, from, to);
      const cellIds = new Uint32Array(n);
      for (let i = 0; i < n; i++) cellIds[i] = cells.id(ids[i] ?? 0, across[i] ?? 0);
      cellFigures.add(input, cellIds, from, to);
    }
    this.m = to;
    this.extent = Math.max(this.extent, extentOf(input.rows, from, to));
  }
}

function extentOf(rows: Uint32Array | null, from: number, to: number): number {
  if (rows === null) return to;
  let max = -1;
  for (let j = from; j < to; j++) if ((rows[j] ?? 0) > max) max = rows[j] ?? 0;
  return max + 1;
}
