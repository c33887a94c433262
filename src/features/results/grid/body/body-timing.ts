/**
 * The grid body's timing as data: what it waits for (BodyState), what happens to it (BodyEvent) and what it
 * asks the browser and the layers to do (BodyEffect). body-next.ts says how an event moves it, and
 * body-scheduler.ts runs the effects with the browser's frames and tasks.
 */

/**
 * Scrolling has rested when no scroll event came for this long and a frame has passed with none: the DOM
 * rows are then written once. A wheel or a dragged thumb sends one event a frame, so a pause between two
 * frames never counts as rest, nor does a wait for a slow frame (a slow machine, a page landing), which
 * had the rows written and laid out between two frames of a scroll
 * (docs/measurements.md#a-page-landing-mid-scroll).
 */
export const DOM_REST_MS = 100;

/**
 * Rows a DOM write in the background changes at most before the next frame: laid out 8 at a time, the
 * rows a render, a rest or a first showing brings are laid out over a few frames rather than in one
 * (docs/measurements.md#the-frame-that-first-shows-rows). Input (catchUp) writes them all at once.
 */
export const ROWS_PER_SLICE = 8;

/**
 * The most the DOM rows wait for the face's worker to paint its first frame: past it they show the rows
 * themselves, as when the face is off.
 */
export const FACE_WAIT_MS = 250;

/**
 * What a draw found the face to be: 'shown' once it shows the rows; 'pending' while its worker has not
 * painted its first frame; 'off' in forced colours or when the worker cannot paint, 'none' without a 2D
 * context (the DOM rows then show themselves).
 */
export type FaceIs = 'shown' | 'pending' | 'off' | 'none';

/**
 * What the DOM rows wait for. A scroll frame draws only the face, and the DOM rows wait for scrolling to
 * rest ('scrolling'); written (and laid out) between two scroll frames, they made a page landing mid-scroll
 * cost a long task (docs/measurements.md#a-page-landing-mid-scroll). 'hidden': not laid out (its tab
 * hidden, the resize observer reporting no width), which draws and writes nothing until shown again: rows
 * landing while the Overview shows had written DOM rows and posted face lists nobody sees, on the frames
 * of the Overview's scroll (docs/measurements.md#the-overviews-scroll-on-a-slow-machine). Found so by a
 * frame or a write before the resize observer reports it, a grid that was scrolling is 'hidden mid-scroll'.
 */
export type Phase = 'still' | 'scrolling' | 'hidden' | 'hidden mid-scroll';

/** Whether the DOM rows wait for scrolling's rest, laid out or not. */
export const midScroll = (phase: Phase) => phase === 'scrolling' || phase === 'hidden mid-scroll';

export const isHidden = (phase: Phase) => phase === 'hidden' || phase === 'hidden mid-scroll';

/** Found not laid out: a scroll's rest is still awaited once laid out again. */
export const hide = (phase: Phase): Phase => (midScroll(phase) ? 'hidden mid-scroll' : 'hidden');

/** The task that writes the DOM rows: all of them, a slice, the rest's, or the face's worker being late. */
export type TaskRun = 'write' | 'slice' | 'rest' | 'late';

/**
 * The DOM rows against what the face shows: 'current', or behind it, with nothing to write them yet
 * ('stale'), a task that will, or a frame that the next slice waits for.
 */
export type Rows = { is: 'current' } | { is: 'stale' } | { is: 'task'; run: TaskRun } | { is: 'slice' };

/** The frames the body asks for: a render's (or the face's first paint's) draw, the rest's watch, a slice. */
export type FrameSlot = 'paint' | 'watch' | 'slice';

/**
 * While scrolling, a frame callback looks for a frame with no scroll event (TanStack Virtual's single
 * `isScrolling` debounce, made to wait for a frame too).
 */
export interface Watch {
  /** A scroll event came since the watch's last frame. */
  scrolledSince: boolean;
  /** The rest's time came before a frame with no scroll event: the DOM rows wait for that frame. */
  restDue: boolean;
}

/** What a draw's outcome leads to, as the code that asked for it said. */
export type AfterDraw =
  | { to: 'scroll' }
  | { to: 'resize' }
  | { to: 'nothing' }
  | { to: 'face painted' }
  | { to: 'render'; resized: boolean; before: FaceIs | undefined };

/** The frame a render asked for ('render'), or the face's worker once it painted ('face'). */
export type Paint = 'render' | 'face';

export interface BodyState {
  phase: Phase;
  rows: Rows;
  paint?: Paint;
  watch?: Watch;
  /** The viewport's height the layers are drawn at, which the keyboard reads to page. */
  height: number;
  face: {
    /** The face's last draw (undefined before the first): a resize to its size draws nothing. */
    is?: FaceIs;
    width: number;
    height: number;
    /**
     * Its worker's first frame: 'waiting' for it, 'late' past FACE_WAIT_MS without it (the DOM rows then
     * show the rows until it paints).
     */
    worker: 'idle' | 'waiting' | 'late';
  };
  /** Unmounted once: the worker's first paint then draws nothing. */
  unmounted: boolean;
}

export const initialBodyState = (height: number): BodyState => ({
  phase: 'still',
  rows: { is: 'current' },
  height,
  face: { width: 0, height: 0, worker: 'idle' },
  unmounted: false,
});

/** What a draw of the face found: the grid's width it drew at, and whether the face shows the rows. */
export interface FaceDrawn {
  width: number;
  face: FaceIs;
  /** While 'pending': settles once the face's worker has painted its first frame. */
  shown?: Promise<void>;
}

export type BodyEvent =
  /** A render changed what the body shows. */
  | { type: 'changed' }
  | { type: 'scrolled' }
  /** Before input lands on the rows. */
  | { type: 'catch up' }
  | { type: 'resized'; width: number; height: number }
  | { type: 'stopped' }
  | { type: 'frame'; slot: FrameSlot }
  | { type: 'task' }
  | { type: 'worker painted' }
  /** The grid's height as laid out, measured in a paint frame. */
  | { type: 'measured'; height: number; paint: Paint }
  | { type: 'drawn'; drawn: FaceDrawn | undefined; after: AfterDraw }
  /** The DOM rows were written: all of them, or a slice with more to come. */
  | { type: 'written'; complete: boolean }
  /** The DOM rows were not written: the grid is not laid out. */
  | { type: 'unlaid' };

export type BodyEffect =
  | { do: 'request frame'; slot: FrameSlot }
  | { do: 'cancel frame'; slot: FrameSlot }
  | { do: 'set task'; ms: number }
  | { do: 'clear task' }
  /** Reads the grid's laid-out height: answered by 'measured'. */
  | { do: 'measure'; paint: Paint }
  /** Draws the face: answered by 'drawn' with `after`. */
  | { do: 'draw'; height: number; after: AfterDraw }
  /** Writes at most `rows` DOM rows if the grid is laid out: answered by 'written' or 'unlaid'. */
  | { do: 'write'; height: number; rows: number }
  | { do: 'await worker'; shown: Promise<void> };

export interface BodyStep {
  state: BodyState;
  effects: BodyEffect[];
}
