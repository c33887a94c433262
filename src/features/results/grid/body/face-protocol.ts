import { z } from 'zod';

// The messages between the page and the face's worker (face-canvas.ts, face-worker.ts).

const numbers = z.array(z.number());

const textStyleSchema = z.object({
  font: z.string(),
  color: z.string(),
  alpha: z.number(),
  align: z.enum(['left', 'right']),
  underline: z.boolean(),
  padLeft: z.number(),
  padRight: z.number(),
});

const faceLookSchema = z.object({
  palette: z.object({
    rowBackground: z.string(),
    oddBackground: z.string(),
    rowBorder: z.string(),
    cellBorder: z.string(),
  }),
  styles: z.array(textStyleSchema).readonly(),
});

export const faceListSchema = z.object({
  width: z.number(),
  height: z.number(),
  ratio: z.number(),
  rowHeight: z.number(),
  gutterWidth: z.number(),
  positions: numbers,
  tops: numbers,
  xs: numbers,
  widths: numbers,
  cells: numbers,
  styles: numbers,
});

const offscreen = z.custom<OffscreenCanvas>(
  (value) => typeof OffscreenCanvas === 'function' && value instanceof OffscreenCanvas,
);

/**
 * To the worker: a face's canvas handed over, a frame to paint (its look when it changed), a face gone,
 * fonts to load ahead.
 */
export const toFaceWorkerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open'), id: z.number(), canvas: offscreen, rowHeight: z.number() }),
  z.object({
    kind: z.literal('paint'),
    id: z.number(),
    list: faceListSchema,
    look: faceLookSchema.nullable(),
    /** The texts new since the last paint, from index `textsFrom` on (0: the texts start again). */
    textsFrom: z.number(),
    fresh: z.array(z.string()),
  }),
  z.object({ kind: z.literal('close'), id: z.number() }),
  /** Ahead of the first face: `sample` measured in each font, so the worker's first frame finds them loaded. */
  z.object({ kind: z.literal('warm'), fonts: z.array(z.string()), sample: z.string() }),
]);
export type ToFaceWorker = z.infer<typeof toFaceWorkerSchema>;

/** From the worker: a face painted its first frame (it shows the rows from now on), or has no 2D context. */
export const fromFaceWorkerSchema = z.object({ kind: z.enum(['shown', 'failed']), id: z.number() });
export type FromFaceWorker = z.infer<typeof fromFaceWorkerSchema>;
