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
}

/** Rows sampled to tell what a column holds (a date text, numbers): the first rows and some later. */
const SAMPLE = 256;

function sampleOf(rows: readonly RowRecord[], key: string): unknown[] {
  const step = Math.max(1, Math.floor(rows.length / SAMPLE));
  const values: unknown[] = [];
  for (let i = 0; i < rows.length && values.length < SAMPLE; i += step) values.push(rows[i]?.[key]);
  return values;
}

/**
 * The grid's columns as the summary reads them. A coded number shown as words (a DIALOGS part) groups
 * by its words; a number or percent column groups in bins and can be measured; so can a column of mixed
 * values, whose rows without a number are counted as left out.
 */
export function summaryColumns(
  columns: readonly ResultColumn[],
  rows: readonly RowRecord[],
): SummaryColumn[] {
  return columns.map((column) => {
    const kind = column.kind === 'label' ? 'category' : summaryKindOf(column, sampleOf(rows, column.key));
    const measurable =
      kind === 'number' || column.kind === 'number' || column.kind === 'percent' || column.sortAs === 'auto';
    return { column, kind, measurable };
  });
}
