import { memo, type ReactNode } from 'react';
import { ResultsSlot, type ResultsSlotProps } from './results-slot';

/**
 * The grid of a run: a tab panel when the run has other views, with what drilled into it above. Memoised:
 * the run view renders again with every landed page for its progress, and the grid's part of that render
 * (its first, mounting one above all) is done in a deferred render of its own (src/app/run-view.tsx).
 */
export const RowsTab = memo(function RowsTab({
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
});
