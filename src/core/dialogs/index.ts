export {
  containment,
  isCustomer,
  isLowConfidence,
  isPerson,
  PART,
  partKind,
  type PartKind,
} from './definitions';
