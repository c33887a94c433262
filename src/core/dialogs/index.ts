export {
  containment,
  isCustomer,
  isLowConfidence,
  isLowConfidenceRow,
  isPerson,
  notUnderstoodRate,
  PART,
  partKind,
  type PartKind,
} from './definitions';
