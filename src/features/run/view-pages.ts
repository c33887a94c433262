import { resumePointAfter } from '../../api/paging/next-page';
import type { ReportQuery, ResumePoint } from '../../api/types';
import { DAY_MS } from '../../core/dates';
import type { RunPage, ViewLeg } from '../../engine/types';

/** What a view is made of (docs/architecture.md#the-tenants-history): its query and its legs, in order. */
export interface ViewLegs {
  query: ReportQuery;
  legs: readonly ViewLeg[];
}

/** A view of one query that fetches it from its first page: a plain run. */
export const fetchOnly = (query: ReportQuery): ViewLegs => ({
  query,
  legs: [{ kind: 'fetch', query, span: { startMs: 0, endMs: 0 }, expectedPages: 1 }],
});

/**
 * Whole days of the range the view reads from the device (its device legs), as the plan counts them:
 * never rounded up, so "29 of 30 days on this device" reads 29.
 */
export function storedDaysOf(view: ViewLegs): number {
  let ms = 0;
  for (const leg of view.legs) if (leg.kind === 'device') ms += leg.span.endMs - leg.span.startMs + 1000;
  return Math.floor(ms / DAY_MS);
}

/** Where a view's page comes from: its leg, its page there, and its place in the view. */
export interface ViewParam {
  leg: number;
  /** 1-based: the stored page of a device leg, the page of a team leg's span, the page of a fetched leg's query. */
  page: number;
  /** The view's own page number. */
  at: number;
  /**
   * A fetched leg after its first page: where its query goes on from (a team leg's too, once its first
   * page came from the service instead).
   */
  resume: ResumePoint | null;
  /** The stored run a fetched leg's pages join (null: its first page starts one). */
  runId: string | null;
}

/** A page of a view: numbered in the view (`index` of `totalPages`), with its leg's own numbering. */
export interface ViewPage extends RunPage {
  leg: {
    index: number;
    /** Where the page came from: a team leg's pages come from the service when the server could not answer. */
    kind: ViewLeg['kind'];
    /** The page in its leg, and the leg's pages as known so far. */
    page: number;
    pages: number;
    /** A stored page that could not be read: its rows are missing, and why. */
    unreadable?: string;
  };
}

export const FIRST_PARAM: ViewParam = { leg: 0, page: 1, at: 1, resume: null, runId: null };

/** A leg's pages as known before it is read: stored pages, or the estimate's. */
export const expectedPagesOf = (leg: ViewLeg) => (leg.kind === 'device' ? leg.pages : leg.expectedPages);

/** The view's pages as known at page `at` of leg `leg`, whose pages are now known to be `legPages`. */
export function viewTotal(view: ViewLegs, param: Pick<ViewParam, 'leg' | 'page' | 'at'>, legPages: number) {
  let later = 0;
  for (let i = param.leg + 1; i < view.legs.length; i++) {
    const leg = view.legs[i];
    if (leg) later += expectedPagesOf(leg);
  }
  return param.at + Math.max(0, legPages - param.page) + later;
}

/** The first page of the leg after `leg`, at the view's page `at`, or undefined after the last leg. */
const nextLeg = (view: ViewLegs, leg: number, at: number): ViewParam | undefined =>
  leg + 1 < view.legs.length ? { leg: leg + 1, page: 1, at, resume: null, runId: null } : undefined;

/** The page after `last`: the next in its leg, or the first of the next leg; undefined at the view's end. */
export function paramAfterPage(view: ViewLegs, last: ViewPage): ViewParam | undefined {
  const leg = view.legs[last.leg.index];
  const at = last.index + 1;
  if (!leg) return undefined;
  if (leg.kind === 'device')
    return last.leg.page < leg.pages
      ? { leg: last.leg.index, page: last.leg.page + 1, at, resume: null, runId: null }
      : nextLeg(view, last.leg.index, at);
  const resume = resumePointAfter(leg.query, { ...last, index: last.leg.page, totalPages: last.leg.pages });
  if (!resume) return nextLeg(view, last.leg.index, at);
  // The team's pages go on by number; a page the service answered goes on from its cursor.
  const fromTeam = last.leg.kind === 'team';
  return {
    leg: last.leg.index,
    page: last.leg.page + 1,
    at,
    resume: fromTeam ? null : resume,
    runId: last.runId,
  };
}
