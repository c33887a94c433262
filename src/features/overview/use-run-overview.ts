import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Bucket } from '../../core/analytics';
import type { Engine } from '../../engine/types';

/** How often at most the overview is asked again while pages arrive: each asks the worker for a pass. */
const REFRESH_MS = 1_000;

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

/** `value`, taken at most once per `ms` while it changes (the last change within `ms` of it). */
function useThrottled(value: number, ms: number) {
  const [shown, setShown] = useState(value);
  const [at, setAt] = useState(0);
  useEffect(() => {
    const wait = Math.max(0, at + ms - Date.now());
    const timer = setTimeout(() => {
      setShown(value);
      setAt(Date.now());
    }, wait);
    return () => clearTimeout(timer);
  }, [value, at, ms]);
  return shown;
}

export function useRunOverview(
  engine: Pick<Engine, 'analytics' | 'environment'>,
  key: string,
  bucket: Bucket,
  rows: number,
) {
  const asked = useThrottled(rows, REFRESH_MS);
  return useQuery(overviewQueryOptions(engine, key, bucket, asked));
}
