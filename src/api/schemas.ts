import { z } from 'zod';

/** `yyyy-MM-dd HH:mm:ss`, the only date format the service takes. */
export const SERVICE_DATE_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const createTokenRequestSchema = z.object({
  accessToken: z.string().min(1),
  accessTokenSecret: z.string().min(1),
  /** A string in reporting-api.md, a number in the publisher's examples: we send what the user typed. */
  tenant: z.string().min(1),
});
export type CreateTokenRequest = z.infer<typeof createTokenRequestSchema>;

export const createTokenResponseSchema = z.looseObject({ token: z.string().min(1) });

export const legacyRequestSchema = z.object({
  startDate: z.string().regex(SERVICE_DATE_RE),
  endDate: z.string().regex(SERVICE_DATE_RE),
  size: z.number().int().min(1).max(10_000),
  lastDocument: z.string(),
});
export const newRequestSchema = z.object({
  startDate: z.string().regex(SERVICE_DATE_RE),
  endDate: z.string().regex(SERVICE_DATE_RE),
  campaingId: z.string().min(1).optional(),
  lastDocument: z.string().optional(),
});
export type LegacyRequest = z.infer<typeof legacyRequestSchema>;
export type NewRequest = z.infer<typeof newRequestSchema>;

/** A row of any report other than DIALOGS: fields not shown in reporting-api.md, kept as they come. */
export const genericRowSchema = z.record(z.string(), z.unknown());
export type GenericRow = z.infer<typeof genericRowSchema>;

/** The ExecuteReport envelope (both families). Extra fields are kept; rows are parsed per report. */
export const envelopeSchema = z.looseObject({
  isValid: z.boolean(),
  errors: z
    .array(z.unknown())
    .nullish()
    .transform((e) => e ?? []),
  executionTime: z.number().nullish(),
  idReport: z.string().nullish(),
  nameVisualization: z.string().nullish(),
  totalDocument: z.number().int().nullish(),
  pageCount: z.number().int().min(0).nullish(),
  lastDocument: z.string().nullish(),
  requestCharge: z.number().nullish(),
  result: z
    .array(z.unknown())
    .nullish()
    .transform((r) => r ?? []),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The gateway's own error body (gateway-notes.md). */
export const gatewayErrorSchema = z.looseObject({ statusCode: z.number(), message: z.string() });
export type GatewayError = z.infer<typeof gatewayErrorSchema>;

/**
 * Answer of `CreateToken?info`. reporting-api.md does not show it; this is the simulated service's shape,
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
