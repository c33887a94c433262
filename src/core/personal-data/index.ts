// Personal data in texts: what is found and how it is masked (docs/personal-data.md). Headless.
export { findPersonalData } from './find';
export { KIND_LABELS, PERSONAL_KINDS, type Found, type PersonalKind } from './kinds';
export { columnRoles, FREE_TEXT_COLUMNS, IDENTIFIER_COLUMNS, OWN_COLUMN, type ColumnRole } from './columns';
export { MASK_AS, noCounts, type MaskAs, type MaskCounts } from './counts';
export { Masker, type Masked } from './masker';
export {
  maskAlone,
  maskRows,
  maskText,
  maskValue,
  mayHoldPersonal,
  ownOf,
  quotesOwn,
  type MaskRole,
} from './mask-row';
export { exportKey } from './pseudonym';
export { maskingSidecar, sidecarName } from './sidecar';
export { countTokens } from './count-tokens';
