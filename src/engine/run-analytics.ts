import { DialogsFold, dialogsOverview, reviewQueue, type Bucket } from '../core/analytics';
import type { Row } from '../core/contract';
import type { ReportQuery } from '../api/types';
import type { PackedRows } from '../store/pack-rows';
import { analyticsKey } from './analytics-key';

/** How many runs' folds the worker keeps: the run on screen and the one before it. */
const KEPT_RUNS = 2;

/** One run's fold, with the pages already in it (1-based, as the run counts them). */
interface RunFold {
  fold: DialogsFold;
  pages: Set<number>;
}

/**
 * DIALOGS runs folded page by page as the worker hands the pages to the page (docs/analytics.md), under
 * their query (analytics-key.ts), whether fetched or read back from the device. A first page that comes again starts a new run (the query was run
 * again); any other page that comes again (a refetch) is not counted twice.
 */
export function createRunAnalytics() {
  const runs = new Map<string, RunFold>();
  /** Stored runs' keys, by run id, learnt when a run is claimed. */
  const stored = new Map<string, string | undefined>();
  function foldFor(key: string, index: number): DialogsFold | null {
    let run = runs.get(key);
    if (run && index === 1 && run.pages.has(1)) run = undefined;
    if (!run) {
      run = { fold: new DialogsFold(), pages: new Set() };
      runs.delete(key);
      runs.set(key, run);
      for (const old of runs.keys()) if (runs.size > KEPT_RUNS) runs.delete(old);
    }
    if (run.pages.has(index)) return null;
    run.pages.add(index);
    return run.fold;
  }
  return {
    /** Names a stored run by its query, so its pages read back are folded as a fetched run's. */
    name(runId: string, query: ReportQuery) {
      stored.set(runId, analyticsKey(query));
    },
    keyOf: (runId: string) => stored.get(runId),
    /** A page's rows; `totalPages` pages of as many rows are room made at once. */
    rows(key: string | undefined, page: { index: number; totalPages: number; rows: readonly Row[] }) {
      if (key === undefined) return;
      const fold = foldFor(key, page.index);
      fold?.expect(page.totalPages * page.rows.length);
      fold?.add(page.rows);
    },
    packed(key: string | undefined, page: { index: number; totalPages: number; rows: PackedRows }) {
      if (key === undefined) return;
      const fold = foldFor(key, page.index);
      fold?.expect(page.totalPages * page.rows.rows.length);
      fold?.addPacked(page.rows.shapes, page.rows.rows);
    },
    /** The run's not-understood customer messages so far, worst first; null for a run with no page folded. */
    reviewQueue(key: string) {
      const run = runs.get(key);
      return run ? { items: reviewQueue(run.fold), rows: run.fold.rows.length } : null;
    },
    /** The overview of what the run's pages held so far; null for a run with no page folded. */
    overview(key: string, bucket: Bucket) {
      const run = runs.get(key);
      if (!run) return null;
      return { overview: dialogsOverview(run.fold, { bucket }), rows: run.fold.rows.length };
    },
  };
}
export type RunAnalytics = ReturnType<typeof createRunAnalytics>;
