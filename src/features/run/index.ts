export { reportQueryOptions, reportQueryKey, nextPageParam } from './report-query-options';
export { useRun, type Run, type RunPhase, type RunTotals } from './use-run';
export { RunBar } from './run-bar';
export { RunFacts } from './run-facts';
export { expectedRows } from './expected-rows';
export { InterimRows } from './interim-rows';
