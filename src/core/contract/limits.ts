import { z } from 'zod';
import {
  CREATE_TOKEN_CALLS,
  CREATE_TOKEN_WINDOW_MS,
  OTHER_CALL_INTERVAL_MS,
  QUOTA_PERIOD_MS,
} from './rate-limits';

/**
 * One limits configuration shared by the client's throttle and the simulated service, so tests and the
 * demo scale every window together. The documented values (docs/service.md, "Limits") by default; the
 * two margin fields are the client's own and the simulated service ignores them.
 */
export const limitsSchema = z.object({
  /** Multiplies every window below: 1 is the real service; 0.01 turns 4 s into 40 ms. */
  timeScale: z.number().positive().default(1),
  createToken: z
    .object({ calls: z.number().int().positive(), windowMs: z.number().positive() })
    .default({ calls: CREATE_TOKEN_CALLS, windowMs: CREATE_TOKEN_WINDOW_MS }),
  /** Every other call: at most one per interval, per key. */
  otherIntervalMs: z.number().positive().default(OTHER_CALL_INTERVAL_MS),
  /**
   * The gateway's limiter is "never completely accurate": the client keeps this margin over each window.
   * 2 % is 80 ms at the real 4 s window, well over a request's jitter, and caps paging at 98 % of the limit.
   */
  safetyMarginRatio: z.number().min(0).max(1).default(0.02),
  /**
   * Floor of that margin in real ms, unscaled: jitter does not shrink with the scale. Two tabs on one key
   * on a loaded 2-core machine (e2e scale, 80 ms window) saw a fetch wait up to 100 ms in the browser
   * before it was sent, and calls reached the service 81 ms apart with a 25 ms floor (a 429 in 1 run of 3);
   * with 60 ms the closest were 120 ms apart over 5 runs. At the real 4 s window the 2 % (80 ms) rules.
   */
  minSafetyMarginMs: z.number().min(0).default(60),
  quotaPeriodMs: z.number().positive().default(QUOTA_PERIOD_MS),
});
export type Limits = z.infer<typeof limitsSchema>;

export const DEFAULT_LIMITS: Limits = limitsSchema.parse({});

export const scaledLimits = (timeScale: number): Limits => limitsSchema.parse({ timeScale });

/** A wait plus the client's safety margin: the gateway's limiter is "never completely accurate". */
export const withSafetyMargin = (ms: number, l: Limits) =>
  ms + Math.max(ms * l.safetyMarginRatio, l.minSafetyMarginMs);

/** The windows in real milliseconds once the scale is applied. */
export function windows(limits: Limits) {
  const s = limits.timeScale;
  return {
    createTokenCalls: limits.createToken.calls,
    createTokenWindowMs: limits.createToken.windowMs * s,
    otherIntervalMs: limits.otherIntervalMs * s,
    /** What the client waits between two starts: the interval plus its safety margin. */
    clientIntervalMs: withSafetyMargin(limits.otherIntervalMs * s, limits),
    clientCreateTokenWindowMs: withSafetyMargin(limits.createToken.windowMs * s, limits),
    quotaPeriodMs: limits.quotaPeriodMs * s,
  };
}
