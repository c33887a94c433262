export { reportQueryOptions, reportQueryKey, nextPageParam } from './report-query-options';
export type { StoredRunRef } from './use-stored-run';
export { useRun, type Run, type RunPhase, type RunTotals } from './use-run';
export { RunBar } from './run-bar';
export { RunFacts } from './run-facts';
export { expectedRows } from './expected-rows';
export { InterimRows } from './interim-rows';
export { KeptNotice } from './kept-notice';
export { StoredRunNotice } from './stored-run-notice';
