import type { PageAsk } from '../../engine/types';
import type { ReadPage } from '../../store/types';
import { storedViewPage } from './report-query-options';
import { viewTotal, type ViewLegs, type ViewPage, type ViewParam } from './view-pages';

/** One stored page to put into a view's cache: where it goes, how it is read, and what it becomes. */
export interface StoredRead {
  param: ViewParam;
  /** The page asked of the engine's worker (several are asked in one call: use-stored-run.ts). */
  ask: PageAsk;
  /** The view's page, or null for a page not to show (a stored run's unreadable page). */
  toPage: (read: ReadPage) => ViewPage | null;
}

/** A stored run's pages, as the run it was (the view of its query, its own numbering), to go on from. */
export function storedRunReads(runId: string, pages: number): StoredRead[] {
  return Array.from({ length: pages }, (_, i) => ({
    param: { leg: 0, page: i + 1, at: i + 1, resume: null, runId },
    ask: { runId, index: i + 1 },
    toPage: (read) =>
      'page' in read
        ? {
            ...read.page,
            runId,
            kept: 'stored',
            leg: { index: 0, kind: 'fetch', page: read.page.index, pages: read.page.totalPages },
          }
        : null,
  }));
}

/** A view's device legs, page after page, each cut to its leg's span in the worker and numbered in the view. */
export function deviceReads(view: ViewLegs): StoredRead[] {
  const reads: StoredRead[] = [];
  view.legs.forEach((leg, index) => {
    if (leg.kind !== 'device') return;
    for (let page = 1; page <= leg.pages; page++) {
      const param: ViewParam = { leg: index, page, at: reads.length + 1, resume: null, runId: null };
      const totalPages = viewTotal(view, param, leg.pages);
      const foldAs = { query: view.query, index: param.at, totalPages };
      reads.push({
        param,
        ask: { runId: leg.runId, index: page, part: { within: leg.within, foldAs } },
        toPage: (read) => storedViewPage(read, param, totalPages, leg.pages),
      });
    }
  });
  return reads;
}
