import { useEffect, useState } from 'react';
import { FilterWarmUp } from '../../../core/table';
import type { ResultColumn } from '../columns/result-column';
import type { TableSnapshot, TableStore } from './table-store';

type IdleDeadline = { timeRemaining: () => number };

/**
 * An idle step stops while this many ms of its deadline remain, so it stays under 50 ms. With 10, a slow
 * slice at the end of a 50 ms idle period made steps over 50 ms while a million rows were indexed
 * (measured: docs/measurements.md#why-measured).
 */
const STOP_SHORT = 20;

/**
 * The most a step works, whatever its deadline, as a step outside idle time does: an idle period can last
 * several frames while a run arrives and the grid scrolls, and steps as long as it took frames from it
 * (docs/measurements.md#a-run-arriving-on-a-slow-machine).
 */
const STEP_MS = 8;

/** A deadline that leaves a step 8 ms of work, for steps that are not given an idle period. */
const eightMsOfWork = (): IdleDeadline => {
  const end = performance.now() + STOP_SHORT + 8;
  return { timeRemaining: () => end - performance.now() };
};

const requestIdle = (cb: (d: IdleDeadline) => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    // No timeout: while the page is busy (scrolling, a run arriving) indexing simply waits.
    const id = requestIdleCallback(cb);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => cb(eightMsOfWork()), 16);
  return () => clearTimeout(id);
};

/**
 * A task soon, with 8 ms to work in: a search answered in part goes on this way, not in idle time, so it
 * finishes even while the page has no idle period to give (idle callbacks were seen not to come for
 * seconds in a headless Chromium after a sort, the search showing "searching" all along:
 * docs/measurements.md#why-measured). Posted as a message, not a timer: the browser makes nested timers
 * wait, time a search in short steps could spend reading rows.
 */
const requestSoon = (cb: (d: IdleDeadline) => void) => soon(() => cb(eightMsOfWork()));

/** `run` in a task of its own, posted as a message. */
const soon = (run: () => void): (() => void) => {
  const channel = new MessageChannel();
  let live = true;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) run();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
};

/**
 * While a run's rows arrive, indexing starts once no page has landed for this long: pages landing one after
 * another (a team's history read, pages stored on this device) need the machine's cores for their reading
 * and storing more than the table needs its indexes before their end, and on a machine of two cores the idle
 * steps between them took one from the engine's worker (measured: docs/architecture.md#the-teams-history).
 * Pages of the service come seconds apart, and the table indexes in those gaps as before.
 */
const QUIET_MS = 300;

/** `cb` in the first idle period once QUIET_MS have passed. */
const afterQuiet = (cb: (d: IdleDeadline) => void): (() => void) => {
  let cancelIdle: (() => void) | null = null;
  const id = setTimeout(() => {
    cancelIdle = requestIdle(cb);
  }, QUIET_MS);
  return () => {
    clearTimeout(id);
    cancelIdle?.();
  };
};

/**
 * The next step: in the idle period this one ran in while it has room left, else in the next one. A
 * callback asked for from an idle callback waits for the next idle period, and one comes only once the
 * 50 ms of the last are over: a step an idle period left most of an idle page's time unused, and a big
 * table took several times longer to settle (docs/measurements.md#why-measured).
 * timeRemaining() falls to 0 once the browser has work more urgent (input, a frame), so a step never
 * goes on past it.
 */
const again = (deadline: IdleDeadline, cb: (d: IdleDeadline) => void): (() => void) =>
  deadline.timeRemaining() > STOP_SHORT ? soon(() => cb(deadline)) : requestIdle(cb);

/** Once a page: the search's loops compiled on a made-up table once the first grid is indexed. */
const filterWarmUp = new FilterWarmUp();

/**
 * One step's time: one slice (a few ms of work) whatever the time left, so short idle periods (a page
 * animating) still make progress; then slices until STOP_SHORT ms remain, STEP_MS at most.
 */
function timeIn(deadline: IdleDeadline): () => boolean {
  let slices = 0;
  const until = performance.now() + STEP_MS;
  return () => slices++ === 0 || (deadline.timeRemaining() > STOP_SHORT && performance.now() < until);
}

/** What was indexed: these columns over the rows of this snapshot, and whether their ranks were made. */
interface Indexed {
  snapshot: TableSnapshot;
  columns: readonly ResultColumn[];
  ranked: boolean;
}

/**
 * Reads the keys of the rows not read yet, then indexes the shown columns in idle time, a slice at a time,
 * as rows arrive, so a filter keystroke does not pay for building them (docs/measurements.md#why-measured),
 * then has their sort ranks made in the rank worker, so a sort click does not pay for them either; the
 * first time a page gets there, it runs the search over a made-up table (FilterWarmUp), so the first
 * keystrokes of a search do not run its loops cold.
 * A filter typed before they are ready is answered in part at once (TableModel.view) and the rest of its
 * rows are read first, in tasks of their own: `onProgress` is called every 100 ms while `searching` and
 * once the answer is complete, so the view grows to it. While rows are `arriving`, indexing waits for a
 * pause in them (QUIET_MS) and the ranks for their end. True while indexing is under way.
 */
export function usePrepareIndexes(
  store: TableStore,
  snapshot: TableSnapshot,
  columns: readonly ResultColumn[],
  searching: boolean,
  onProgress: () => void,
  arriving = false,
): boolean {
  const [indexed, setIndexed] = useState<Indexed | null>(null);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    // The view is taken again at most every 100 ms while a search goes on: each take reads rows for 12 ms.
    let shown = performance.now();
    const warm = (deadline: IdleDeadline) => {
      cancel = filterWarmUp.step(timeIn(deadline)) ? again(deadline, warm) : null;
    };
    const step = (deadline: IdleDeadline) => {
      const hasTime = timeIn(deadline);
      if (searching && snapshot.model.searching) {
        // Someone waits for this answer: it is finished before anything is indexed, and shown at once.
        const found = snapshot.model.search(hasTime);
        if (found || performance.now() - shown > 100) {
          shown = performance.now();
          onProgress();
        }
        cancel = (found ? requestIdle : requestSoon)(step);
        return;
      }
      // Ranks are of every row of a column: made while a run's pages still arrive, each page would make
      // them again, and that work took a core from the run's own on a machine of two (a sort clicked
      // meanwhile makes its ranks itself, as it always could).
      const done = store.prepare(columns, hasTime) && (arriving || store.rankAhead(columns, hasTime));
      if (done === true) {
        cancel = filterWarmUp.done ? null : again(deadline, warm);
        setIndexed({ snapshot, columns, ranked: !arriving });
      } else if (done === false) cancel = again(deadline, step);
      else {
        // The rank worker is at a column: the next step once it answers.
        let live = true;
        void done.then(() => {
          if (live) cancel = requestIdle(step);
        });
        cancel = () => {
          live = false;
        };
      }
    };
    cancel = (searching ? requestSoon : arriving ? afterQuiet : requestIdle)(step);
    return () => cancel?.();
  }, [store, snapshot, columns, searching, onProgress, arriving]);
  return indexed?.snapshot !== snapshot || indexed.columns !== columns || (!arriving && !indexed.ranked);
}
