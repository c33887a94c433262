import { describe, expect, it } from 'vitest';
import { next } from './body-next';
import {
  DOM_REST_MS,
  FACE_WAIT_MS,
  ROWS_PER_SLICE,
  initialBodyState,
  type BodyEffect,
  type BodyEvent,
  type BodyState,
} from './body-timing';

// The grid body's timing, one event at a time: each row is where the body is, what happens, and where it
// goes with what it asks the browser and the layers to do, in order (body-scheduler.test.ts has the same
// behaviour end to end, with a clock).

const shown = Promise.resolve();

/** A grid 600 px tall whose face showed the rows at 1000 x 600, its DOM rows written: then `over`. */
const body = (over: Partial<BodyState> = {}): BodyState => ({
  ...initialBodyState(600),
  face: { is: 'shown', width: 1000, height: 600, worker: 'idle' },
  ...over,
});
const scrolling = (over: Partial<BodyState> = {}) =>
  body({ phase: 'scrolling', watch: { scrolledSince: true, restDue: false }, ...over });
const faceIs = (is: BodyState['face']['is'], worker: BodyState['face']['worker'] = 'idle') => ({
  face: { is, width: 1000, height: 600, worker },
});
const behind = (run: 'write' | 'slice' | 'rest' | 'late') => ({ rows: { is: 'task', run } as const });
const stale = { rows: { is: 'stale' } as const };

const frame = (slot: 'paint' | 'watch' | 'slice'): BodyEffect => ({ do: 'request frame', slot });
const cancel = (slot: 'paint' | 'watch' | 'slice'): BodyEffect => ({ do: 'cancel frame', slot });
const task = (ms: number): BodyEffect => ({ do: 'set task', ms });
const clearTask: BodyEffect = { do: 'clear task' };
const write = (rows = Infinity, height = 600): BodyEffect => ({ do: 'write', height, rows });
const draw = (after: Extract<BodyEffect, { do: 'draw' }>['after'], height = 600): BodyEffect => ({
  do: 'draw',
  height,
  after,
});
const drawn = (
  face: 'shown' | 'pending' | 'off' | 'none',
  after: Extract<BodyEvent, { type: 'drawn' }>['after'],
) =>
  ({ type: 'drawn', drawn: { width: 1000, face, ...(face === 'pending' ? { shown } : {}) }, after }) as const;

interface Row {
  when: string;
  from: BodyState;
  event: BodyEvent;
  to: BodyState;
  effects: BodyEffect[];
}

const rows: Row[] = [
  // A render that changed what the body shows.
  {
    when: 'a page lands while nothing moves: the face in the next frame, the DOM rows in a task of their own',
    from: body(),
    event: { type: 'changed' },
    to: body({ ...behind('slice'), paint: 'render' }),
    effects: [task(0), frame('paint')],
  },
  {
    when: 'a mount renders twice: one frame draws',
    from: body({ ...behind('slice'), paint: 'render' }),
    event: { type: 'changed' },
    to: body({ ...behind('slice'), paint: 'render' }),
    effects: [clearTask, task(0)],
  },
  {
    when: 'a page lands mid-scroll: its DOM rows wait for the rest',
    from: scrolling(behind('rest')),
    event: { type: 'changed' },
    to: scrolling({ ...behind('rest'), paint: 'render' }),
    effects: [clearTask, task(DOM_REST_MS), frame('paint')],
  },
  {
    when: 'the first render: the face first says whether it shows the rows',
    from: initialBodyState(600),
    event: { type: 'changed' },
    to: { ...initialBodyState(600), ...stale, paint: 'render' },
    effects: [frame('paint')],
  },
  {
    when: 'a page lands without a 2D context: the DOM rows at once',
    from: body(faceIs('none')),
    event: { type: 'changed' },
    to: body(faceIs('none')),
    effects: [write()],
  },
  {
    when: 'a page lands while the grid is hidden with its tab: nothing',
    from: body({ phase: 'hidden' }),
    event: { type: 'changed' },
    to: body({ phase: 'hidden' }),
    effects: [],
  },
  {
    when: "the render's frame comes: the grid measured",
    from: body({ ...behind('slice'), paint: 'render' }),
    event: { type: 'frame', slot: 'paint' },
    to: body(behind('slice')),
    effects: [{ do: 'measure', paint: 'render' }],
  },
  {
    when: "the render's frame finds the grid taller: the face drawn at its height",
    from: body(behind('slice')),
    event: { type: 'measured', height: 700, paint: 'render' },
    to: body({ ...behind('slice'), height: 700 }),
    effects: [draw({ to: 'render', resized: true, before: 'shown' }, 700)],
  },
  {
    when: "the render's frame finds the grid not laid out: hidden",
    from: body(behind('slice')),
    event: { type: 'measured', height: 0, paint: 'render' },
    to: body({ ...behind('slice'), phase: 'hidden' }),
    effects: [],
  },
  {
    when: "the render's face drawn at a new height: the DOM rows written again, in a task",
    from: body(behind('slice')),
    event: drawn('shown', { to: 'render', resized: true, before: 'shown' }),
    to: body(behind('slice')),
    effects: [clearTask, task(0)],
  },

  // Scrolling.
  {
    when: "the user scrolls: the face at once, and the render's frame dropped",
    from: body({ paint: 'render' }),
    event: { type: 'scrolled' },
    to: body(),
    effects: [cancel('paint'), draw({ to: 'scroll' })],
  },
  {
    when: "a scroll frame's face shows the rows: the DOM rows wait for the rest, and a frame watches for it",
    from: body(),
    event: drawn('shown', { to: 'scroll' }),
    to: scrolling(behind('rest')),
    effects: [task(DOM_REST_MS), frame('watch')],
  },
  {
    when: 'the user scrolls on: the rest put off, the watch already watching',
    from: scrolling({ ...behind('rest'), watch: { scrolledSince: false, restDue: false } }),
    event: drawn('shown', { to: 'scroll' }),
    to: scrolling(behind('rest')),
    effects: [clearTask, task(DOM_REST_MS)],
  },
  {
    when: 'the user scrolls in forced colours (the face off): the DOM rows at once',
    from: body(faceIs('off')),
    event: drawn('off', { to: 'scroll' }),
    to: body(faceIs('off')),
    effects: [write()],
  },
  {
    when: 'a frame comes after a scroll event: the watch goes on',
    from: scrolling(behind('rest')),
    event: { type: 'frame', slot: 'watch' },
    to: scrolling({ ...behind('rest'), watch: { scrolledSince: false, restDue: false } }),
    effects: [frame('watch')],
  },
  {
    when: "the rest's time comes before a frame with no scroll event (a slow frame): the rows wait for it",
    from: scrolling({ ...behind('rest'), watch: { scrolledSince: false, restDue: false } }),
    event: { type: 'task' },
    to: scrolling({ ...stale, watch: { scrolledSince: false, restDue: true } }),
    effects: [],
  },
  {
    when: 'then a frame comes with no scroll event: a slice of the DOM rows in a task',
    from: scrolling({ ...stale, watch: { scrolledSince: false, restDue: true } }),
    event: { type: 'frame', slot: 'watch' },
    to: body({ phase: 'scrolling', ...behind('slice') }),
    effects: [task(0)],
  },
  {
    when: "the user stops: a frame with no scroll event ends the watch before the rest's time",
    from: scrolling({ ...behind('rest'), watch: { scrolledSince: false, restDue: false } }),
    event: { type: 'frame', slot: 'watch' },
    to: body({ phase: 'scrolling', ...behind('rest') }),
    effects: [],
  },
  {
    when: "the rest's time comes with no watch: a slice of the DOM rows",
    from: body({ phase: 'scrolling', ...behind('rest') }),
    event: { type: 'task' },
    to: body({ phase: 'scrolling', ...stale }),
    effects: [write(ROWS_PER_SLICE)],
  },
  {
    when: 'the DOM rows are written: scrolling has rested',
    from: body({ phase: 'scrolling', ...stale }),
    event: { type: 'written', complete: true },
    to: body(),
    effects: [],
  },
  {
    when: 'a slice leaves rows to write: the next slice after the next frame',
    from: body(stale),
    event: { type: 'written', complete: false },
    to: body({ rows: { is: 'slice' } }),
    effects: [frame('slice')],
  },
  {
    when: "the slice's frame comes: the next slice in a task",
    from: body({ rows: { is: 'slice' } }),
    event: { type: 'frame', slot: 'slice' },
    to: body(behind('slice')),
    effects: [task(0)],
  },
  {
    when: 'a write finds the grid not laid out mid-scroll: the rest still awaited once shown again',
    from: body({ phase: 'scrolling', ...stale }),
    event: { type: 'unlaid' },
    to: body({ phase: 'hidden mid-scroll', ...stale }),
    effects: [],
  },

  // Input.
  {
    when: 'a press, a key or a hover lands on rows behind the face: all of them written at once',
    from: scrolling(behind('rest')),
    event: { type: 'catch up' },
    to: scrolling(stale),
    effects: [clearTask, write()],
  },
  {
    when: 'a press lands on rows written over a few frames: the rest of them at once',
    from: body({ rows: { is: 'slice' } }),
    event: { type: 'catch up' },
    to: body(stale),
    effects: [cancel('slice'), write()],
  },
  {
    when: 'a press lands on rows up to date: nothing',
    from: body(),
    event: { type: 'catch up' },
    to: body(),
    effects: [],
  },

  // Resizes and tabs.
  {
    when: "the resize observer's first call finds the face drawn at its size: nothing",
    from: body(),
    event: { type: 'resized', width: 1000, height: 600 },
    to: body(),
    effects: [],
  },
  {
    when: 'the grid is resized at rest: the DOM rows at once, then the face over them',
    from: body(),
    event: { type: 'resized', width: 1000, height: 450 },
    to: body({ height: 450 }),
    effects: [write(Infinity, 450), draw({ to: 'nothing' }, 450)],
  },
  {
    when: 'the grid is resized mid-scroll: the face at once, the DOM rows left to the rest',
    from: scrolling(behind('rest')),
    event: { type: 'resized', width: 1000, height: 450 },
    to: scrolling({ ...behind('rest'), height: 450 }),
    effects: [draw({ to: 'resize' }, 450)],
  },
  {
    when: 'the tab is hidden mid-scroll: nothing waiting runs',
    from: scrolling({ ...behind('rest'), paint: 'render' }),
    event: { type: 'resized', width: 0, height: 600 },
    to: body({ phase: 'hidden', ...stale }),
    effects: [clearTask, cancel('paint'), cancel('watch')],
  },
  {
    when: 'the tab shows again: the DOM rows at once, then the face',
    from: body({ phase: 'hidden', ...stale }),
    event: { type: 'resized', width: 1000, height: 600 },
    to: body(stale),
    effects: [write(), draw({ to: 'nothing' })],
  },

  // The face's worker.
  {
    when: "a run opens before the face's worker has painted: the DOM rows wait for it, at most FACE_WAIT_MS",
    from: { ...initialBodyState(600), ...stale },
    event: drawn('pending', { to: 'render', resized: false, before: undefined }),
    to: body({ ...faceIs('pending', 'waiting'), ...behind('late') }),
    effects: [task(FACE_WAIT_MS), { do: 'await worker', shown }],
  },
  {
    when: 'the worker has not painted in time: the DOM rows show the rows',
    from: body({ ...faceIs('pending', 'waiting'), ...behind('late') }),
    event: { type: 'task' },
    to: body({ ...faceIs('pending', 'late'), ...stale }),
    effects: [write()],
  },
  {
    when: 'the worker paints: the frame after it draws again',
    from: body({ ...faceIs('pending', 'waiting'), ...behind('late') }),
    event: { type: 'worker painted' },
    to: body({ ...faceIs('pending'), ...behind('late'), paint: 'face' }),
    effects: [frame('paint')],
  },
  {
    when: 'the worker paints after the grid was unmounted: nothing',
    from: body({ ...faceIs('pending', 'waiting'), unmounted: true }),
    event: { type: 'worker painted' },
    to: body({ ...faceIs('pending'), unmounted: true }),
    effects: [],
  },
  {
    when: "the face drawn after the worker's paint shows the rows: the DOM rows follow in a task",
    from: body({ ...faceIs('pending'), ...behind('late') }),
    event: drawn('shown', { to: 'face painted' }),
    to: body(behind('slice')),
    effects: [clearTask, task(0)],
  },

  // Unmounting.
  {
    when: 'the grid is unmounted mid-scroll: nothing waiting runs',
    from: scrolling(behind('rest')),
    event: { type: 'stopped' },
    to: body({ phase: 'scrolling', ...stale, unmounted: true }),
    effects: [clearTask, cancel('watch')],
  },
];

describe('the results grid body, event by event', () => {
  it.each(rows)('$when', ({ from, event, to, effects }) => {
    expect(next(from, event)).toEqual({ state: to, effects });
  });

  it('leaves the state it was given as it was', () => {
    const from = scrolling(behind('rest'));
    const copy = structuredClone(from);
    next(from, { type: 'resized', width: 0, height: 600 });
    expect(from).toEqual(copy);
  });
});
