import { z } from 'zod';
import { REPORT_KEYS } from '../core/catalog/catalog';
import { SERVICE_ERROR_KINDS, ServiceError, type ServiceErrorDetails } from '../api/errors';

/**
 * An error as it crosses from the engine's worker to the page. Structured clone keeps an Error's message
 * but not its class or fields, and the screens decide what to show by a ServiceError's kind and details
 * (the resume point, when a limit renews), so the error is sent as data and rebuilt on the page.
 */
const reportQuerySchema = z.object({
  reportKey: z.enum(REPORT_KEYS),
  startDate: z.string(),
  endDate: z.string(),
  size: z.number().optional(),
  campaignId: z.string().optional(),
});

const wireErrorSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('service'),
    kind: z.enum(SERVICE_ERROR_KINDS),
    message: z.string(),
    details: z.object({
      status: z.number().optional(),
      bodyStart: z.string().optional(),
      serviceErrors: z.array(z.string()).optional(),
      renewsAt: z.number().optional(),
      resume: z
        .object({
          query: reportQuerySchema,
          cursor: z.string(),
          pagesDone: z.number(),
          totalPages: z.number(),
        })
        .optional(),
    }),
  }),
  z.object({ type: z.literal('other'), message: z.string() }),
]);
export type WireError = z.infer<typeof wireErrorSchema>;

export function toWire(error: unknown): WireError {
  if (error instanceof ServiceError) {
    return { type: 'service', kind: error.kind, message: error.message, details: { ...error.details } };
  }
  return { type: 'other', message: error instanceof Error ? error.message : String(error) };
}

export function fromWire(wire: unknown): Error {
  const parsed = wireErrorSchema.safeParse(wire);
  if (!parsed.success) return new Error('The engine failed without saying why.');
  const error = parsed.data;
  if (error.type === 'other') return new Error(error.message);
  const details: ServiceErrorDetails = error.details;
  return new ServiceError(error.kind, error.message, details);
}

/** What every engine call answers across the worker: its value, or its error as data. */
export type Wired<T> = { ok: true; value: T } | { ok: false; error: WireError };

export async function wired<T>(work: () => Promise<T>): Promise<Wired<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: toWire(error) };
  }
}

export function unwired<T>(answer: Wired<T>): T {
  if (answer.ok) return answer.value;
  throw fromWire(answer.error);
}
