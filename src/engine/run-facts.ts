import { nextCursor } from '../api/paging/next-page';
import type { PageProgress } from '../api/types';
import { parseServiceDate, wallMs } from '../core/dates';
import type { RunFacts } from '../store/types';
import type { DateClock, RowClock } from './history/observe';
import type { PageRequest } from './types';

/** When the team's server says the service was asked for the segment a team leg reads (its wall clock). */
function teamFetchedAt(request: PageRequest): Pick<RunFacts, 'teamFetchedAtMs'> {
  const fetchedAt = request.team && parseServiceDate(request.team.fetchedAt);
  return fetchedAt && fetchedAt.ok ? { teamFetchedAtMs: wallMs(fetchedAt.value) } : {};
}

/** A new run's facts, before its first page; `askedAt` is when that page was asked (the device's clock). */
export function firstFacts(environment: string, request: PageRequest, now: number, askedAt = now): RunFacts {
  return {
    ...teamFetchedAt(request),
    environment,
    reportName: request.reportName,
    query: request.query,
    state: 'running',
    pagesDone: 0,
    totalPages: 0,
    rows: 0,
    serviceBytes: 0,
    requestCharge: 0,
    nextCursor: null,
    startedAt: now,
    updatedAt: now,
    keeping: true,
    askedAt,
  };
}

/** What the rows and the answers said of the service's clock so far, with a page's (`clock`, `dated`) added. */
function clockFacts(facts: RunFacts, clock: RowClock | null, dated: DateClock | null): Partial<RunFacts> {
  const behind = Math.max(clock?.behindMs ?? 0, dated?.behindMs ?? 0);
  const ahead = dated?.aheadMs ?? 0;
  return {
    ...(clock && {
      serviceOffsetMin: facts.serviceOffsetMin ?? clock.offsetMin,
      newestRowMs: Math.max(facts.newestRowMs ?? -Infinity, clock.newestRowMs),
    }),
    ...(behind > 0 && { clockBehindMs: Math.max(facts.clockBehindMs ?? 0, behind) }),
    ...(ahead > 0 && { clockAheadMs: Math.max(facts.clockAheadMs ?? 0, ahead) }),
  };
}

/**
 * The facts once `page` is added: its counts, the cursor that asks for the page after it, the largest
 * page so far, and what its rows' dates and its answer's date said of the service's clock.
 */
export function factsAfter(
  facts: RunFacts,
  page: PageProgress,
  now: number,
  clock: RowClock | null = null,
  dated: DateClock | null = null,
): RunFacts {
  const next = nextCursor(page);
  return {
    ...facts,
    state: next === null ? 'complete' : 'running',
    failure: undefined,
    pagesDone: page.index,
    totalPages: page.totalPages,
    rows: facts.rows + page.rows.length,
    serviceBytes: facts.serviceBytes + page.bytes,
    requestCharge: facts.requestCharge + (page.facts.requestCharge ?? 0),
    nextCursor: next,
    updatedAt: now,
    pageRows: Math.max(facts.pageRows ?? 0, page.rows.length),
    ...clockFacts(facts, clock, dated),
  };
}
