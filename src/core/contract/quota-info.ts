import { z } from 'zod';

/**
 * Answer of `CreateToken?info`. The service does not document it; this is the simulated service's shape,
 * and the client accepts any JSON object here (it shows what it understands and the rest as text).
 */
export const quotaInfoSchema = z.looseObject({
  product: z.enum(['basic', 'premium']),
  periodSeconds: z.number(),
  calls: z.object({ used: z.number(), limit: z.number(), remaining: z.number() }),
  kilobytes: z.object({ used: z.number(), limit: z.number(), remaining: z.number() }),
  /** ISO 8601 instant when the current window ends and the quota renews. */
  renewsAt: z.string(),
});
export type QuotaInfo = z.infer<typeof quotaInfoSchema>;
