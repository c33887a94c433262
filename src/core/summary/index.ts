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
export {
  doorFilter,
  doorFilters,
  type BinRangeFilter,
  type DoorContext,
  type DoorFilter,
  type OneOfFilter,
  type TextRangeFilter,
} from './door';
export { neededColumns, type NeededColumn } from './needs';
export { change, MIN_BASE, type Base, type Change } from './compare';
export { ColumnStore } from './column-store';
export type { ColumnTail } from './columns';
