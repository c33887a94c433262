import { fitCanvas, paintFace } from './face-paint';
import type { FaceList, FaceLook, FaceTexts } from './face-list';
import { fromFaceWorkerSchema, type ToFaceWorker } from './face-protocol';
import { createFaceText } from './face-text';

export type FaceState = 'shown' | 'pending' | 'failed';

/** Where a face's lists are painted: the page's canvas itself, or the face's worker. */
export interface FaceCanvas {
  /**
   * Paints `list`; `look` when it changed since the last paint (the first paint has one). `texts` are
   * every text the lists name; those from `textsFrom` on are new since the last paint (0: all are).
   */
  paint(list: FaceList, look: FaceLook | null, texts: FaceTexts, textsFrom: number): void;
  /**
   * Whether what is painted shows: a worker's canvas shows nothing until its first frame is painted
   * ('pending'), nor ever when the worker has no 2D context ('failed').
   */
  state(): FaceState;
  /** Settles once what is painted shows. */
  readonly shown: Promise<void>;
  /** The face is gone: what it held is let go. */
  close(): void;
}

/** Painted on the main thread, where a canvas cannot be handed to a worker. */
function mainThreadCanvas(canvas: HTMLCanvasElement, rowHeight: number): FaceCanvas | null {
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) return null;
  const text = createFaceText(ctx, rowHeight);
  let kept: FaceLook | undefined;
  return {
    paint(list, look, texts) {
      if (look) kept = look;
      if (!kept) return;
      if (fitCanvas(canvas, list)) text.forgetFont();
      paintFace(ctx, text, list, kept, texts);
    },
    state: () => 'shown',
    shown: Promise.resolve(),
    close() {},
  };
}

/** The one worker that paints every face (made with the first), and what each face waits to hear. */
let worker: Worker | undefined;
const listeners = new Map<number, (kind: 'shown' | 'failed') => void>();
let nextId = 1;

function faceWorker() {
  if (worker) return worker;
  const made = new Worker(new URL('./face-worker.ts', import.meta.url), { type: 'module', name: 'face' });
  made.addEventListener('message', (event: MessageEvent<unknown>) => {
    const parsed = fromFaceWorkerSchema.safeParse(event.data);
    if (parsed.success) listeners.get(parsed.data.id)?.(parsed.data.kind);
  });
  // A worker that failed to load or threw paints nothing: its faces leave the rows to the DOM rows.
  made.addEventListener('error', () => {
    for (const listener of listeners.values()) listener('failed');
  });
  return (worker = made);
}

/**
 * Painted in the face's worker (face-worker.ts): the canvas's drawing, raster and commit leave the main
 * thread, which posts each frame's list (structured clone) with the texts the worker has not had yet: a
 * frame of a steady scroll sends the cells' numbers and a few rows' texts, not every text in view. Until
 * the worker has painted its first frame the face does not show (its DOM rows show instead); a worker
 * that never does leaves it so.
 */
function workerCanvas(canvas: HTMLCanvasElement, rowHeight: number): FaceCanvas {
  const id = nextId++;
  const post = (message: ToFaceWorker, transfer: Transferable[] = []) =>
    faceWorker().postMessage(message, transfer);
  let state: FaceState = 'pending';
  let show = () => {};
  const shown = new Promise<void>((resolve) => (show = resolve));
  listeners.set(id, (kind) => {
    state = kind;
    if (kind === 'shown') show();
  });
  const offscreen = canvas.transferControlToOffscreen();
  post({ kind: 'open', id, canvas: offscreen, rowHeight }, [offscreen]);
  return {
    paint: (list, look, texts, textsFrom) =>
      post({ kind: 'paint', id, list, look, textsFrom, fresh: texts.slice(textsFrom) }),
    state: () => state,
    shown,
    close() {
      listeners.delete(id);
      post({ kind: 'close', id });
    },
  };
}

/** Whether the browser can hand a canvas to a worker. */
const canHand = () =>
  typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
  typeof Worker === 'function';

/** The face's canvas, painted off the main thread where the browser can hand it to a worker. */
export function createFaceCanvas(canvas: HTMLCanvasElement, rowHeight: number) {
  return canHand() ? workerCanvas(canvas, rowHeight) : mainThreadCanvas(canvas, rowHeight);
}

/** Starts the face's worker ahead of the first face, loading `fonts` there (face-worker.ts's `warm`). */
export function warmFaceWorker(fonts: readonly string[], sample: string) {
  if (worker || !canHand()) return;
  faceWorker().postMessage({ kind: 'warm', fonts: [...fonts], sample } satisfies ToFaceWorker);
}
