// The Summary's engine (docs/analytics.md#summary): headless, no React, no DOM, no worker API.
//
// Against the shared design, these names and shapes changed or were added (the rest is as designed):
// - CategoryData's codes are codes of the text each cell shows (column.text), not of raw values: values
//   that show alike are one group, the group a pick list selects, so a drill (a figure's rows in the grid) is exact. `valueOf(code)` is
//   one raw value of that text; `textOf(code, column?)` its text, in another language if asked.
// - summaryKindOf: a column that sorts as text stays a category even when its values are numbers (a
//   DIALOGS part or other label groups by its words, not by bins); 'auto' with only numbers is a number.
// - An encoder's tail(from) is a ColumnTail (ColumnData plus `from`), which the worker appends where it
//   starts; `post(columnKey, tail)` answers false when a tail would leave a gap.
// - chooseBins never answers null: a column with no number gets one bin [0, 1), its rows all in none.
// - GroupKey of none: category 0, date NaN, number bin -1.
// - SummaryResult.cells: groups × values across with a pivot, groups × measures without. With tooMany,
//   total.figures are null and skipped are 0 (nothing is computed but the count).
// - Added: neededColumns(spec, kindOf) (which columns to encode, as what), binsFor(spec, kindOf, numbers)
//   and withColumnsOf(spec, has) (a spec without the columns another run lacks, each named); DrillContext and
//   drillFilters(spec, keys, across, ctx), in the grid's own ColumnFilter (src/core/table/types.ts); shareOf(kind, figure, total); ColumnStore (the worker's columns).
// - compare: change(current, previous) takes { figure, rows } of each period (Base).
// - The host (src/features/summary/summary-host.ts): summarize answers null when a later call replaced it
//   before it started; clear() forgets every column.
export {
  DATE_BUCKETS,
  MAX_GROUP_BY,
  MAX_MEASURES,
  MEASURE_KINDS,
  readSummaryParam,
  summaryParam,
  summarySpecSchema,
  type DateBucket,
  type GroupBy,
  type Measure,
  type MeasureKind,
  type SummarySpec,
} from './spec';
export {
  CategoryEncoder,
  columnKey,
  DateEncoder,
  encoderFor,
  NumberEncoder,
  summaryKindOf,
  type AnyEncoder,
  type CategoryData,
  type ColumnData,
  type ColumnEncoder,
  type DateData,
  type NumberData,
  type SummaryKind,
} from './columns';
export { binEdges, bucketEnd, bucketStart, chooseBins, MAX_BINS, type NumberBins } from './buckets';
export { shareOf, SHARED_KINDS } from './measures';
export { MAX_CELLS, summarize } from './summarize';
export type { GroupKey, SummaryGroup, SummaryInput, SummaryPivot, SummaryResult } from './types';
export { drillFilter, drillFilters, type DrillContext } from './drill-filter';
// The former names, for src/features/summary/summary-names.ts alone until it takes the new ones.
export { binsFor, neededColumns, withColumnsOf, type NeededColumn } from './needs';
export { change, MIN_BASE, type Base, type Change } from './compare';
export { ColumnStore } from './column-store';
export { roomAhead } from './grown';
export { LandingSummaries } from './landing';
export { warmSummary } from './warm-up';
export type { ColumnTail } from './columns';
