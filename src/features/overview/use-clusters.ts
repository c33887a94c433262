import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Engine } from '../../engine/types';

/** The run's not-understood messages grouped, as the worker holds them; `rows` is in the key only to ask again. */
export const clustersQueryOptions = (
  engine: Pick<Engine, 'analytics' | 'environment'>,
  key: string,
  rows: number,
) =>
  queryOptions({
    queryKey: ['clusters', engine.environment.name, key, rows] as const,
    queryFn: () => engine.analytics.clusters(key),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

/** `rows` as the caller throttles it (use-throttled.ts): each new figure asks the worker to group again. */
export function useClusters(engine: Pick<Engine, 'analytics' | 'environment'>, key: string, rows: number) {
  return useQuery(clustersQueryOptions(engine, key, rows));
}
