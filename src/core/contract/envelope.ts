import { z } from 'zod';

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
