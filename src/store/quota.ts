/** True for the error a browser gives when the origin's storage is full. */
export const isQuotaExceeded = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError';
