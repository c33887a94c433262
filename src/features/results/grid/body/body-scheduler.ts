import { sameBody, type BodyProps } from './body-props';

/**
 * Scrolling has rested when no scroll event came for this long and a frame has passed with none: the DOM
 * rows are then written once. A wheel or a dragged thumb sends one event a frame, so a pause between two
 * frames never counts as rest, nor does a wait for a slow frame (a slow machine, a page landing), which
 * had the rows written and laid out between two frames of a scroll
 * (docs/architecture.md#a-page-landing-mid-scroll).
 */
export const DOM_REST_MS = 100;

/**
 * Rows a DOM write in the background changes at most before the next frame: laid out 8 at a time, the
 * rows a render, a rest or a first showing brings are laid out over a few frames rather than in one
 * (docs/architecture.md#the-frame-that-first-shows-rows). Input (catchUp) writes them all at once.
 */
export const ROWS_PER_SLICE = 8;

/**
 * The most the DOM rows wait for the face's worker to paint its first frame: past it they show the rows
 * themselves, as when the face is off.
 */
export const FACE_WAIT_MS = 250;

/** What a draw of the face found: the grid's width it drew at, and whether the face shows the rows. */
export interface FaceDrawn {
  width: number;
  /**
   * 'pending' while the face's worker has not painted its first frame (`shown` settles when it has);
   * 'off' in forced colours or when the worker cannot paint, 'none' without a 2D context: the DOM rows
   * then show themselves.
   */
  face: 'shown' | 'pending' | 'off' | 'none';
  shown?: Promise<void>;
}

/** The body's two layers, drawn and written at once when asked (body-layers.ts): the scheduler says when. */
export interface BodyLayers {
  /** Draws the face `height` tall; undefined while there is nothing to draw into. */
  draw(props: BodyProps, height: number): FaceDrawn | undefined;
  /**
   * Writes the DOM rows in view of a viewport `height` tall, changing at most `rows` of them; false when
   * it left some for a next write.
   */
  write(props: BodyProps, height: number, rows: number): boolean;
  /** The grid's height as laid out now; 0 before it is. */
  laidHeight(): number;
}

type Task = ReturnType<typeof setTimeout>;

/** Where the scheduler's work waits: the browser's frames and tasks, or a test's fake ones. */
export interface BodyClock {
  requestFrame(run: () => void): number;
  cancelFrame(frame: number): void;
  setTask(run: () => void, ms: number): Task;
  clearTask(task: Task | undefined): void;
}

/** Read when called, so whatever stands in for the browser's functions then is used. */
export const browserClock: BodyClock = {
  requestFrame: (run) => requestAnimationFrame(run),
  cancelFrame: (frame) => cancelAnimationFrame(frame),
  setTask: (run, ms) => setTimeout(run, ms),
  clearTask: (task) => clearTimeout(task),
};

/**
 * When the body's layers are updated. A scroll frame draws only the face, and the DOM rows follow once
 * scrolling rests, or at once when the pointer or the keyboard needs them (`catchUp`). A render that
 * changed what the body shows draws the face once in the next frame, before it paints, and writes the
 * DOM rows in a task of their own, so the render's task holds neither; while scrolling, they wait for
 * the rest as a scroll frame's do, and so do they after a resize: written (and laid out) between two
 * scroll frames, they made a page landing mid-scroll cost a long task
 * (docs/architecture.md#a-page-landing-mid-scroll). Without a face (no 2D context, forced colours) the
 * DOM rows show themselves and are written with every draw.
 */
export function createBodyScheduler(layers: BodyLayers, clock: BodyClock, initialHeight: number) {
  /** The viewport's height the layers are drawn at, which the keyboard reads to page. */
  const viewportHeight = { current: initialHeight };
  let props: BodyProps | undefined;
  /** The frame a render asked for, 0 when none waits. */
  let frame = 0;
  /** The task that writes the DOM rows, pending while they are behind what the face shows. */
  let task: Task | undefined;
  let domStale = false;
  /** A scroll frame drew the face and the DOM rows wait for scrolling to rest. */
  let scrolling = false;
  /** While scrolling: the frame that looks for a frame with no scroll event, 0 once one was seen. */
  let watch = 0;
  /** A scroll event came since the watch's last frame. */
  let scrolledSince = false;
  /** The rest's time came before a frame with no scroll event: the DOM rows wait for that frame. */
  let restDue = false;
  // The face's last draw (undefined before the first): a resize to its size (the resize observer's first
  // call) draws nothing.
  let drawnFace: FaceDrawn['face'] | undefined;
  /**
   * Waiting for the face's worker to paint its first frame; past FACE_WAIT_MS without it (late), the DOM
   * rows show the rows until it does. Stopped: unmounted.
   */
  let awaiting = false;
  let late = false;
  let stopped = false;
  let drawnWidth = 0;
  let drawnHeight = 0;
  // Not laid out (its tab hidden, the resize observer reporting no width): rows landing while the Overview
  // shows would otherwise write DOM rows and post face lists nobody sees, on the frames of the Overview's
  // scroll (profiled: docs/architecture.md#the-overviews-scroll-on-a-slow-machine). Shown again, it draws.
  let hidden = false;

  /** A write in slices: the frame its next slice waits for, 0 when none waits. */
  let slice = 0;
  const cancelSlice = () => {
    if (slice) clock.cancelFrame(slice);
    slice = 0;
  };

  /** Nothing asked for runs: the DOM rows' task and slice, the render's frame, the rest's watch. */
  const cancelWaiting = () => {
    clock.clearTask(task);
    cancelSlice();
    clock.cancelFrame(frame);
    clock.cancelFrame(watch);
    frame = 0;
    watch = 0;
  };

  /** Writes the DOM rows, at most `rows` of them; the others in a task after the next frame. */
  const writeDom = (rows = Infinity) => {
    if (!props) return;
    clock.clearTask(task);
    cancelSlice();
    // Hidden before the resize observer said so (it reports after the frame that found it hidden).
    if (layers.laidHeight() === 0) {
      hidden = true;
      return;
    }
    domStale = false;
    scrolling = false;
    restDue = false;
    if (layers.write(props, viewportHeight.current, rows)) return;
    domStale = true;
    slice = clock.requestFrame(() => {
      slice = 0;
      writeDomLater(0, writeSlice);
    });
  };
  /** A slice of the DOM rows: what the face shows already, written over a few frames. */
  const writeSlice = () => writeDom(ROWS_PER_SLICE);
  /** The DOM rows are behind: written in a task of their own after `ms`, unless something writes them first. */
  const writeDomLater = (ms: number, run: () => void = writeDom) => {
    domStale = true;
    restDue = false;
    clock.clearTask(task);
    cancelSlice();
    task = clock.setTask(run, ms);
  };
  /** Frames until one comes with no scroll event; the rows then, if their time has come. */
  const watchFrames = () => {
    if (watch) return;
    watch = clock.requestFrame(() => {
      watch = 0;
      if (scrolledSince) {
        scrolledSince = false;
        return watchFrames();
      }
      if (restDue) writeDomLater(0, writeSlice);
    });
  };
  const rest = () => {
    if (watch) restDue = true;
    else writeSlice();
  };
  /**
   * Draws the face; false when it does not show the rows (the DOM rows must then be written). A face whose
   * worker has not painted yet will show them: the DOM rows wait for it (awaitFace).
   */
  const drawFace = () => {
    // Any draw is the one a render asked for this frame.
    if (frame) clock.cancelFrame(frame);
    frame = 0;
    if (!props) return false;
    const face = layers.draw(props, viewportHeight.current);
    if (!face) return false;
    drawnFace = face.face;
    drawnWidth = face.width;
    drawnHeight = viewportHeight.current;
    if (face.shown) awaitFace(face.shown);
    return face.face === 'shown' || (face.face === 'pending' && !late);
  };
  /**
   * The face's worker has not painted its first frame: the DOM rows, which would show the rows meanwhile,
   * wait for it (at most FACE_WAIT_MS), and the frame after it draws again, which makes them see-through.
   * Written at once, they were laid out and painted, text and all, in the frame that first showed the rows
   * of a run opened (docs/architecture.md#the-frame-that-first-shows-rows).
   */
  const awaitFace = (shown: Promise<void>) => {
    if (awaiting) return;
    awaiting = true;
    if (!scrolling) writeDomLater(FACE_WAIT_MS, lateFace);
    void shown.then(() => {
      awaiting = false;
      late = false;
      if (stopped || hidden || frame) return;
      frame = clock.requestFrame(() => {
        frame = 0;
        if (layers.laidHeight() === 0) {
          hidden = true;
          return;
        }
        if (!drawFace()) return writeDom();
        if (domStale) writeDomSoon();
      });
    });
  };
  /** The worker has not painted in time: the DOM rows show the rows, and follow every render, until it has. */
  const lateFace = () => {
    late = true;
    writeDom();
  };
  const scrolled = () => {
    if (!drawFace()) return writeDom();
    writeDomLater(DOM_REST_MS, rest);
    scrolling = true;
    scrolledSince = true;
    watchFrames();
  };
  /** The DOM rows are behind the face: in a task of their own, or once scrolling rests. */
  const writeDomSoon = () => (scrolling ? writeDomLater(DOM_REST_MS, rest) : writeDomLater(0, writeSlice));
  /**
   * After a render that changed what the body shows: the face in the next frame, the DOM rows in a task
   * (without a face, now). A render's task had drawn the face at once, and a mount renders twice (the
   * virtualizer measures), so the first page of a reopened run drew twice in one long task
   * (profiled: docs/architecture.md#the-results-grid). A scroll frame in between draws it anyway, and the
   * frame's draw is then dropped.
   */
  const changed = () => {
    if (hidden) return;
    if (drawnFace === 'none') return writeDom();
    // Until the face is known to show the rows, its frame comes first and says when the DOM rows follow.
    if (drawnFace === undefined || (drawnFace === 'pending' && !late)) domStale = true;
    else writeDomSoon();
    if (frame) return;
    frame = clock.requestFrame(() => {
      frame = 0;
      // The grid's real height, so the resize observer's first call in this frame finds the face drawn at
      // it; DOM rows written at another height are written again.
      const height = layers.laidHeight();
      if (height === 0) {
        hidden = true;
        return;
      }
      const resized = height !== viewportHeight.current;
      viewportHeight.current = height;
      const before = drawnFace;
      if (!drawFace()) return writeDom();
      if (drawnFace === 'shown' && (resized || before !== 'shown')) writeDomSoon();
    });
  };

  return {
    viewportHeight,
    /** Shows `next` after a render. */
    show(next: BodyProps) {
      const before = props;
      props = next;
      // A render that changed nothing the body shows draws nothing: most come from around the grid (a run's
      // progress, the toolbar), and one that came with scrolling (the column virtualizer renders as a scroll
      // starts and ends) has its scroll event, which draws the frame.
      if (!before || !sameBody(before, next)) changed();
    },
    /** A scroll frame: the face now, the DOM rows once scrolling rests (or now, without a face). */
    scrolled,
    /** Before input lands on the rows: the DOM rows are written now if they are behind. */
    catchUp() {
      if (domStale) writeDom();
    },
    /**
     * The grid was resized (the resize observer's calls, the first of them as it starts observing); a width
     * of 0 is a grid hidden with its tab, which draws and writes nothing until it is laid out again.
     */
    resized(width: number, height: number) {
      if (width === 0) {
        hidden = true;
        scrolling = false;
        cancelWaiting();
        return;
      }
      const shownAgain = hidden;
      hidden = false;
      const found = drawnFace === 'shown' || drawnFace === 'off';
      if (!shownAgain && found && width === drawnWidth && height === drawnHeight) return;
      viewportHeight.current = height;
      if (!scrolling && drawnFace !== 'pending' && drawnFace !== undefined) {
        writeDom();
        drawFace();
      } else if (!drawFace()) writeDom();
      else if (drawnFace === 'shown') writeDomSoon();
    },
    /** Unmounting: nothing waiting runs. */
    stop() {
      stopped = true;
      cancelWaiting();
    },
  };
}

export type BodyScheduler = ReturnType<typeof createBodyScheduler>;
