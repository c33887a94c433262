/**
 * The service's contract, written once: its limits, date shape, bodies and rows. The client (src/api)
 * and the simulated service (src/sim) both import it and never each other, so a rule of the service
 * changes in one place and both sides follow.
 */
export {
  CREATE_TOKEN_CALLS,
  CREATE_TOKEN_WINDOW_MS,
  OTHER_CALL_INTERVAL_MS,
  QUOTA_PERIOD_MS,
} from './rate-limits';
export { DEFAULT_LIMITS, limitsSchema, scaledLimits, windows, type Limits } from './limits';
export { PRODUCTS, type Product } from './products';
export { DIALOGS_MAX_RANGE_DAYS, MAX_LEGACY_SIZE } from './request-limits';
export { SERVICE_DATE_FORMAT, SERVICE_DATE_RE } from './service-date';
export { legacyRequestSchema, newRequestSchema, type LegacyRequest, type NewRequest } from './requests';
export { envelopeSchema, type Envelope } from './envelope';
export { createTokenRequestSchema, createTokenResponseSchema } from './token';
export { gatewayErrorSchema } from './gateway-error';
export { quotaInfoSchema, type QuotaInfo } from './quota-info';
export { DIALOGS_FIELDS, dialogsRowSchema, type DialogsRow } from './dialogs-row';
export { describeFields, holdsKind, type FieldDescription, type FieldKind } from './field-kinds';
export { labelOf, PART_LABELS, SECUENCE_TYPE_LABELS } from './dialogs-labels';
export { VALUE_WORDS, type ValueLanguage, type ValueWords } from './value-words';
export { genericRowSchema, rowTemplate, type GenericRow, type Row } from './rows';
