import {
  DOM_REST_MS,
  midScroll,
  type AfterDraw,
  type BodyEffect,
  type BodyState,
  type TaskRun,
} from './body-timing';

// The steps body-next.ts composes: each takes the state and the effects asked for so far, adds its own
// effects in the order the browser must run them, and returns the state after them.

type Effects = BodyEffect[];

const clearTask = (s: BodyState, fx: Effects): BodyState => {
  if (s.rows.is !== 'task') return s;
  fx.push({ do: 'clear task' });
  return { ...s, rows: { is: 'stale' } };
};

const cancelSlice = (s: BodyState, fx: Effects): BodyState => {
  if (s.rows.is !== 'slice') return s;
  fx.push({ do: 'cancel frame', slot: 'slice' });
  return { ...s, rows: { is: 'stale' } };
};

/** Writes the DOM rows, at most `rows` of them; the others follow a slice a frame ('written'). */
export function writeRows(s: BodyState, fx: Effects, rows = Infinity): BodyState {
  const cleared = cancelSlice(clearTask(s, fx), fx);
  fx.push({ do: 'write', height: cleared.height, rows });
  return cleared;
}

/** The DOM rows are behind: written in a task of their own after `ms`, unless something writes them first. */
export function writeLater(s: BodyState, fx: Effects, ms: number, run: TaskRun): BodyState {
  const cleared = cancelSlice(clearTask(s, fx), fx);
  fx.push({ do: 'set task', ms });
  return {
    ...cleared,
    rows: { is: 'task', run },
    watch: cleared.watch && { ...cleared.watch, restDue: false },
  };
}

/** The DOM rows are behind the face: in a task of their own (a slice), or once scrolling rests. */
export const writeSoon = (s: BodyState, fx: Effects): BodyState =>
  midScroll(s.phase) ? writeLater(s, fx, DOM_REST_MS, 'rest') : writeLater(s, fx, 0, 'slice');

/** Draws the face. Any draw is the one a render asked for this frame, whose frame is then dropped. */
export function drawFace(s: BodyState, fx: Effects, after: AfterDraw): BodyState {
  if (s.paint) fx.push({ do: 'cancel frame', slot: 'paint' });
  fx.push({ do: 'draw', height: s.height, after });
  return { ...s, paint: undefined };
}

/** Nothing asked for runs: the DOM rows' task and slice, the paint's frame, the rest's watch. */
export function cancelWaits(s: BodyState, fx: Effects): BodyState {
  const cleared = cancelSlice(clearTask(s, fx), fx);
  if (cleared.paint) fx.push({ do: 'cancel frame', slot: 'paint' });
  if (cleared.watch) fx.push({ do: 'cancel frame', slot: 'watch' });
  return { ...cleared, paint: undefined, watch: undefined };
}
