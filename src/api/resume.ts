import type { PageProgress, ReportQuery, ResumePoint } from './types';

/**
 * Where to continue after `last`, the last page received (e.g. to continue a run the user stopped by
 * other means than the signal). Null when `last` was the final page.
 */
export function resumePointAfter(query: ReportQuery, last: PageProgress): ResumePoint | null {
  if (last.facts.pageCount <= 0 || !last.lastDocument) return null;
  return { query, cursor: last.lastDocument, pagesDone: last.index, totalPages: last.totalPages };
}
