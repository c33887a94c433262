import { createContext, useContext, type ReactNode } from 'react';
import type { DayAlert } from '../../core/analytics/alerts';

/**
 * The run's days outside their usual range, for the sections' charts to mark: one list for the panel,
 * under one identity while the overview does not change (a new one renders every chart again).
 */
const AlertsContext = createContext<readonly DayAlert[]>([]);
export const useDayAlerts = () => useContext(AlertsContext);

export function AlertsProvider({ alerts, children }: { alerts: readonly DayAlert[]; children: ReactNode }) {
  return <AlertsContext.Provider value={alerts}>{children}</AlertsContext.Provider>;
}
