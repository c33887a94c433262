import { z } from 'zod';
import {
  CREATE_TOKEN_CALLS,
  CREATE_TOKEN_WINDOW_MS,
  OTHER_CALL_INTERVAL_MS,
  QUOTA_PERIOD_MS,
} from './rate-limits';

/**
 * The service's windows as one configuration, shared by the client's throttle and the simulated service so
 * tests and the demo scale every window together. The documented values (docs/service.md, "Limits") by
 * default.
 */
export const limitsSchema = z.object({
  /** Multiplies every window below: 1 is the real service; 0.01 turns 4 s into 40 ms. */
  timeScale: z.number().positive().default(1),
  createToken: z
    .object({ calls: z.number().int().positive(), windowMs: z.number().positive() })
    .default({ calls: CREATE_TOKEN_CALLS, windowMs: CREATE_TOKEN_WINDOW_MS }),
  /** Every other call: at most one per interval, per key. */
  otherIntervalMs: z.number().positive().default(OTHER_CALL_INTERVAL_MS),
  quotaPeriodMs: z.number().positive().default(QUOTA_PERIOD_MS),
});
export type Limits = z.infer<typeof limitsSchema>;

export const DEFAULT_LIMITS: Limits = limitsSchema.parse({});

export const scaledLimits = (timeScale: number): Limits => limitsSchema.parse({ timeScale });

/** The windows in real milliseconds once the scale is applied. */
export function windows(limits: Limits) {
  const s = limits.timeScale;
  return {
    createTokenCalls: limits.createToken.calls,
    createTokenWindowMs: limits.createToken.windowMs * s,
    otherIntervalMs: limits.otherIntervalMs * s,
    quotaPeriodMs: limits.quotaPeriodMs * s,
  };
}
