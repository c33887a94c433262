export { intersect, overlaps, subtract, windowsOf, SECOND_MS, type Span } from './intervals';
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
