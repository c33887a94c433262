import { summaryKindOf, type SummaryKind } from '../../core/summary';
import type { RowRecord } from '../../core/table';
import type { ResultColumn } from '../results';

/** A column the summary can use, with what it is good for. */
export interface SummaryColumn {
  column: ResultColumn;
  /** How it groups: categories of what it shows, periods of its dates, or bins of its numbers. */
  kind: SummaryKind;
  /** Sums, averages and percentiles read its numbers. */
  measurable: boolean;
  /** Few distinct values among those sampled: worth grouping by first (an id has one per row). */
  fewValues: boolean;
}

/** Rows sampled to tell what a column holds (a date text, numbers): the first rows and some later. */
const SAMPLE = 256;

function sampleOf(rows: readonly RowRecord[], key: string): unknown[] {
  const step = Math.max(1, Math.floor(rows.length / SAMPLE));
  const values: unknown[] = [];
  for (let i = 0; i < rows.length && values.length < SAMPLE; i += step) values.push(rows[i]?.[key]);
  return values;
}

/** At most a quarter as many distinct values as values sampled (or ten, for a run of a few rows). */
function fewValuesIn(sample: readonly unknown[]): boolean {
  const seen = new Set<unknown>();
  let n = 0;
  for (const v of sample) {
    if (v === null || v === undefined || v === '') continue;
    n++;
    seen.add(typeof v === 'object' ? JSON.stringify(v) : v);
  }
  return n > 0 && seen.size <= Math.max(10, n / 4);
}

/** How a column groups: by the words of a label, else by what its sampled values are. */
function kindOf(column: ResultColumn, sample: readonly unknown[]): SummaryKind {
  if (column.kind === 'label') return 'category';
  const kind = summaryKindOf(column, sample);
  // 'auto': the grid saw a text or a boolean beside the numbers, if not in the sample then in a row
  // after it (src/features/results/columns/generic-columns.ts). In bins, those rows would make one
  // "(none)" group that no grid filter selects exactly (a range reads numbers only): a drill that lies.
  return kind === 'number' && column.sortAs === 'auto' ? 'category' : kind;
}

/**
 * The grid's columns as the summary reads them. A coded number shown as words (a DIALOGS part) groups
 * by its words; a number or percent column groups in bins and can be measured; so can a column of mixed
 * values (grouped by what its cells show), whose rows without a number are counted as left out.
 */
export function summaryColumns(
  columns: readonly ResultColumn[],
  rows: readonly RowRecord[],
): SummaryColumn[] {
  return columns.map((column) => {
    const sample = sampleOf(rows, column.key);
    const kind = kindOf(column, sample);
    const measurable =
      kind === 'number' || column.kind === 'number' || column.kind === 'percent' || column.sortAs === 'auto';
    return { column, kind, measurable, fewValues: fewValuesIn(sample) };
  });
}
