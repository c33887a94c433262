import type { ReportQuery, ResumePoint } from '../types';

/** What the paging rule reads of a page: the pages it says are left, and its cursor. */
export interface PageEnd {
  /** The envelope's pageCount; null when the service (or a gateway before it) left it out. */
  facts: { pageCount: number | null };
  lastDocument: string | null;
}

/**
 * Whether the service said more pages follow (docs/service.md#paging): its `pageCount` when it sent one
 * (0: none), else the cursor alone. A missing count is never read as 0, which would end the run after its
 * first page and store it as complete.
 */
export function morePagesFollow(page: PageEnd): boolean {
  const declared = page.facts.pageCount;
  return declared === null ? page.lastDocument !== null && page.lastDocument !== '' : declared > 0;
}

/**
 * Where the next page starts: the cursor to ask it with, or null when `page` was the last. More pages
 * announced without a cursor also give null here; the client stops such a run as a paging loop
 * (`runPages` in paging.ts) before any caller sees the page.
 */
export function nextCursor(page: PageEnd): string | null {
  return morePagesFollow(page) && page.lastDocument ? page.lastDocument : null;
}

/** Where a run continues after `last`, its latest page: the resume point of its next page, or null when none. */
export function resumePointAfter(
  query: ReportQuery,
  last: PageEnd & { index: number; totalPages: number },
): ResumePoint | null {
  const cursor = nextCursor(last);
  return cursor === null ? null : { query, cursor, pagesDone: last.index, totalPages: last.totalPages };
}
