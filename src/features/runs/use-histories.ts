import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRunsChanged } from '../../engine/runs-channel';
import type { Engine } from '../../engine/types';

export const historiesKey = (environment: string) => ['device-histories', environment] as const;

/** Each report's history on this device, listed again whenever a tab (this one included) changes the runs. */
export function useHistories(engine: Pick<Engine, 'runs' | 'environment'>) {
  const queryClient = useQueryClient();
  const environment = engine.environment.name;
  useEffect(
    () => onRunsChanged(() => void queryClient.invalidateQueries({ queryKey: historiesKey(environment) })),
    [queryClient, environment],
  );
  return useQuery({
    queryKey: historiesKey(environment),
    queryFn: () => engine.runs.histories(),
    refetchOnMount: true,
    staleTime: 0,
  });
}
