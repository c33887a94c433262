import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReportQuery } from '../../api/types';
import { onRunsChanged } from '../../engine/runs-channel';
import type { Engine } from '../../engine/types';

export const viewPlanKey = (environment: string, query: ReportQuery | null) =>
  ['view-plan', environment, query] as const;

/**
 * How the query in the form would be answered now, planned in the engine's worker from what the device
 * holds (no call to the service): planned again whenever a tab changes the stored runs.
 */
export function useViewPlan(engine: Pick<Engine, 'runs' | 'environment'>, query: ReportQuery | null) {
  const queryClient = useQueryClient();
  const environment = engine.environment.name;
  useEffect(
    () => onRunsChanged(() => void queryClient.invalidateQueries({ queryKey: ['view-plan', environment] })),
    [queryClient, environment],
  );
  return useQuery({
    queryKey: viewPlanKey(environment, query),
    queryFn: () => (query ? engine.runs.plan(query) : null),
    enabled: query !== null,
    // What has settled moves with the clock: planned afresh each time the form asks.
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}
