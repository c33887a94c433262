import type { ColumnData, SummaryResult, SummarySpec } from '../../src/core/summary';

/** The rows of one column encoded since the last post: [from, from + data.size). */
export interface ColumnTail {
  /** columnKey(kind, key), as the engine's input names its columns. */
  id: string;
  from: number;
  data: ColumnData;
}

export type ToWorker =
  | { type: 'columns'; tails: ColumnTail[] }
  | { type: 'summarize'; id: number; spec: SummarySpec; rows: Uint32Array | null; count: number };

export type FromWorker =
  { type: 'columns'; size: number } | { type: 'summary'; id: number; result: SummaryResult; ms: number };

/** A column's typed array. */
export const arrayOf = (d: ColumnData) =>
  d.kind === 'category' ? d.codes : d.kind === 'number' ? d.values : d.wall;
