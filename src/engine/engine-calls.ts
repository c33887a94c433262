import type { AnalyticsApi, RunsApi } from './types';
import { unwired, wired, type Wired } from './wire-error';

/**
 * The names of an interface's calls that cross the worker as they are, all but those written by hand
 * (`ByHand`): a call of the interface missing from the list, or a name the interface has not, fails
 * to typecheck here.
 */
const callsOf =
  <Api, ByHand extends keyof Api = never>() =>
  <const Names extends readonly Exclude<keyof Api, ByHand>[]>(
    ...names: Names &
      NoInfer<
        [Exclude<keyof Api, ByHand | Names[number]>] extends [never]
          ? unknown
          : { unlisted: Exclude<keyof Api, ByHand | Names[number]> }
      >
  ) =>
    names;

/**
 * The stored runs' calls, each sent to the worker and answered as it is. By hand on both sides: `page`
 * and `pages`, whose rows cross in slices and are rebuilt on the page (engine-host.ts, connect.ts).
 */
export const RUNS_CALLS = callsOf<RunsApi, 'page' | 'pages'>()(
  'list',
  'stopped',
  'release',
  'saveView',
  'saveReviewed',
  'delete',
  'deleteTenant',
  'setKeeping',
  'setBudget',
  'evicted',
  'plan',
  'histories',
  'deleteHistory',
);

/** The overviews' calls, every one sent and answered as it is. */
export const ANALYTICS_CALLS = callsOf<AnalyticsApi>()(
  'overview',
  'reviewQueue',
  'profile',
  'conversations',
  'clusters',
  'clusterMembers',
);

/** A call on the worker's side: the overviews answer at once, the stored runs with a promise. */
type Call = (...args: never[]) => unknown;

/** A call as the worker answers it: the same arguments, and its value or its error as data (wire-error.ts). */
type WiredCall<F> = F extends (...args: infer A) => infer R
  ? (...args: A) => Promise<Wired<Awaited<R>>>
  : never;

/** A wired call as the page makes it: the worker's value, or its error thrown again. */
type UnwiredCall<F> = F extends (...args: infer A) => Promise<Wired<infer R>>
  ? (...args: A) => Promise<R>
  : never;

/** The worker's side of listed calls: each asks `api()` (the engine of the moment) and answers as data. */
export function hostCalls<Api extends Record<K, Call>, K extends keyof Api>(
  api: () => Api,
  names: readonly K[],
) {
  const calls = names.map(
    (name) => [name, (...args: never[]) => wired(async () => api()[name](...args))] as const,
  );
  // Where a list becomes an object: each name is given the call of that name, as the type says.
  return Object.fromEntries(calls) as { [P in K]: WiredCall<Api[P]> };
}

/**
 * The page's side of listed calls, typed from the worker's side as Comlink sees it: each asks the worker,
 * and answers its value or throws its error.
 */
export function forwardCalls<
  Remote extends Record<K, (...args: never[]) => Promise<Wired<unknown>>>,
  K extends keyof Remote,
>(remote: Remote, names: readonly K[]) {
  const calls = names.map(
    (name) => [name, async (...args: never[]) => unwired(await remote[name](...args))] as const,
  );
  return Object.fromEntries(calls) as { [P in K]: UnwiredCall<Remote[P]> };
}
