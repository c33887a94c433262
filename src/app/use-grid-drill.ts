import { useState } from 'react';
import type { Filters, GridDrill } from '../features/results';

/** Who set the grid's filters from outside last: its bar is the one shown above the rows. */
export type DrillOwner = 'overview' | 'summary';

/**
 * The filters set on the grid from outside (a click in the overview, a figure of the summary), with who
 * set them; each `to` applies again, even the same filters.
 */
export function useGridDrill() {
  const [drill, setDrill] = useState<GridDrill | undefined>(undefined);
  const [owner, setOwner] = useState<DrillOwner | null>(null);
  const to = (by: DrillOwner, filters: Filters, global?: string) => {
    setOwner(by);
    setDrill((old) => ({ id: (old?.id ?? 0) + 1, filters, global }));
  };
  return { drill, owner, to };
}
export type GridDrillControl = ReturnType<typeof useGridDrill>;
