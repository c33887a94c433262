import type { ReactNode } from 'react';
import { ResultsSlot, type ResultsSlotProps } from './results-slot';

/** The grid of a run: a tab panel when the run has other views, with what drilled into it above. */
export function RowsTab({
  tabbed,
  hidden,
  above,
  ...slot
}: ResultsSlotProps & { tabbed: boolean; hidden: boolean; above: ReactNode }) {
  return (
    <div
      id="panel-rows"
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? 'tab-rows' : undefined}
      hidden={hidden}
    >
      {above}
      <ResultsSlot {...slot} />
    </div>
  );
}
