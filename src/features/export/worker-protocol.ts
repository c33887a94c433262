import { z } from 'zod';

/** Messages to the CSV worker. Rows are checked one by one in the worker (a schema per row would cost more than the CSV). */
const column = z.union([z.instanceof(Uint8Array), z.instanceof(Uint16Array), z.array(z.unknown())]);

/** Messages to the CSV worker. Cells are not checked one by one: the writer takes any value. */
export const toWorkerSchema = z.discriminatedUnion('type', [
  /** Headers, and per column its distinct values (the codes of 'rows' point into them) or null. */
  z.object({
    type: z.literal('start'),
    headers: z.array(z.string()),
    distinct: z.array(z.array(z.unknown()).nullable()),
  }),
  /** `count` rows, column by column: codes for a column with distinct values, else the values. */
  z.object({ type: z.literal('rows'), count: z.number().int().min(0), columns: z.array(column) }),
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
