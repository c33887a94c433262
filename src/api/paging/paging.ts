import type { CallContext, Session } from '../call/call';
import { ServiceError } from '../errors';
import { fetchPage } from './execute-page';
import { morePagesFollow } from './next-page';
import { executeBody, withCursor } from './request-body';
import type { PageProgress, ReportQuery, ResumePoint, WaitEvent } from '../types';

export interface PagesOptions {
  resumeFrom?: ResumePoint;
  signal?: AbortSignal;
  onWait?: (event: WaitEvent) => void;
}

/** Pages answered again in a row (the page before, replayed) before the run stops as a loop. */
const MAX_REPLAYS = 3;

/** The same error, now carrying where to resume from. */
function withResume(e: unknown, resume: ResumePoint): unknown {
  if (!(e instanceof ServiceError)) return e;
  return new ServiceError(e.kind, e.message, { ...e.details, resume });
}

/** Why following `next` would loop or lose rows; null when it is a sound next step. */
function loopProblem(
  next: string | null,
  declared: number | null,
  previous: number | null,
  seen: Set<string>,
) {
  if (!next)
    return `The service said ${declared ?? 'more'} page(s) remain but sent no cursor to ask for them.`;
  if (seen.has(next)) return 'The service sent a cursor it had already sent: asking again would repeat rows.';
  if (declared !== null && previous !== null && declared >= previous) {
    return `The number of pages left did not go down (${previous}, then ${declared}).`;
  }
  return null;
}

/**
 * Pages of one query, following the cursor (docs/service.md#paging). Every thrown error but
 * 'paging-loop' carries `details.resume`, whose cursor is that of the page that failed: resuming asks that
 * page again, so no row is lost or repeated. An abort (before or during a page) throws 'aborted' with resume.
 *
 * A page whose answer breaks the paging rules (a cursor already seen, a pageCount that does not go down,
 * more pages but no cursor) is not delivered: the run stops with 'paging-loop' at once, so a caller that
 * takes one page per call (resumeFrom) cannot loop either. A resume point's pageCount is read back as
 * totalPages - pagesDone, so the check holds across such calls.
 */
export async function* runPages(
  ctx: CallContext,
  session: Session,
  query: ReportQuery,
  options: PagesOptions = {},
): AsyncGenerator<PageProgress, void, undefined> {
  const { resumeFrom, signal, onWait } = options;
  // Checked once, before any call (an invalid query fails there); each page only changes its cursor.
  const body = executeBody(query, resumeFrom?.cursor ?? '');
  let cursor = resumeFrom?.cursor ?? '';
  let index = resumeFrom?.pagesDone ?? 0;
  let totalPages = resumeFrom?.totalPages ?? 0;
  // A resume point whose total is its pages done came from pages that declared no count: none to hold to.
  let previous: number | null = resumeFrom && totalPages > index ? totalPages - index : null;
  const seen = new Set([cursor]);
  let rowsSoFar = 0;
  let requestChargeSoFar = 0;
  let bytesSoFar = 0;
  let replays = 0;

  for (;;) {
    const here: ResumePoint = { query, cursor, pagesDone: index, totalPages };
    let page;
    try {
      page = await fetchPage(ctx, session, query.reportKey, withCursor(body, cursor), { signal, onWait });
    } catch (e) {
      throw withResume(e, here);
    }
    const declared = page.facts.pageCount;
    const next = page.lastDocument;
    // A page whose cursor is the one just asked with is the page before, answered again (a gateway that
    // retried the call replays its answer): its rows are held already. Asked again, a few times at most.
    if (cursor !== '' && next === cursor) {
      if (++replays <= MAX_REPLAYS) continue;
      throw new ServiceError(
        'paging-loop',
        'The service kept answering the page before instead of the next.',
      );
    }
    replays = 0;
    const more = morePagesFollow(page);
    const problem = more ? loopProblem(next, declared, previous, seen) : null;
    if (problem || (more && !next))
      throw new ServiceError('paging-loop', problem ?? 'No cursor to go on with.');

    index++;
    totalPages = Math.max(totalPages, index + (declared ?? 0));
    rowsSoFar += page.rows.length;
    requestChargeSoFar += page.facts.requestCharge ?? 0;
    bytesSoFar += page.bytes;
    yield { ...page, index, totalPages, rowsSoFar, requestChargeSoFar, bytesSoFar };
    if (!more || !next) return;
    seen.add(next);
    previous = declared;
    cursor = next;
  }
}
