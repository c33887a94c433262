import { nextCursor } from '../api/paging/next-page';
import type { PageProgress } from '../api/types';
import type { RunFacts } from '../store/types';
import type { PageRequest } from './types';

/** A new run's facts, before its first page. */
export function firstFacts(environment: string, request: PageRequest, now: number): RunFacts {
  return {
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
  };
}

/** The facts once `page` is added: its counts, and the cursor that asks for the page after it. */
export function factsAfter(facts: RunFacts, page: PageProgress, now: number): RunFacts {
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
  };
}
