// What the results grid's canvas face draws, read back as text: the face is a canvas (painted in a worker
// where the browser allows), so a test reads the texts it was asked to draw and where, the way a person
// reads them off the screen.
import { faceIn } from '../features/results/grid/body/draw-face';
import { fitCanvas, paintFace } from '../features/results/grid/body/face-paint';
import { createFaceText, type FaceText as TextPainter } from '../features/results/grid/body/face-text';

/** One text drawn on the face, at its CSS-pixel position in the canvas (y is the baseline). */
export interface FaceText {
  text: string;
  x: number;
  y: number;
}

export interface FaceRecorder {
  canvas: HTMLCanvasElement;
  /** The texts of the last frame drawn, in drawing order. */
  frame: () => readonly FaceText[];
  /** Frames drawn since the recording began. */
  frames: () => number;
}

/** Settles once the grid's face shows the rows: from then on a scroll frame draws it alone. */
export async function faceShown(grid: HTMLElement) {
  const canvas = grid.querySelector('canvas');
  const face = canvas ? faceIn(canvas) : undefined;
  if (!face) throw new Error('the grid has no canvas face');
  await face.shown;
}

/**
 * Records what the grid's face draws from now on, once the face shows the rows (a face painted in a worker
 * shows them from its first frame on). The face is the grid's one canvas, found in the DOM. Each list of a
 * frame it hands over to be painted is painted again here, by the same passes, onto a canvas of the test's
 * own whose fillText is recorded: what was drawn, with its ellipsis, at the place it was drawn.
 */
export async function recordFace(grid: HTMLElement): Promise<FaceRecorder> {
  await faceShown(grid);
  const canvas = grid.querySelector('canvas');
  const face = canvas ? faceIn(canvas) : undefined;
  if (!canvas || !face) throw new Error('the grid has no canvas face');
  const replay = new OffscreenCanvas(1, 1);
  const ctx = replay.getContext('2d');
  if (!ctx) throw new Error('no 2D context to replay the face on');
  let text: TextPainter | undefined;
  let last: FaceText[] = [];
  let frames = 0;
  const fillText = ctx.fillText.bind(ctx);
  ctx.fillText = (drawn: string, x: number, y: number, maxWidth?: number) => {
    // In the face's own coordinates: CSS pixels from the canvas's top left (its transform maps them to
    // device pixels).
    last.push({ text: drawn, x, y });
    fillText(drawn, x, y, maxWidth);
  };
  face.watch((list, look, texts) => {
    frames++;
    last = [];
    text ??= createFaceText(ctx, list.rowHeight);
    if (fitCanvas(replay, list)) text.forgetFont();
    paintFace(ctx, text, list, look, texts);
  });
  return { canvas, frame: () => last, frames: () => frames };
}
