/** The service's rate limits and quota period, per key (docs/service.md, "Limits"), unscaled. */

/** CreateToken: at most this many calls... */
export const CREATE_TOKEN_CALLS = 3;
/** ...in any window of this length. */
export const CREATE_TOKEN_WINDOW_MS = 60_000;
/** Every other operation: one call per interval. */
export const OTHER_CALL_INTERVAL_MS = 4_000;
/** Both products' quotas count over the same 12-hour window (43200 s). */
export const QUOTA_PERIOD_MS = 43_200_000;
