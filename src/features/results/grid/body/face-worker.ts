// The face's worker: the grids' face canvases, handed over with transferControlToOffscreen, painted here
// from the lists the page posts (face-canvas.ts), so neither their drawing nor their raster and commit
// holds the page's main thread. The face's fonts are system font stacks, which a worker has as the page does.
import { fitCanvas, paintFace } from './face-paint';
import type { FaceLook } from './face-list';
import { toFaceWorkerSchema, type FromFaceWorker } from './face-protocol';
import { createFaceText, type FaceText } from './face-text';

interface Painted {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  text: FaceText;
  look: FaceLook | undefined;
  texts: string[];
  shown: boolean;
}

const faces = new Map<number, Painted>();

/**
 * Loads the fonts a face will draw in, and their glyphs for `sample`, before the first face comes. A
 * worker's first text waits for its fonts to be found and loaded, which the page's main thread had done
 * long before: the first frame of a face waited for it, and the DOM rows showed the rows meanwhile
 * (docs/measurements.md#the-frame-that-first-shows-rows).
 */
function warm(fonts: readonly string[], sample: string) {
  const ctx = new OffscreenCanvas(1, 1).getContext('2d');
  if (!ctx) return;
  for (const font of fonts) {
    ctx.font = font;
    ctx.measureText(sample);
    ctx.fillText(sample, 0, 0);
  }
}
// The project compiles with the DOM lib; in a worker `self.postMessage(message)` is the worker's own.
const post = (message: FromFaceWorker) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const parsed = toFaceWorkerSchema.safeParse(event.data);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.kind === 'open') {
    const ctx = message.canvas.getContext('2d', { alpha: false });
    if (!ctx) return post({ kind: 'failed', id: message.id });
    const text = createFaceText(ctx, message.rowHeight);
    faces.set(message.id, { canvas: message.canvas, ctx, text, look: undefined, texts: [], shown: false });
    return;
  }
  if (message.kind === 'close') {
    faces.delete(message.id);
    return;
  }
  if (message.kind === 'warm') return warm(message.fonts, message.sample);
  const face = faces.get(message.id);
  if (!face) return;
  if (message.look) face.look = message.look;
  // The page numbers texts in the order it sends them: they land at the same indexes here.
  face.texts.length = message.textsFrom;
  for (const fresh of message.fresh) face.texts.push(fresh);
  if (!face.look) return;
  if (fitCanvas(face.canvas, message.list)) face.text.forgetFont();
  paintFace(face.ctx, face.text, message.list, face.look, face.texts);
  if (!face.shown) {
    face.shown = true;
    post({ kind: 'shown', id: message.id });
  }
});
