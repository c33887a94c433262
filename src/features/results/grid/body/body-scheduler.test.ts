import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CellWords } from '../../cells/cell-words';
import type { BodyProps } from './body-props';
import {
  createBodyScheduler,
  DOM_REST_MS,
  FACE_WAIT_MS,
  type BodyClock,
  type BodyLayers,
  type FaceDrawn,
} from './body-scheduler';

// Node has no requestAnimationFrame, and Vitest fakes only the functions the global holds when the file
// first fakes timers: stand-ins are put there first, for the fake timers to replace.
vi.stubGlobal('requestAnimationFrame', () => 0);
vi.stubGlobal('cancelAnimationFrame', () => undefined);

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const words: CellWords = {
  copy: 'Copy',
  copyTitle: 'Copy the value',
  copyLabel: (header) => `Copy ${header}`,
  rowDetails: 'Row details',
  noValue: 'No value',
  sentWithOffset: (value, offset) => `${value} ${offset}`,
  belowMinimum: (min) => `below ${min}`,
};
const rowAt = () => undefined;
const laid: BodyProps['laid'] = [];
/** What the body shows: `count` rows (no columns, which this file never draws). */
const showing = (count: number): BodyProps => ({
  count,
  rowAt,
  laid,
  first: 0,
  last: -1,
  width: 1000,
  active: { pos: 0, col: 0 },
  idPrefix: 'grid',
  links: false,
  words,
});

/** Where an update ran: within the call that asked (a render, an event), in a task, or in a frame. */
type When = 'at once' | 'in a task' | 'in a frame';
interface Update {
  layer: 'face' | 'DOM rows';
  height: number;
  when: When;
}
const face = (height: number, when: When): Update => ({ layer: 'face', height, when });
const domRows = (height: number, when: When): Update => ({ layer: 'DOM rows', height, when });

const INITIAL_HEIGHT = 600;

/**
 * A grid laid out `width` x `height`, whose face shows the rows unless `face` says otherwise. With `slow`,
 * the browser's frames come only when the test says (`frame()`): a slow machine, or a busy main thread.
 */
function grid(
  laid: { width?: number; height?: number; face?: FaceDrawn['face']; slow?: boolean; slices?: number } = {},
) {
  const { width = 1000, height = INITIAL_HEIGHT, face: faceIs = 'shown', slow = false, slices = 1 } = laid;
  // With `slices`, the rows a write brings take that many writes of ROWS_PER_SLICE rows each.
  let slicesLeft = slices;
  const waiting = new Map<number, () => void>();
  let frames = 0;
  let updates: Update[] = [];
  let when: When = 'at once';
  const within = (where: When, run: () => void) => () => {
    when = where;
    run();
    when = 'at once';
  };
  const clock: BodyClock = {
    requestFrame: (run) => {
      if (!slow) return requestAnimationFrame(within('in a frame', run));
      waiting.set(++frames, within('in a frame', run));
      return frames;
    },
    cancelFrame: (frame) => (slow ? void waiting.delete(frame) : cancelAnimationFrame(frame)),
    setTask: (run, ms) => setTimeout(within('in a task', run), ms),
    clearTask: (task) => clearTimeout(task),
  };
  // A face 'pending' shows once its worker has painted (`workerPainted()`).
  let state = faceIs;
  let painted = () => {};
  const shown = new Promise<void>((resolve) => (painted = resolve));
  const layers: BodyLayers = {
    draw(_props, drawnHeight) {
      if (state === 'shown' || state === 'pending') updates.push(face(drawnHeight, when));
      return state === 'pending' ? { width, face: state, shown } : { width, face: state };
    },
    write(_props, writtenHeight, rows) {
      updates.push(domRows(writtenHeight, when));
      slicesLeft = rows === Infinity ? 0 : slicesLeft - 1;
      if (slicesLeft > 0) return false;
      slicesLeft = slices;
      return true;
    },
    laidHeight: () => height,
  };
  const body = createBodyScheduler(layers, clock, INITIAL_HEIGHT);
  /** The updates since the last look. */
  const seen = () => {
    const since = updates;
    updates = [];
    return since;
  };
  /** Mounted with rows shown and every update done. */
  const settled = () => {
    body.show(showing(10));
    vi.advanceTimersByTime(1000);
    seen();
    return body;
  };
  /** A slow grid's next frame: what waited for it runs. */
  const frame = () => {
    const due = [...waiting.values()];
    waiting.clear();
    for (const run of due) run();
  };
  /** The face's worker paints its first frame, and says so. */
  const workerPainted = async () => {
    state = 'shown';
    painted();
    await shown;
  };
  return { body, seen, settled, frame, workerPainted };
}

describe('the results grid body after a render', () => {
  it('draws the face once in the next frame and writes the DOM rows in a task of their own', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.show(showing(20));
    expect(seen()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([face(600, 'in a frame')]);
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });

  it('first draws the face, and writes the DOM rows in a task after it once the face shows them', () => {
    const { body, seen } = grid();
    body.show(showing(10));
    vi.advanceTimersByTime(0);
    expect(seen()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([face(600, 'in a frame')]);
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
  });

  it('draws once when a mount renders twice (the column virtualizer measures)', () => {
    const { body, seen } = grid();
    body.show(showing(10));
    body.show(showing(20));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([face(600, 'in a frame'), domRows(600, 'in a task')]);
  });

  it("draws the face at the grid's laid-out height, and writes the DOM rows at it", () => {
    const { body, seen } = grid({ height: 700 });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([face(700, 'in a frame')]);
    expect(body.viewportHeight.current).toBe(700);
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([domRows(700, 'in a task')]);
  });

  it('draws nothing more in its frame once a scroll frame has drawn the face', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.show(showing(20));
    body.scrolled();
    expect(seen()).toEqual([face(600, 'at once')]);
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([]);
    vi.advanceTimersByTime(DOM_REST_MS);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
  });

  it("that changed nothing shown (a run's progress, the toolbar) draws and writes nothing", () => {
    const { settled, seen } = grid();
    const body = settled();
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });
});

describe('the results grid body while scrolling', () => {
  it('draws the face with every scroll frame and writes the DOM rows once scrolling has rested', () => {
    const { settled, seen } = grid();
    const body = settled();
    // Ten frames, 160 ms: a pause between two scroll frames is no rest.
    for (let frame = 0; frame < 10; frame += 1) {
      body.scrolled();
      vi.advanceTimersToNextFrame();
    }
    expect(seen()).toEqual(Array.from({ length: 10 }, () => face(600, 'at once')));
    vi.advanceTimersByTime(DOM_REST_MS - 16 - 1);
    expect(seen()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
  });

  it('writes the DOM rows at once before a press, a key or a hover lands on them, and only when they are behind', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.catchUp();
    expect(seen()).toEqual([]);
    body.scrolled();
    seen();
    body.catchUp();
    expect(seen()).toEqual([domRows(600, 'at once')]);
    vi.advanceTimersByTime(DOM_REST_MS);
    expect(seen()).toEqual([]);
  });

  it("leaves the DOM rows of a render to scrolling's rest while the grid scrolls (a page landing)", () => {
    const { settled, seen } = grid();
    const body = settled();
    body.scrolled();
    vi.advanceTimersToNextFrame();
    body.show(showing(20));
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([face(600, 'at once'), face(600, 'in a frame')]);
    vi.advanceTimersByTime(DOM_REST_MS - 16 - 1);
    expect(seen()).toEqual([]);
    vi.advanceTimersByTime(16 + 1);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
    // Rested: the next render's DOM rows are written in a task of their own again.
    body.show(showing(30));
    vi.advanceTimersByTime(0);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
  });
});

describe('the results grid body while scrolling on a slow machine', () => {
  it('writes the DOM rows only once a frame has come with no scroll event, however long frames take', () => {
    const { body, seen, frame } = grid({ slow: true });
    body.show(showing(10));
    frame();
    vi.advanceTimersByTime(1000);
    seen();
    // Frames 150 ms apart, each with its scroll event: the rest's time comes between two of them.
    for (let f = 0; f < 5; f += 1) {
      body.scrolled();
      frame();
      vi.advanceTimersByTime(150);
    }
    expect(seen()).toEqual(Array.from({ length: 5 }, () => face(600, 'at once')));
    // Scrolling stops: the next frame has no scroll event, and the rows follow in a task after it.
    frame();
    expect(seen()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
    frame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });
});

describe('the results grid body when resized', () => {
  it("draws nothing when the resize observer's first call finds the face drawn at that size", () => {
    const { body, seen } = grid({ width: 1000, height: 700 });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([face(700, 'in a frame')]);
    body.resized(1000, 700);
    expect(seen()).toEqual([]);
  });

  it('writes the DOM rows and draws the face at once at a new size', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.resized(1000, 450);
    expect(seen()).toEqual([domRows(450, 'at once'), face(450, 'at once')]);
    expect(body.viewportHeight.current).toBe(450);
    body.resized(1200, 450);
    expect(seen()).toEqual([domRows(450, 'at once'), face(450, 'at once')]);
  });

  it('draws the face at once at a new size while scrolling, and leaves the DOM rows to the rest', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.scrolled();
    seen();
    body.resized(1000, 450);
    expect(seen()).toEqual([face(450, 'at once')]);
    expect(body.viewportHeight.current).toBe(450);
    vi.advanceTimersByTime(DOM_REST_MS);
    expect(seen()).toEqual([domRows(450, 'in a task')]);
  });
});

describe('the results grid body while its tab is hidden', () => {
  it('neither draws nor writes as rows land, and shows them all at once when the tab shows again', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.resized(0, 600);
    body.show(showing(20));
    body.show(showing(30));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
    body.resized(1000, 600);
    expect(seen()).toEqual([domRows(600, 'at once'), face(600, 'at once')]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });

  it('drops what a render had asked for when the tab is hidden before it runs', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.show(showing(20));
    body.resized(0, 600);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });
});

describe('the results grid body writing many new rows', () => {
  it('writes them a slice a frame, each in a task after a frame, while the face shows them', () => {
    const { body, seen } = grid({ slices: 3 });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual([face(600, 'in a frame'), domRows(600, 'in a task')]);
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual([]);
    for (let slice = 2; slice <= 3; slice++) {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(seen()).toEqual([domRows(600, 'in a task')]);
    }
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });

  it('writes the rest at once before a press, a key or a hover lands on them', () => {
    const { body, seen } = grid({ slices: 3 });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    seen();
    body.catchUp();
    expect(seen()).toEqual([domRows(600, 'at once')]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });

  it('leaves the slices to the rest when scrolling starts between two of them', () => {
    const { body, seen } = grid({ slices: 2 });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    seen();
    body.scrolled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual([face(600, 'at once')]);
    vi.advanceTimersByTime(DOM_REST_MS);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
  });
});

describe("the results grid body before the face's worker has painted", () => {
  it('leaves the DOM rows unwritten until the worker has painted, then draws again and writes them', async () => {
    const { body, seen, workerPainted } = grid({ face: 'pending' });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(FACE_WAIT_MS - 20);
    expect(seen()).toEqual([face(600, 'in a frame')]);
    await workerPainted();
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([face(600, 'in a frame')]);
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });

  it('writes the DOM rows to show the rows themselves when the worker has not painted in time', () => {
    const { body, seen } = grid({ face: 'pending' });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([face(600, 'in a frame')]);
    vi.advanceTimersByTime(FACE_WAIT_MS);
    expect(seen()).toEqual([domRows(600, 'in a task')]);
  });

  it('once the worker is late, writes the DOM rows of every render as without a face, until it paints', async () => {
    const { body, seen, workerPainted } = grid({ face: 'pending' });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(FACE_WAIT_MS);
    seen();
    body.show(showing(20));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(seen().filter((u) => u.layer === 'DOM rows').length).toBeGreaterThan(0);
    await workerPainted();
    vi.advanceTimersToNextFrame();
    seen();
    body.show(showing(30));
    vi.advanceTimersByTime(0);
    vi.advanceTimersToNextFrame();
    expect(seen()).toEqual([domRows(600, 'in a task'), face(600, 'in a frame')]);
  });

  it('writes the DOM rows at once before a press, a key or a hover lands on them', () => {
    const { body, seen } = grid({ face: 'pending' });
    body.show(showing(10));
    vi.advanceTimersToNextFrame();
    seen();
    body.catchUp();
    expect(seen()).toEqual([domRows(600, 'at once')]);
  });
});

describe('the results grid body without a face', () => {
  it('writes the DOM rows at once with every render, scroll frame and resize when there is no 2D context', () => {
    const { settled, seen } = grid({ face: 'none' });
    const body = settled();
    body.show(showing(20));
    expect(seen()).toEqual([domRows(600, 'at once')]);
    body.scrolled();
    expect(seen()).toEqual([domRows(600, 'at once')]);
    body.resized(1000, 600);
    expect(seen()).toEqual([domRows(600, 'at once')]);
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });

  it('writes the DOM rows at once with every scroll frame in forced colours (the face off)', () => {
    const { settled, seen } = grid({ face: 'off' });
    const body = settled();
    body.scrolled();
    expect(seen()).toEqual([domRows(600, 'at once')]);
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });
});

describe('the results grid body when unmounted', () => {
  it('neither draws nor writes what a render asked for', () => {
    const { body, seen } = grid();
    body.show(showing(10));
    body.stop();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });

  it('does not write the DOM rows a scroll frame left behind', () => {
    const { settled, seen } = grid();
    const body = settled();
    body.scrolled();
    seen();
    body.stop();
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual([]);
  });
});
