import { sameBody, type BodyProps } from './body-props';
import { next } from './body-next';
import {
  initialBodyState,
  type BodyEffect,
  type BodyEvent,
  type FaceDrawn,
  type FrameSlot,
} from './body-timing';

export { DOM_REST_MS, FACE_WAIT_MS, ROWS_PER_SLICE, type FaceDrawn } from './body-timing';

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
 * the rest as a scroll frame's do, and so do they after a resize. Without a face (no 2D context, forced
 * colours) the DOM rows show themselves and are written with every draw. What waits for what is
 * body-next.ts's to say; this shell runs what it asks with the clock's frames and tasks and the layers.
 */
export function createBodyScheduler(layers: BodyLayers, clock: BodyClock, initialHeight: number) {
  /** The viewport's height the layers are drawn at, which the keyboard reads to page. */
  const viewportHeight = { current: initialHeight };
  let state = initialBodyState(initialHeight);
  let props: BodyProps | undefined;
  const frames = new Map<FrameSlot, number>();
  const task: { current?: Task } = {};

  const dispatch = (event: BodyEvent) => {
    const step = next(state, event);
    state = step.state;
    viewportHeight.current = state.height;
    // An effect that draws, writes or measures answers with an event, handled before the next effect runs.
    for (const effect of step.effects) perform(effect);
  };

  const write = (height: number, rows: number) => {
    if (!props) return;
    // Hidden before the resize observer said so (it reports after the frame that found it hidden).
    if (layers.laidHeight() === 0) return dispatch({ type: 'unlaid' });
    dispatch({ type: 'written', complete: layers.write(props, height, rows) });
  };

  function perform(effect: BodyEffect) {
    switch (effect.do) {
      case 'request frame': {
        const { slot } = effect;
        const ran = () => {
          frames.delete(slot);
          dispatch({ type: 'frame', slot });
        };
        frames.set(slot, clock.requestFrame(ran));
        return;
      }
      case 'cancel frame': {
        const waiting = frames.get(effect.slot);
        if (waiting !== undefined) clock.cancelFrame(waiting);
        frames.delete(effect.slot);
        return;
      }
      case 'set task':
        task.current = clock.setTask(() => {
          task.current = undefined;
          dispatch({ type: 'task' });
        }, effect.ms);
        return;
      case 'clear task':
        clock.clearTask(task.current);
        task.current = undefined;
        return;
      case 'measure':
        return dispatch({ type: 'measured', height: layers.laidHeight(), paint: effect.paint });
      case 'draw':
        return dispatch({
          type: 'drawn',
          drawn: props && layers.draw(props, effect.height),
          after: effect.after,
        });
      case 'write':
        return write(effect.height, effect.rows);
      case 'await worker':
        void effect.shown.then(() => dispatch({ type: 'worker painted' }));
    }
  }

  return {
    viewportHeight,
    /** Shows `shown` after a render. */
    show(shown: BodyProps) {
      const before = props;
      props = shown;
      // A render that changed nothing the body shows draws nothing: most come from around the grid (a run's
      // progress, the toolbar), and one that came with scrolling (the column virtualizer renders as a scroll
      // starts and ends) has its scroll event, which draws the frame.
      if (!before || !sameBody(before, shown)) dispatch({ type: 'changed' });
    },
    /** A scroll frame: the face now, the DOM rows once scrolling rests (or now, without a face). */
    scrolled: () => dispatch({ type: 'scrolled' }),
    /** Before input lands on the rows: the DOM rows are written now if they are behind. */
    catchUp: () => dispatch({ type: 'catch up' }),
    /** The grid was resized (the resize observer's calls, the first of them as it starts observing). */
    resized: (width: number, height: number) => dispatch({ type: 'resized', width, height }),
    /** Unmounting: nothing waiting runs. */
    stop: () => dispatch({ type: 'stopped' }),
  };
}

export type BodyScheduler = ReturnType<typeof createBodyScheduler>;
