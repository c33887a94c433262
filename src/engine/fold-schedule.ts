/**
 * Stored pages read back wait to be folded until no page has been read for this long. Nobody waits for
 * these folds (an answer that needs them folds at once), so the pause is long enough that a slow machine's
 * long frames and collections, which hold the page's next ask, do not count as one
 * (measured: docs/architecture.md#a-pause-in-reading-folds-in-slices).
 */
export const READING_PAUSE_MS = 400;
/**
 * At most this many pages read back wait (256,000 DIALOGS rows, held in the worker's memory until
 * reading pauses): a stored run of up to that many rows is read through before any of it is folded
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
const MOST_WAITING = 512;
/**
 * Pages folded in one task once reading has paused: a read that comes meanwhile is answered between two
 * such tasks and holds the rest until reading pauses again. Folded all in one task, a stall of the page
 * on a slow machine had the worker fold a whole run's pages while the page waited for its next ones
 * (measured: docs/architecture.md#a-pause-in-reading-folds-in-slices).
 */
export const FOLD_SLICE = 16;

/** When the worker's analytics fold what it was handed (run-analytics.ts): later, but always before an answer. */
export function createFoldSchedule() {
  // Profiles cost a Map per column per row: they are folded after the page is answered, and at once
  // when asked for.
  const pending: (() => void)[] = [];
  // Pages read back are folded once reading has paused, or at once when asked for: folding each as it was
  // read kept the worker from reading the next, and the page waited on it
  // (docs/architecture.md#one-pipeline-the-engines-worker). Past MOST_WAITING, the oldest is folded as
  // each one comes, so a long run does not keep all its pages twice.
  const waiting: (() => void)[] = [];
  let pause: ReturnType<typeof setTimeout> | undefined;
  const foldWaiting = (most = waiting.length) => {
    clearTimeout(pause);
    pause = undefined;
    for (const fold of waiting.splice(0, most)) fold();
  };
  /** A slice of the waiting pages, and the next slice in a task of its own (a read meanwhile stops it). */
  const foldSlice = () => {
    foldWaiting(FOLD_SLICE);
    if (waiting.length > 0) pause = setTimeout(foldSlice, 0);
  };
  const foldPending = () => {
    for (const fold of pending.splice(0)) fold();
  };
  const drain = () => {
    foldWaiting();
    foldPending();
  };
  return {
    /** Folds everything handed so far: before answering what the folds say. */
    drain,
    /**
     * Folds after the current task (once the page is answered). The pages read back waiting for a pause
     * keep waiting: a fetched page landing while a view's stored days are read back does not fold them.
     */
    later(fold: () => void) {
      if (pending.push(fold) === 1) setTimeout(foldPending, 0);
    },
    /** Folds once reading stored pages has paused, a slice a task until reading goes on. */
    afterReading(fold: () => void) {
      if (waiting.push(fold) > MOST_WAITING) waiting.shift()?.();
      clearTimeout(pause);
      pause = setTimeout(foldSlice, READING_PAUSE_MS);
    },
  };
}
