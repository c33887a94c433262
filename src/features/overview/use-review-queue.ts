import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Engine } from '../../engine/types';
import { useThrottled } from './use-throttled';

/** The run's review queue as the worker holds it; `rows` is in the key only to ask again as rows arrive. */
export const reviewQueueQueryOptions = (
  engine: Pick<Engine, 'analytics' | 'environment'>,
  key: string,
  rows: number,
) =>
  queryOptions({
    queryKey: ['review-queue', engine.environment.name, key, rows] as const,
    queryFn: () => engine.analytics.reviewQueue(key),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export function useReviewQueue(engine: Pick<Engine, 'analytics' | 'environment'>, key: string, rows: number) {
  return useQuery(reviewQueueQueryOptions(engine, key, useThrottled(rows)));
}
