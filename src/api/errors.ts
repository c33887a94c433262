/**
 * Errors are values with a kind, decided once in the client; the UI maps each kind to a message and an
 * action. No toast or redirect from inside the HTTP layer.
 */
export const SERVICE_ERROR_KINDS = [
  'bad-credentials', // CreateToken 401
  'unauthorized', // ExecuteReport 401 twice in a row, or a 401 from the gateway (subscription key)
  'rate-limited', // 429 that the caller chose not to wait out (e.g. CreateToken at sign-in)
  'quota-exhausted', // 403: stop; renewsAt and resume point carried
  'invalid-execution', // isValid: false, with the service's own messages
  'server', // 5xx after bounded retries
  'network', // fetch failed after bounded retries
  'malformed', // a body that is not the expected JSON, after bounded retries
  'paging-loop', // repeated cursor, pageCount not going down, pageCount > 0 with a null cursor
  'aborted',
] as const;
export type ServiceErrorKind = (typeof SERVICE_ERROR_KINDS)[number];

export interface ServiceErrorDetails {
  status?: number;
  /** First bytes of a body that could not be understood. */
  bodyStart?: string;
  /** The service's own error items, unchanged, as text. */
  serviceErrors?: string[];
  /** Epoch ms when a rate limit or quota renews. */
  renewsAt?: number;
  /** Where to resume the run from. */
  resume?: import('./types').ResumePoint;
}

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly details: ServiceErrorDetails;
  constructor(kind: ServiceErrorKind, message: string, details: ServiceErrorDetails = {}) {
    super(message);
    this.name = 'ServiceError';
    this.kind = kind;
    this.details = details;
  }
}

export const isServiceError = (e: unknown): e is ServiceError => e instanceof ServiceError;
