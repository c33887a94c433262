export {
  containment,
  isCustomer,
  isLowConfidence,
  isLowConfidenceRow,
  isPerson,
  PART,
  partKind,
  type PartKind,
} from './definitions';
