import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRunsChanged } from '../../engine/runs-channel';
import type { Engine } from '../../engine/types';

export const deviceRunsKey = (environment: string) => ['device-runs', environment] as const;

/** The runs stored on this device, listed again whenever a tab (this one included) changes them. */
export function useDeviceRuns(engine: Pick<Engine, 'runs' | 'environment'>) {
  const queryClient = useQueryClient();
  const key = deviceRunsKey(engine.environment.name);
  useEffect(
    () => onRunsChanged(() => void queryClient.invalidateQueries({ queryKey: key })),
    // The key is made from the environment's name alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, engine.environment.name],
  );
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const [runs, evicted] = await Promise.all([engine.runs.list(), engine.runs.evicted()]);
      return { runs, evicted };
    },
    // Listing reads the device only: it is always allowed, and other tabs' changes arrive by message.
    refetchOnMount: true,
    staleTime: 0,
  });
}
