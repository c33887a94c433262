import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Bucket } from '../../core/analytics';
import type { Engine } from '../../engine/types';
import { useThrottled } from './use-throttled';

/**
 * The overview of the rows the worker has folded, asked again as rows arrive. `rows` is part of the key
 * only to ask again; the worker answers for every row it has.
 */
export const overviewQueryOptions = (
  engine: Pick<Engine, 'analytics' | 'environment'>,
  key: string,
  bucket: Bucket,
  rows: number,
) =>
  queryOptions({
    queryKey: ['overview', engine.environment.name, key, bucket, rows] as const,
    queryFn: () => engine.analytics.overview(key, bucket),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export function useRunOverview(
  engine: Pick<Engine, 'analytics' | 'environment'>,
  key: string,
  bucket: Bucket,
  rows: number,
  enabled = true,
) {
  const asked = useThrottled(rows);
  return useQuery({ ...overviewQueryOptions(engine, key, bucket, asked), enabled });
}
