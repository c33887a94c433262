import { createContext, useContext } from 'react';
import type { OverviewDrill } from './drill';

/** Where a click on a figure goes: the panel's owner shows those rows in the grid. */
export const DrillContext = createContext<(drill: OverviewDrill) => void>(() => undefined);
export const useDrill = () => useContext(DrillContext);
