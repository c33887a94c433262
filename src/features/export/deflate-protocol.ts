import { z } from 'zod';

/** A block for a deflating thread (core/xlsx block-deflate.ts), numbered so its answer finds its caller. */
export const toDeflaterSchema = z.object({
  id: z.number().int(),
  block: z.instanceof(Uint8Array),
  dictionary: z.instanceof(Uint8Array).nullable(),
  final: z.boolean(),
});
export type ToDeflater = z.infer<typeof toDeflaterSchema>;

export const fromDeflaterSchema = z.union([
  z.object({ id: z.number().int(), bytes: z.instanceof(Uint8Array), crc: z.number().int() }),
  z.object({ id: z.number().int(), error: z.string() }),
]);
export type FromDeflater = z.infer<typeof fromDeflaterSchema>;
