import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Band, DayAlert } from '../../core/analytics/alerts';

/** A figure's usual range on each of the Overview's days (null where none), by the figure's id. */
export type FigureBands = (figure: string) => readonly (Band | null)[];

interface DayJudgement {
  alerts: readonly DayAlert[];
  bands?: FigureBands | null;
}

/**
 * The run's days outside their usual range, and the ranges, for the sections' charts to mark and draw: one
 * value for the panel, under one identity while the overview does not change (a new one renders every
 * chart again). No bands before the days are judged.
 */
const AlertsContext = createContext<DayJudgement>({ alerts: [], bands: null });
export const useDayAlerts = () => useContext(AlertsContext).alerts;
export const useFigureBands = () => useContext(AlertsContext).bands ?? null;

export function AlertsProvider({
  alerts,
  bands = null,
  children,
}: DayJudgement & { bands?: FigureBands | null; children: ReactNode }) {
  const value = useMemo(() => ({ alerts, bands }), [alerts, bands]);
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}
