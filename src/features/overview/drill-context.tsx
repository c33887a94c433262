import { createContext, useContext, type ReactNode } from 'react';
import { useLatestCallback } from '../../lib/use-latest-callback';
import type { OverviewDrill } from './drill';

type Drill = (drill: OverviewDrill) => void;

/** Where a click on a figure goes: the panel's owner shows those rows in the grid. */
const DrillContext = createContext<Drill>(() => undefined);
export const useDrill = () => useContext(DrillContext);

/**
 * Gives the figures `onDrill` under one identity, calling whichever the owner gave last: the owner makes
 * a new one with every page of the run, and a new context value renders every list, table and chart
 * again, which the memo around the figures is there to spare.
 */
export function DrillProvider({ onDrill, children }: { onDrill: Drill; children: ReactNode }) {
  const drill = useLatestCallback(onDrill);
  return <DrillContext.Provider value={drill}>{children}</DrillContext.Provider>;
}
