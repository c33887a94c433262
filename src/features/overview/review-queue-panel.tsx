import { useMemo, useState } from 'react';
import type { ReviewItem } from '../../core/analytics';
import type { Row } from '../../core/contract';
import { csvFileName } from '../../core/csv';
import { Masker } from '../../core/personal-data';
import type { Engine } from '../../engine/types';
import { downloadText } from '../../lib/download';
import { useMaskSetting } from '../../lib/mask-controls';
import { ClustersSection } from './clusters-section';
import type { OverviewDrill } from './drill';
import { DrillProvider } from './drill-context';
import { ReviewEntry } from './review-item';
import { byIntent, reviewCsv, rowFinder } from './review-rows';
import { named, useOverviewText } from './use-overview-text';
import { useReviewQueue } from './use-review-queue';
import { useThrottled } from './use-throttled';
import './overview.css';

/** Messages shown per intent at first, and added per "Show more": never the whole queue in the DOM. */
const STEP = 20;

export interface ReviewQueuePanelProps {
  engine: Pick<Engine, 'analytics' | 'environment'>;
  analyticsKey: string;
  /** The run's pages as the page holds them: the messages' texts are read from them. */
  pages: readonly (readonly Row[])[];
  /** Row indexes marked reviewed, kept with the run while it is open. */
  reviewed: ReadonlySet<number>;
  onReviewed: (row: number, on: boolean) => void;
  /** Opens the conversation in the inspector at that message (its row index in the run). */
  onOpen: (conversationId: string, row: number) => void;
  fileBaseName: string;
  /** Opens a group's messages in the grid or its conversations in the list. */
  onDrill?: (drill: OverviewDrill) => void;
  /** The run's range as chosen, for the groups' workbook. */
  range?: string;
}

function IntentGroup(
  props: ReviewQueuePanelProps & {
    intent: string | null;
    items: ReviewItem[];
    rowAt: (i: number) => Row | undefined;
  },
) {
  const [shown, setShown] = useState(STEP);
  const { t } = useOverviewText();
  const intent = named(t, props.intent);
  const id = `ov-review-${intent.replace(/\W+/g, '-')}`;
  return (
    <section className="ov-section" aria-labelledby={id}>
      <h3 id={id}>{t('overview.review.group', { intent, count: props.items.length })}</h3>
      <ol className="ov-review-list">
        {props.items.slice(0, shown).map((item) => (
          <ReviewEntry
            key={item.row}
            item={item}
            row={props.rowAt(item.row)}
            reviewed={props.reviewed.has(item.row)}
            onOpen={() => item.conversationId !== null && props.onOpen(item.conversationId, item.row)}
            onReviewed={(on) => props.onReviewed(item.row, on)}
          />
        ))}
      </ol>
      {props.items.length > shown ? (
        <button type="button" onClick={() => setShown((n) => n + STEP)}>
          {t('overview.review.more', { count: Math.min(STEP, props.items.length - shown), intent })}
        </button>
      ) : null}
    </section>
  );
}

/** The queue's two views: one message at a time by the intent guessed, or grouped by what was said. */
function ViewChoice({ grouped, onChange }: { grouped: boolean; onChange: (grouped: boolean) => void }) {
  const { t } = useOverviewText();
  return (
    <fieldset className="ov-view-choice">
      <legend>{t('overview.review.view')}</legend>
      <label>
        <input type="radio" name="ov-review-view" checked={!grouped} onChange={() => onChange(false)} />{' '}
        {t('overview.review.byIntent')}
      </label>{' '}
      <label>
        <input type="radio" name="ov-review-view" checked={grouped} onChange={() => onChange(true)} />{' '}
        {t('overview.review.bySaid')}
      </label>
    </fieldset>
  );
}

/** The not-understood customer messages, worst margin first, grouped by intent (or by what was said). */
export function ReviewQueuePanel(props: ReviewQueuePanelProps) {
  const { t } = useOverviewText();
  const mask = useMaskSetting();
  const [grouped, setGrouped] = useState(false);
  const rows = props.pages.reduce((n, page) => n + page.length, 0);
  const { data } = useReviewQueue(props.engine, props.analyticsKey, rows);
  const throttledRows = useThrottled(rows);
  const rowAt = useMemo(() => rowFinder(props.pages), [props.pages]);
  const groups = useMemo(() => byIntent(data?.items ?? []), [data]);
  if (!data) return <p className="muted">{t('overview.waiting')}</p>;
  if (grouped)
    return (
      <DrillProvider onDrill={props.onDrill ?? (() => undefined)}>
        <div className="ov">
          <h2 className="ov-title">{t('overview.review.heading')}</h2>
          <ViewChoice grouped={grouped} onChange={setGrouped} />
          <ClustersSection
            engine={props.engine}
            analyticsKey={props.analyticsKey}
            rows={throttledRows}
            fileBaseName={props.fileBaseName}
            range={props.range ?? ''}
          />
        </div>
      </DrillProvider>
    );
  return (
    <div className="ov">
      <h2 className="ov-title">{t('overview.review.heading')}</h2>
      <ViewChoice grouped={grouped} onChange={setGrouped} />
      <p className="ov-summary">
        {t('overview.review.summary', { count: data.items.length, reviewed: props.reviewed.size })}
      </p>
      {data.items.length === 0 ? <p className="muted">{t('overview.review.empty')}</p> : null}
      <div>
        <button
          type="button"
          className="btn btn-small"
          disabled={data.items.length === 0}
          onClick={() =>
            downloadText(
              // One masker a file: a pseudonym is the same for the same value throughout it.
              reviewCsv(data.items, rowAt, props.reviewed, mask.on ? new Masker(mask.as) : null),
              csvFileName(`${props.fileBaseName} review queue`, '', ''),
              'text/csv;charset=utf-8',
            )
          }
        >
          {t('overview.review.export')}
        </button>
      </div>
      {groups.map((group) => (
        <IntentGroup
          key={named(t, group.intent)}
          {...props}
          intent={group.intent}
          items={group.items}
          rowAt={rowAt}
        />
      ))}
    </div>
  );
}
