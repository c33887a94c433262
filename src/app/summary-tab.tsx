import { Activity, lazy, Suspense } from 'react';
import type { SummaryPanelProps } from '../features/summary';
import { useI18n } from '../lib/i18n';

// Its own chunk, loaded on the first visit of the tab: the first load stays small.
const SummaryPanel = lazy(() => import('../features/summary').then((m) => ({ default: m.SummaryPanel })));

/** The Summary of a run, mounted on its first visit and kept (hidden, it waits) while another tab shows. */
export function SummaryTab({ hidden, ...panel }: SummaryPanelProps & { hidden: boolean }) {
  const { t } = useI18n();
  return (
    <div id="panel-summary" role="tabpanel" aria-labelledby="tab-summary" hidden={hidden}>
      <Activity mode={hidden ? 'hidden' : 'visible'}>
        <Suspense fallback={<p className="muted">{t('app.loading.analytics')}</p>}>
          <SummaryPanel {...panel} />
        </Suspense>
      </Activity>
    </div>
  );
}
