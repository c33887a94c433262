import type { ReportQuery } from '../api/types';
import {
  DialogsFold,
  dialogsOverview,
  pickConversations,
  ProfileFold,
  reviewQueue,
  type Bucket,
  type ConversationPick,
} from '../core/analytics';
import { ClustersFold, clusterMembers, messageClusters } from '../core/analytics/clusters';
import type { Row } from '../core/contract';
import { decodeRows, type CodedRows } from '../core/coded-rows';
import { analyticsKey } from './analytics-key';
import { createFoldSchedule } from './fold-schedule';

/** How many runs' folds the worker keeps: the run on screen and the one before it. */
const KEPT_RUNS = 2;
/** One run's fold (DIALOGS: the overview's; any other report: its columns' profile), with its pages. */
interface RunFold {
  fold: DialogsFold | ProfileFold;
  /** DIALOGS: its not-understood messages grouped by what they say. */
  clusters: ClustersFold | null;
  /** Pages already in it, 1-based as the run counts them. */
  pages: Set<number>;
}

export interface PageOf<R> {
  index: number;
  totalPages: number;
  rows: R;
}

/**
 * The fold a page of `query` goes into, or null for a page already in it. A first page that comes again
 * starts the run anew; the newest KEPT_RUNS runs are kept.
 */
function foldOfPage(runs: Map<string, RunFold>, query: ReportQuery, index: number) {
  const key = analyticsKey(query);
  let run = runs.get(key);
  if (run && index === 1 && run.pages.has(1)) run = undefined;
  if (!run) {
    const dialogs = query.reportKey === 'dialogs';
    run = {
      fold: dialogs ? new DialogsFold() : new ProfileFold(),
      clusters: dialogs ? new ClustersFold() : null,
      pages: new Set(),
    };
    runs.delete(key);
    runs.set(key, run);
    for (const old of runs.keys()) if (runs.size > KEPT_RUNS) runs.delete(old);
  }
  if (run.pages.has(index)) return null;
  run.pages.add(index);
  return run;
}

/** The messages and conversations of a group of a DIALOGS run's not-understood messages; null for none yet. */
function membersIn(run: RunFold | undefined, group: number) {
  return run?.fold instanceof DialogsFold && run.clusters
    ? clusterMembers(run.fold, run.clusters, group)
    : null;
}

/**
 * A page read back as stored, folded once reading pauses (DIALOGS) or after the answer. Its rows are read
 * then: a page whose rows cannot be is not folded (the page says it cannot be read).
 */
function foldStored(
  { fold, clusters }: RunFold,
  page: PageOf<() => CodedRows | null>,
  { later, afterReading }: Pick<ReturnType<typeof createFoldSchedule>, 'later' | 'afterReading'>,
) {
  if (fold instanceof DialogsFold) {
    afterReading(() => {
      const rows = page.rows();
      if (!rows) return;
      fold.expect(page.totalPages * rows.shapeOf.length);
      const from = fold.rows.length;
      fold.addCoded(rows);
      clusters?.addCoded(fold, from, rows);
    });
    return;
  }
  later(() => {
    const rows = page.rows();
    if (rows) fold.add(decodeRows(rows));
  });
}

/**
 * Runs folded page by page as the worker hands the pages to the page (docs/analytics.md), under their
 * query (analytics-key.ts), whether fetched or read back from the device. A first page that comes again
 * starts a new run (the query was run again); any other page that comes again is not counted twice.
 */
export function createRunAnalytics() {
  const runs = new Map<string, RunFold>();
  /** Stored runs' queries, by run id, learnt when a run's first page is read back. */
  const stored = new Map<string, ReportQuery>();
  const foldFor = (query: ReportQuery, index: number) => foldOfPage(runs, query, index);
  const { drain, later, afterReading } = createFoldSchedule();
  /** A page read back as stored, folded under `query` (a view's, or its run's own). */
  const codedAs = (query: ReportQuery, page: PageOf<() => CodedRows | null>) => {
    const run = foldFor(query, page.index);
    if (run) foldStored(run, page, { later, afterReading });
  };
  const dialogs = (key: string) => {
    const fold = runs.get(key)?.fold;
    return fold instanceof DialogsFold ? fold : null;
  };
  const members = (key: string, group: number) => membersIn(runs.get(key), group);
  return {
    /** Names a stored run by its query, so its pages read back are folded as a fetched run's. */
    name(runId: string, query: ReportQuery) {
      stored.set(runId, query);
    },
    named: (runId: string) => stored.has(runId),
    /** A fetched page; `totalPages` pages of as many rows are room made at once. */
    rows(query: ReportQuery, page: PageOf<readonly Row[]>) {
      const run = foldFor(query, page.index);
      const fold = run?.fold;
      if (fold instanceof DialogsFold) {
        fold.expect(page.totalPages * page.rows.length);
        const from = fold.rows.length;
        fold.add(page.rows);
        // Grouped after the page is answered: a page's texts cost more than its figures.
        later(() => run?.clusters?.add(fold, from, page.rows));
      } else if (fold) later(() => fold.add(page.rows));
    },
    /** A page read back as stored, of a run named before. */
    coded(runId: string, page: PageOf<() => CodedRows | null>) {
      const query = stored.get(runId);
      if (query) codedAs(query, page);
    },
    codedAs,
    /** The DIALOGS run's not-understood customer messages so far, worst first; null before its first page. */
    reviewQueue(key: string) {
      drain();
      const fold = dialogs(key);
      return fold ? { items: reviewQueue(fold), rows: fold.rows.length } : null;
    },
    /** The DIALOGS run's overview so far; null before its first page. */
    overview(key: string, bucket: Bucket) {
      drain();
      const fold = dialogs(key);
      return fold ? { overview: dialogsOverview(fold, { bucket }), rows: fold.rows.length } : null;
    },
    /**
     * The ids of the conversations behind a figure; null before its first page. From the fold, where each
     * conversation's figures already are: on the page it meant a pass over every row (docs/analytics.md).
     */
    conversations(key: string, pick: ConversationPick) {
      drain();
      if (pick.cluster !== undefined) return members(key, pick.cluster)?.conversations ?? null;
      const fold = dialogs(key);
      return fold ? pickConversations(fold, pick) : null;
    },
    /** The DIALOGS run's not-understood messages grouped by what they say; null before its first page. */
    clusters(key: string) {
      drain();
      const run = runs.get(key);
      return run?.fold instanceof DialogsFold && run.clusters
        ? messageClusters(run.fold, run.clusters)
        : null;
    },
    /** The messages and conversations of one group of `clusters`; null before the run's first page. */
    clusterMembers(key: string, group: number) {
      drain();
      return members(key, group);
    },
    /** Any other report's column profile so far; null before its first page. */
    profile(key: string) {
      drain();
      const fold = runs.get(key)?.fold;
      return fold instanceof ProfileFold ? { columns: fold.profile(), rows: fold.rows } : null;
    },
  };
}
export type RunAnalytics = ReturnType<typeof createRunAnalytics>;
