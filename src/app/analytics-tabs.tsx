import { Activity, lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReportQuery } from '../api/types';
import { bucketForRange } from '../core/analytics/time-buckets';
import { analyticsKey } from '../engine/analytics-key';
import type { Row } from '../core/contract';
import type { Engine } from '../engine/types';
import type { OverviewCompare, OverviewDrill } from '../features/overview';
import type { CompareWith } from '../core/dates';
import { useI18n } from '../lib/i18n';
import type { Tab } from './result-tabs';

// Both panels come in the overview's chunk, loaded on the first visit of either tab.
const OverviewPanel = lazy(() => import('../features/overview').then((m) => ({ default: m.OverviewPanel })));
const ProfilePanel = lazy(() => import('../features/overview').then((m) => ({ default: m.ProfilePanel })));
const ReviewQueuePanel = lazy(() =>
  import('../features/overview').then((m) => ({ default: m.ReviewQueuePanel })),
);

export interface AnalyticsTabsProps {
  tab: Tab;
  visited: ReadonlySet<Tab>;
  engine: Pick<Engine, 'analytics' | 'environment'>;
  query: ReportQuery;
  pages: readonly (readonly Row[])[];
  expectedTotal: number | null;
  fileBaseName: string;
  onDrill: (drill: OverviewDrill) => void;
  /** The same from the Review queue: Back returns there. */
  onReviewDrill?: (drill: OverviewDrill) => void;
  /** Opens a conversation in the inspector at a message (its row index in the run). */
  onOpenAt: (conversationId: string, row: number) => void;
  /** The rows marked Reviewed when the run was stored, and where a change of marks is kept. */
  initialReviewed?: readonly number[];
  onReviewedChange?: (rows: readonly number[]) => void;
  /** The period the Overview's headline figures are compared with, when one is chosen. */
  compare?: OverviewCompare | null;
  compareMode?: CompareWith | null;
  onCompare?: (mode: CompareWith | null) => void;
}

/**
 * A visited tab's panel, kept while another tab is shown: hidden, it renders only when the page has
 * nothing else to do and its effects (the asking again as rows arrive, the charts) wait until it shows.
 * Rendered with every page as it was, the hidden Overview's figures and charts took frames from the grid
 * being scrolled while the run arrived (docs/architecture.md#benchmarks).
 */
function KeptPanel({ tab, shown, children }: { tab: Tab; shown: Tab; children: ReactNode }) {
  return (
    <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} hidden={shown !== tab}>
      <Activity mode={shown === tab ? 'visible' : 'hidden'}>{children}</Activity>
    </div>
  );
}

/**
 * The Overview and Review queue tabs of a DIALOGS run, or the Profile tab of another report's, each
 * mounted on its first visit and kept.
 */
export function AnalyticsTabs(props: AnalyticsTabsProps) {
  const { tab, visited } = props;
  const { t } = useI18n();
  // Reviewed marks stay with the run while it is open, and in the stored run once it is kept.
  const [reviewed, setReviewed] = useState<ReadonlySet<number>>(() => new Set(props.initialReviewed));
  const mark = (row: number, on: boolean) => {
    const next = new Set(reviewed);
    if (on) next.add(row);
    else next.delete(row);
    setReviewed(next);
    props.onReviewedChange?.([...next].sort((a, b) => a - b));
  };
  const rows = props.pages.reduce((n, page) => n + page.length, 0);
  const key = analyticsKey(props.query);
  const loading = <p className="muted">{t('app.loading.analytics')}</p>;
  return (
    <>
      {visited.has('overview') ? (
        <KeptPanel tab="overview" shown={tab}>
          <Suspense fallback={loading}>
            <OverviewPanel
              engine={props.engine}
              analyticsKey={key}
              bucket={bucketForRange(props.query.startDate, props.query.endDate)}
              rows={rows}
              expectedTotal={props.expectedTotal}
              onDrill={props.onDrill}
              compare={props.compare}
              compareMode={props.compareMode}
              onCompare={props.onCompare}
              fileBaseName={props.fileBaseName}
              range={`${props.query.startDate} – ${props.query.endDate}`}
            />
          </Suspense>
        </KeptPanel>
      ) : null}
      {visited.has('profile') ? (
        <KeptPanel tab="profile" shown={tab}>
          <Suspense fallback={loading}>
            <ProfilePanel engine={props.engine} analyticsKey={key} rows={rows} onDrill={props.onDrill} />
          </Suspense>
        </KeptPanel>
      ) : null}
      {visited.has('review') ? (
        <KeptPanel tab="review" shown={tab}>
          <Suspense fallback={loading}>
            <ReviewQueuePanel
              engine={props.engine}
              analyticsKey={key}
              pages={props.pages}
              reviewed={reviewed}
              onReviewed={mark}
              onOpen={props.onOpenAt}
              fileBaseName={props.fileBaseName}
              onDrill={props.onReviewDrill}
              range={`${props.query.startDate} – ${props.query.endDate}`}
            />
          </Suspense>
        </KeptPanel>
      ) : null}
    </>
  );
}
