import { memo, useMemo, type ComponentType } from 'react';
import type { Bucket, DialogsOverview } from '../../core/analytics';
import { overviewAlerts, overviewBands, type Band } from '../../core/analytics/alerts';
import { AlertsProvider } from './alerts-context';
import { AlertsSection } from './alerts-section';
import type { Engine } from '../../engine/types';
import { ClustersSection } from './clusters-section';
import { ConfidenceSection } from './confidence-section';
import { ConversationsSection } from './conversations-section';
import type { OverviewDrill } from './drill';
import { DrillProvider } from './drill-context';
import { HandoffSection } from './handoff-section';
import { IntentFlowSection } from './intent-flow-section';
import { LengthSection } from './length-section';
import { NotUnderstoodSection } from './not-understood-section';
import { useOverviewText } from './use-overview-text';
import { useRunOverview } from './use-run-overview';
import { useStaggered } from './use-staggered';
import { useClusters } from './use-clusters';
import { useThrottled } from './use-throttled';
import { CompareSection, type OverviewCompare } from './compare-section';
import type { CompareWith } from '../../core/dates';
import './overview.css';

export interface OverviewPanelProps {
  engine: Pick<Engine, 'analytics' | 'environment'>;
  /** The run's name in the worker (src/engine/analytics-key.ts). */
  analyticsKey: string;
  bucket: Bucket;
  /** Rows the page holds so far, and the run's expected total (null: not known yet). */
  rows: number;
  expectedTotal: number | null;
  /** A click on a figure: show its rows in the grid. */
  onDrill: (drill: OverviewDrill) => void;
  /** The period the headline figures are compared with, when one is chosen. */
  compare?: OverviewCompare | null;
  /** The comparison chosen (the Summary's too), and where a new choice goes. */
  compareMode?: CompareWith | null;
  onCompare?: (mode: CompareWith | null) => void;
  /** What the groups of not-understood messages' files are named after, and the run's range. */
  fileBaseName?: string;
  range?: string;
}

const COMPARE_CHOICES = ['previous', 'lastYear'] as const satisfies readonly CompareWith[];

/** "Compare with": nothing, the previous period or the same period last year. */
function CompareChoice({
  mode,
  onCompare,
}: {
  mode: CompareWith | null;
  onCompare: (mode: CompareWith | null) => void;
}) {
  const { t } = useOverviewText();
  return (
    <label className="ov-compare-choice">
      {t('overview.compare.with')}{' '}
      <select
        value={mode ?? ''}
        onChange={(e) => onCompare(COMPARE_CHOICES.find((c) => c === e.target.value) ?? null)}
      >
        <option value="">{t('overview.compare.nothing')}</option>
        <option value="previous">{t('overview.compare.previousPeriod')}</option>
        <option value="lastYear">{t('overview.compare.samePeriodLastYear')}</option>
      </select>
    </label>
  );
}

function Coverage({ rows, total }: { rows: number; total: number | null }) {
  const { t } = useOverviewText();
  const done = total === null || rows >= total;
  return (
    <p className="ov-coverage" role="status">
      {done
        ? t('overview.coverageDone', { rows })
        : t('overview.coverage', { rows, total, share: total > 0 ? rows / total : 0 })}
    </p>
  );
}

/**
 * The figures' sections, each rendered again only when the overview it is given changes (at most once a
 * second): the run's every page renders the panel, and drawing each chart and table again with it took
 * frames from a grid being scrolled meanwhile.
 */
const SECTIONS: readonly ComponentType<{ o: DialogsOverview }>[] = [
  ConversationsSection,
  HandoffSection,
  NotUnderstoodSection,
  IntentFlowSection,
  LengthSection,
  ConfidenceSection,
].map((section) => memo(section));

/** The bot's health at a glance, from the rows of a DIALOGS run: every figure opens its rows (a drill). */
export function OverviewPanel(props: OverviewPanelProps) {
  const { t } = useOverviewText();
  const { data } = useRunOverview(props.engine, props.analyticsKey, props.bucket, props.rows);
  const compare = props.compare ?? null;
  const other = useRunOverview(
    props.engine,
    compare?.analyticsKey ?? '',
    props.bucket,
    compare?.rows ?? 0,
    compare !== null && compare.rows > 0,
  );
  // A new overview reaches the sections one a frame (use-staggered.ts), then the comparison and the
  // coverage line, which so never claims rows the figures above do not show yet.
  const shown = useStaggered(data, SECTIONS.length + 1);
  const last = shown[SECTIONS.length] ?? data;
  // A day is judged once every row is in: a day half fetched would look like a quiet one.
  const complete = !!last && props.expectedTotal !== null && last.rows >= props.expectedTotal;
  const latest = last?.overview;
  // The groups of every row, not those of fewer rows kept on screen while the worker groups the rest.
  // The groups are asked again at most once a second while pages arrive: each answer is a pass over the run.
  const throttledRows = useThrottled(props.rows);
  const clusters = useClusters(props.engine, props.analyticsKey, throttledRows);
  const groups = clusters.isPlaceholderData ? null : (clusters.data ?? null);
  const alerts = useMemo(
    () => (complete && latest ? overviewAlerts(latest, groups) : []),
    [complete, latest, groups],
  );
  const bands = useMemo(() => {
    if (!complete || !latest) return null;
    const byFigure = new Map<string, (Band | null)[]>();
    return (figure: string) => {
      let found = byFigure.get(figure);
      if (!found) byFigure.set(figure, (found = overviewBands(latest, groups, figure)));
      return found;
    };
  }, [complete, latest, groups]);
  if (!data || !last)
    return <p className="muted">{props.rows === 0 ? t('overview.waiting') : t('overview.loading')}</p>;
  return (
    <DrillProvider onDrill={props.onDrill}>
      <AlertsProvider alerts={alerts} bands={bands}>
        <div className="ov">
          <Coverage rows={last.rows} total={props.expectedTotal} />
          <p className="muted">{t('overview.drill.hint')}</p>
          <AlertsSection o={last.overview} complete={complete} />
          {props.onCompare ? (
            <CompareChoice mode={props.compareMode ?? null} onCompare={props.onCompare} />
          ) : null}
          {compare ? (
            <CompareSection o={last.overview} other={other.data?.overview ?? null} compare={compare} />
          ) : null}
          {SECTIONS.map((Section, i) => {
            const part = shown[i] ?? data;
            return <Section key={i} o={part.overview} />;
          })}
          <ClustersSection
            engine={props.engine}
            analyticsKey={props.analyticsKey}
            rows={throttledRows}
            fileBaseName={props.fileBaseName ?? ''}
            range={props.range ?? ''}
          />
        </div>
      </AlertsProvider>
    </DrillProvider>
  );
}
