import type { Limits } from '../../core/contract';

/** Consecutive 429s waited out before giving up with 'rate-limited'. */
export const MAX_RATE_LIMITED = 5;
/** Retries of a 5xx, a failed fetch or an unreadable body before giving up. */
export const MAX_RETRIES = 3;

const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;

/** Exponential backoff before retry `attempt` (1-based), scaled like every other window. */
export const backoffMs = (attempt: number, limits: Limits) =>
  Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_CAP_MS) * limits.timeScale;

export { withSafetyMargin } from '../client-limits';
