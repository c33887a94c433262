import { z } from 'zod';
import { limitsSchema, windows } from '../core/contract';

/** The service's windows plus the margin the client keeps over each of them. */
export const clientLimitsSchema = limitsSchema.extend({
  /**
   * The gateway's limiter is "never completely accurate": the client keeps this margin over each window.
   * 2 % is 80 ms at the real 4 s window; the floor below (100 ms) rules there, capping paging at 97.5 % of
   * the limit.
   */
  safetyMarginRatio: z.number().min(0).max(1).default(0.02),
  /**
   * Floor of that margin in real ms, unscaled: jitter does not shrink with the scale. With a smaller
   * floor, two tabs on one key on a loaded machine at the e2e scale reached the service closer than the
   * window and earned a 429 (measured: docs/service.md#gateway-accuracy). At the real 4 s window it is
   * 2.5 % of the window instead of 2 %.
   */
  minSafetyMarginMs: z.number().min(0).default(100),
});
export type ClientLimits = z.infer<typeof clientLimitsSchema>;

const limitsByScale = new Map<number, Readonly<ClientLimits>>();

/**
 * The client's limits at a time scale: parsed once a scale, since a running run's view reads them on
 * every render (a zod parse each time was part of every page's render).
 */
export function clientLimits(timeScale: number): Readonly<ClientLimits> {
  let limits = limitsByScale.get(timeScale);
  if (!limits) {
    limits = Object.freeze(clientLimitsSchema.parse({ timeScale }));
    limitsByScale.set(timeScale, limits);
  }
  return limits;
}

/** A wait plus the client's safety margin: the gateway's limiter is "never completely accurate". */
export const withSafetyMargin = (ms: number, l: ClientLimits) =>
  ms + Math.max(ms * l.safetyMarginRatio, l.minSafetyMarginMs);

/** The service's windows in real ms, and what the client waits: each window plus its safety margin. */
export function clientWindows(limits: ClientLimits) {
  const w = windows(limits);
  return {
    ...w,
    /** What the client waits between two starts: the interval plus its safety margin. */
    clientIntervalMs: withSafetyMargin(w.otherIntervalMs, limits),
    clientCreateTokenWindowMs: withSafetyMargin(w.createTokenWindowMs, limits),
  };
}
