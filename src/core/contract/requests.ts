import { z } from 'zod';
import { MAX_LEGACY_SIZE } from './request-limits';
import { SERVICE_DATE_RE } from './service-date';

/** ExecuteReport's body for the legacy family. */
export const legacyRequestSchema = z.object({
  startDate: z.string().regex(SERVICE_DATE_RE),
  endDate: z.string().regex(SERVICE_DATE_RE),
  size: z.number().int().min(1).max(MAX_LEGACY_SIZE),
  lastDocument: z.string(),
});

/** ExecuteReport's body for the new family: no size, the page size is the service's. */
export const newRequestSchema = z.object({
  startDate: z.string().regex(SERVICE_DATE_RE),
  endDate: z.string().regex(SERVICE_DATE_RE),
  campaingId: z.string().min(1).optional(),
  lastDocument: z.string().optional(),
});
export type LegacyRequest = z.infer<typeof legacyRequestSchema>;
export type NewRequest = z.infer<typeof newRequestSchema>;
