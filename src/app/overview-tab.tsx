import { lazy, Suspense } from 'react';
import type { OverviewPanelProps } from '../features/overview';

const OverviewPanel = lazy(() => import('../features/overview').then((m) => ({ default: m.OverviewPanel })));

/** The Overview tab's panel; the overview and its charts load in their own chunk on first visit. */
export function OverviewTab({ hidden, ...panel }: OverviewPanelProps & { hidden: boolean }) {
  return (
    <div id="panel-overview" role="tabpanel" aria-labelledby="tab-overview" hidden={hidden}>
      <Suspense fallback={<p className="muted">Loading the overview…</p>}>
        <OverviewPanel {...panel} />
      </Suspense>
    </div>
  );
}
