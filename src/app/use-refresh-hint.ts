import type { ReportQuery } from '../api/types';
import type { Engine } from '../engine/types';
import { refreshText, useViewPlan } from '../features/plan';
import { useI18n } from '../lib/i18n';

/**
 * What a Refresh of the run on screen would fetch now, for its tooltip. Planned only while the run is
 * stopped (`enabled`): while it runs, each page it stores would plan it again for a button not shown.
 */
export function useRefreshHint(client: Engine, query: ReportQuery, enabled: boolean): string | undefined {
  const tools = useI18n();
  const plan = useViewPlan(client, enabled ? query : null);
  const data = enabled ? plan.data : null;
  return data ? (refreshText(data, client.environment, tools) ?? undefined) : undefined;
}
