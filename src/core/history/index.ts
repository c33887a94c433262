export { intersect, joined, overlaps, subtract, windowsOf, SECOND_MS, type Span } from './intervals';
export {
  isSettled,
  planHistory,
  settledPart,
  type DevicePart,
  type HistoryPlan,
  type PlanRequest,
  type ReportTraits,
  type StoredSegment,
} from './plan';
export { afterFetch } from './segments';
export { estimateFetch, rowsPerDay, type FetchEstimate } from './estimate';
export { keptApart } from './apart';
export { parseRowDate, type RowDate } from '../dates/row-date';
export { querySpan, spanRange } from './query-span';
export {
  CLOCK_TOLERANCE_MS,
  DEFAULT_SETTLE_MS,
  EARLIEST_OFFSET_MIN,
  serviceWallMs,
  settleMsOf,
} from './service-clock';
export { historyTraits, ROW_DATE_FIELD } from './traits';
export { teamParts, type TeamPart, type TeamSegment } from './team-parts';
