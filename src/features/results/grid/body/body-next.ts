import { cancelWaits, drawFace, writeLater, writeRows, writeSoon } from './body-rows';
import {
  DOM_REST_MS,
  FACE_WAIT_MS,
  ROWS_PER_SLICE,
  type AfterDraw,
  type BodyEffect,
  type BodyEvent,
  type BodyState,
  type BodyStep,
  type FaceDrawn,
  hide,
  isHidden,
  midScroll,
} from './body-timing';

type Effects = BodyEffect[];

/**
 * After a render that changed what the body shows: the face in the next frame, the DOM rows in a task
 * (without a face, now). A render's task had drawn the face at once, and a mount renders twice (the
 * virtualizer measures), so the first page of a reopened run drew twice in one long task
 * (profiled: docs/architecture.md#the-results-grid). A scroll frame in between draws it anyway, and the
 * frame's draw is then dropped. While scrolling, the DOM rows wait for the rest as a scroll frame's do.
 */
function changed(s: BodyState, fx: Effects): BodyState {
  if (isHidden(s.phase)) return s;
  if (s.face.is === 'none') return writeRows(s, fx);
  // Until the face is known to show the rows, its frame comes first and says when the DOM rows follow.
  const unknown = s.face.is === undefined || (s.face.is === 'pending' && s.face.worker !== 'late');
  const behind: BodyState = s.rows.is === 'current' ? { ...s, rows: { is: 'stale' } } : s;
  const after = unknown ? behind : writeSoon(s, fx);
  if (after.paint) return after;
  fx.push({ do: 'request frame', slot: 'paint' });
  return { ...after, paint: 'render' };
}

/**
 * A scroll frame whose face shows the rows: the DOM rows wait for scrolling to rest, which a frame
 * callback watches for.
 */
function scrolling(s: BodyState, fx: Effects): BodyState {
  const later = writeLater(s, fx, DOM_REST_MS, 'rest');
  // A grid not laid out stays so until the resize observer says otherwise.
  const phase = isHidden(later.phase) ? 'hidden mid-scroll' : 'scrolling';
  if (later.watch) return { ...later, phase, watch: { ...later.watch, scrolledSince: true } };
  fx.push({ do: 'request frame', slot: 'watch' });
  return { ...later, phase, watch: { scrolledSince: true, restDue: false } };
}

/** Frames until one comes with no scroll event; the rows then, if their time has come. */
function watched(s: BodyState, fx: Effects): BodyState {
  if (!s.watch) return s;
  if (s.watch.scrolledSince) {
    fx.push({ do: 'request frame', slot: 'watch' });
    return { ...s, watch: { ...s.watch, scrolledSince: false } };
  }
  const ended = { ...s, watch: undefined };
  return s.watch.restDue ? writeLater(ended, fx, 0, 'slice') : ended;
}

/**
 * The face's worker has not painted its first frame: the DOM rows, which would show the rows meanwhile,
 * wait for it (at most FACE_WAIT_MS), and the frame after it draws again, which makes them see-through.
 * Written at once, they were laid out and painted, text and all, in the frame that first showed the rows
 * of a run opened (docs/measurements.md#the-frame-that-first-shows-rows).
 */
function awaitFace(s: BodyState, fx: Effects, shown: Promise<void>): BodyState {
  if (s.face.worker !== 'idle') return s;
  const waiting: BodyState = { ...s, face: { ...s.face, worker: 'waiting' } };
  const after = midScroll(waiting.phase) ? waiting : writeLater(waiting, fx, FACE_WAIT_MS, 'late');
  fx.push({ do: 'await worker', shown });
  return after;
}

/** The worker has painted: the frame after it draws again, unless a render's frame will. */
function workerPainted(s: BodyState, fx: Effects): BodyState {
  const painted: BodyState = { ...s, face: { ...s.face, worker: 'idle' } };
  if (painted.unmounted || isHidden(painted.phase) || painted.paint) return painted;
  fx.push({ do: 'request frame', slot: 'paint' });
  return { ...painted, paint: 'face' };
}

/**
 * What a draw found. The face shows the rows when drawn 'shown', or 'pending' while its worker is not late;
 * otherwise the DOM rows must be written, at once.
 */
function drawn(s: BodyState, fx: Effects, face: FaceDrawn | undefined, after: AfterDraw): BodyState {
  if (!face) return afterDraw(s, fx, false, after);
  const found: BodyState = { ...s, face: { ...s.face, is: face.face, width: face.width, height: s.height } };
  const awaited = face.shown ? awaitFace(found, fx, face.shown) : found;
  const shows = face.face === 'shown' || (face.face === 'pending' && awaited.face.worker !== 'late');
  return afterDraw(awaited, fx, shows, after);
}

function afterDraw(s: BodyState, fx: Effects, shows: boolean, after: AfterDraw): BodyState {
  if (after.to === 'nothing') return s;
  if (!shows) return writeRows(s, fx);
  switch (after.to) {
    case 'scroll':
      return scrolling(s, fx);
    case 'resize':
      return s.face.is === 'shown' ? writeSoon(s, fx) : s;
    case 'face painted':
      return s.rows.is === 'current' ? s : writeSoon(s, fx);
    case 'render':
      // DOM rows written at another height are written again.
      return s.face.is === 'shown' && (after.resized || after.before !== 'shown') ? writeSoon(s, fx) : s;
  }
}

/**
 * A paint frame measured the grid: not laid out, it is hidden (the resize observer reports after the
 * frame that found it so). A render's frame takes the grid's real height, so that the resize observer's
 * first call in this frame finds the face drawn at it.
 */
function measured(s: BodyState, fx: Effects, height: number, paint: 'render' | 'face'): BodyState {
  if (height === 0) return { ...s, phase: hide(s.phase) };
  if (paint === 'face') return drawFace(s, fx, { to: 'face painted' });
  const before = s.face.is;
  return drawFace({ ...s, height }, fx, { to: 'render', resized: height !== s.height, before });
}

/**
 * The grid was resized (the resize observer's calls, the first of them as it starts observing); a width
 * of 0 is a grid hidden with its tab, which draws and writes nothing until it is laid out again. A resize
 * to the face's size (the observer's first call) draws nothing. After a resize the DOM rows wait for the
 * rest while scrolling, as a render's do: written and then the face drawn over a layout the write had just
 * made stale, they cost most of a page landing's long task (docs/measurements.md#a-page-landing-mid-scroll).
 */
function resized(s: BodyState, fx: Effects, width: number, height: number): BodyState {
  if (width === 0) return cancelWaits({ ...s, phase: 'hidden' }, fx);
  const shownAgain = isHidden(s.phase);
  const shown: BodyState = shownAgain ? { ...s, phase: midScroll(s.phase) ? 'scrolling' : 'still' } : s;
  const found = s.face.is === 'shown' || s.face.is === 'off';
  if (!shownAgain && found && width === s.face.width && height === s.face.height) return shown;
  const sized = { ...shown, height };
  if (!midScroll(sized.phase) && sized.face.is !== 'pending' && sized.face.is !== undefined) {
    return drawFace(writeRows(sized, fx), fx, { to: 'nothing' });
  }
  return drawFace(sized, fx, { to: 'resize' });
}

/** The task that writes the DOM rows came. */
function task(s: BodyState, fx: Effects): BodyState {
  if (s.rows.is !== 'task') return s;
  const ran: BodyState = { ...s, rows: { is: 'stale' } };
  switch (s.rows.run) {
    case 'write':
      return writeRows(ran, fx);
    // A slice of the DOM rows: what the face shows already, written over a few frames.
    case 'slice':
      return writeRows(ran, fx, ROWS_PER_SLICE);
    // The rest's time: the rows wait for a frame with no scroll event if one is watched for.
    case 'rest':
      return ran.watch
        ? { ...ran, watch: { ...ran.watch, restDue: true } }
        : writeRows(ran, fx, ROWS_PER_SLICE);
    // The worker has not painted in time: the DOM rows show the rows, and follow every render, until it has.
    case 'late':
      return writeRows({ ...ran, face: { ...ran.face, worker: 'late' } }, fx);
  }
}

/** A frame asked for came. */
function frame(s: BodyState, fx: Effects, slot: 'paint' | 'watch' | 'slice'): BodyState {
  if (slot === 'watch') return watched(s, fx);
  if (slot === 'slice')
    return s.rows.is === 'slice' ? writeLater({ ...s, rows: { is: 'stale' } }, fx, 0, 'slice') : s;
  if (!s.paint) return s;
  fx.push({ do: 'measure', paint: s.paint });
  return { ...s, paint: undefined };
}

/** What the DOM rows' write did: all written, a slice with the next one in the next frame, or none. */
function written(s: BodyState, fx: Effects, complete: boolean): BodyState {
  const wrote: BodyState = {
    ...s,
    phase: s.phase === 'scrolling' ? 'still' : s.phase === 'hidden mid-scroll' ? 'hidden' : s.phase,
    watch: s.watch && { ...s.watch, restDue: false },
  };
  if (complete) return { ...wrote, rows: { is: 'current' } };
  fx.push({ do: 'request frame', slot: 'slice' });
  return { ...wrote, rows: { is: 'slice' } };
}

function step(s: BodyState, fx: Effects, event: BodyEvent): BodyState {
  switch (event.type) {
    case 'changed':
      return changed(s, fx);
    case 'scrolled':
      return drawFace(s, fx, { to: 'scroll' });
    case 'catch up':
      return s.rows.is === 'current' ? s : writeRows(s, fx);
    case 'resized':
      return resized(s, fx, event.width, event.height);
    case 'stopped':
      return cancelWaits({ ...s, unmounted: true }, fx);
    case 'frame':
      return frame(s, fx, event.slot);
    case 'task':
      return task(s, fx);
    case 'worker painted':
      return workerPainted(s, fx);
    case 'measured':
      return measured(s, fx, event.height, event.paint);
    case 'drawn':
      return drawn(s, fx, event.drawn, event.after);
    case 'written':
      return written(s, fx, event.complete);
    case 'unlaid':
      return { ...s, phase: hide(s.phase) };
  }
}

/** How an event moves the body's timing, and what it asks the browser and the layers to do, in order. */
export function next(state: BodyState, event: BodyEvent): BodyStep {
  const effects: Effects = [];
  return { state: step(state, effects, event), effects };
}
