import type { MessageCluster } from '../../core/analytics/clusters';
import { Sparkline } from './sparkline';
import { named, useOverviewText } from './use-overview-text';

/** One group: what it says, how many said it and when, what the bot guessed, and where its messages are. */
export function ClusterItem({
  cluster,
  rank,
  text,
  onRows,
  onConversations,
}: {
  cluster: MessageCluster;
  rank: number;
  /** A text as the page's masking setting shows it. */
  text: (written: string) => string;
  onRows: () => void;
  onConversations: () => void;
}) {
  const { t, f } = useOverviewText();
  const id = `ov-cluster-${rank}`;
  const peak = Math.max(0, ...cluster.byDay);
  return (
    <li className="ov-cluster" aria-labelledby={id}>
      <p id={id} className="ov-cluster-said">
        {cluster.representative === ''
          ? t('overview.review.noText')
          : t('overview.clusters.said', { text: text(cluster.representative) })}
      </p>
      <p className="ov-cluster-figures">
        {t('overview.clusters.figures', {
          messages: cluster.messages,
          conversations: cluster.conversations,
          share: cluster.share,
        })}
      </p>
      {cluster.others.length > 0 ? (
        <ul className="ov-cluster-others" aria-label={t('overview.clusters.others')}>
          {cluster.others.map((other, i) => (
            <li key={i}>{t('overview.clusters.said', { text: text(other) })}</li>
          ))}
        </ul>
      ) : null}
      <p className="ov-cluster-intents">
        {t('overview.clusters.guessed')}{' '}
        {cluster.intents
          .map((g) =>
            t('overview.clusters.intent', {
              intent: named(t, g.intent),
              messages: g.messages,
              confidence: f.twoDecimals(g.confidence),
            }),
          )
          .join(' · ')}
      </p>
      {cluster.byDay.length > 1 ? (
        <Sparkline
          values={cluster.byDay}
          label={t('overview.clusters.byDay', { days: cluster.byDay.length, peak })}
        />
      ) : null}
      <div className="ov-cluster-actions">
        <button type="button" className="btn btn-small" onClick={onRows}>
          {t('overview.clusters.openRows', { messages: cluster.messages })}
        </button>
        <button type="button" className="btn btn-small" onClick={onConversations}>
          {t('overview.clusters.openConversations', { conversations: cluster.conversations })}
        </button>
      </div>
    </li>
  );
}
