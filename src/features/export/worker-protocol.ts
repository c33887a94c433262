import { z } from 'zod';

/** Messages to the CSV worker. Rows are checked one by one in the worker (a schema per row would cost more than the CSV). */
export const toWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), headers: z.array(z.string()), keys: z.array(z.string()) }),
  /** One array of values per row, in the order of `keys`. */
  z.object({ type: z.literal('rows'), rows: z.array(z.unknown()) }),
  z.object({ type: z.literal('end') }),
]);
export type ToWorker = z.infer<typeof toWorkerSchema>;

export const fromWorkerSchema = z.discriminatedUnion('type', [
  /** Rows written so far; also the acknowledgement of a chunk. */
  z.object({ type: z.literal('progress'), written: z.number() }),
  z.object({ type: z.literal('done'), blob: z.instanceof(Blob) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type FromWorker = z.infer<typeof fromWorkerSchema>;

export const isValues = (v: unknown): v is readonly unknown[] => Array.isArray(v);
