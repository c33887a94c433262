// What the results grid's canvas face draws, read back as text: the face is a canvas, so a test reads the
// texts it was asked to draw and where, the way a person reads them off the screen.

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

/**
 * Records what the grid's face draws from now on. The face is the grid's one canvas, found in the DOM; its
 * 2D context is the one the face painter holds (a canvas has one context: getContext returns it again), and
 * its fillText is wrapped on that object alone, so the face still draws. One frame is one synchronous
 * burst of drawing: every draw of a frame happens in one task, so the texts drawn before the next
 * microtask checkpoint are one frame.
 */
export function recordFace(grid: HTMLElement): FaceRecorder {
  const canvas = grid.querySelector('canvas');
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) throw new Error('the grid has no canvas face');
  let last: FaceText[] = [];
  let drawing: FaceText[] | null = null;
  let frames = 0;
  const fillText = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
    if (!drawing) {
      const frame: FaceText[] = (drawing = []);
      frames++;
      queueMicrotask(() => {
        last = frame;
        drawing = null;
      });
    }
    // In the face's own coordinates: CSS pixels from the canvas's top left (its transform maps them to
    // device pixels).
    drawing.push({ text, x, y });
    fillText(text, x, y, maxWidth);
  };
  return { canvas, frame: () => drawing ?? last, frames: () => frames };
}
