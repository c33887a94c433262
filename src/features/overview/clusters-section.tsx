import { memo, useMemo } from 'react';
import type { MessageCluster } from '../../core/analytics/clusters';
import type { Engine } from '../../engine/types';
import { useMaskSetting } from '../../lib/mask-controls';
import { ClusterItem } from './cluster-item';
import { ClusterExports } from './cluster-exports';
import { textsFor } from './cluster-sheet';
import { useDrill } from './drill-context';
import { useClusters } from './use-clusters';
import { useOverviewText } from './use-overview-text';

/** Groups shown: the largest, where a new intent or training phrases pay most. */
const SHOWN = 12;

export interface ClustersSectionProps {
  engine: Pick<Engine, 'analytics' | 'environment'>;
  analyticsKey: string;
  rows: number;
  fileBaseName: string;
  /** The run's range as chosen, for the workbook's About sheet. */
  range: string;
}

/**
 * What the bot did not understand, grouped by what customers said: each group opens its messages and
 * conversations. Rendered again only when its props change: the panel renders with the run's every page,
 * and the twelve groups' words filled again each time took frames from the Overview scrolled meanwhile.
 * `rows` asks the worker again, at most once a second (use-clusters.ts), so the panel passes it throttled.
 */
export const ClustersSection = memo(function ClustersSection(props: ClustersSectionProps) {
  const { t } = useOverviewText();
  const drill = useDrill();
  const mask = useMaskSetting();
  const { data } = useClusters(props.engine, props.analyticsKey, props.rows);
  const text = useMemo(() => textsFor(mask), [mask]);
  if (!data) return null;
  const said = (c: MessageCluster) => text(c.representative);
  const openRows = async (c: MessageCluster) => {
    const members = await props.engine.analytics.clusterMembers(props.analyticsKey, c.id);
    drill({
      filters: { id: { kind: 'oneOf', values: members?.ids ?? [] } },
      label: t('overview.clusters.drillRows', { text: said(c) }),
    });
  };
  return (
    <section className="ov-section" aria-labelledby="ov-clusters">
      <h3 id="ov-clusters">{t('overview.clusters.heading')}</h3>
      <p className="ov-summary">
        {t('overview.clusters.summary', {
          messages: data.messages,
          groups: data.groups,
          shown: Math.min(SHOWN, data.clusters.length),
        })}
      </p>
      <ClusterExports
        data={data}
        engine={props.engine}
        fileBaseName={props.fileBaseName}
        range={props.range}
      />
      <ol className="ov-clusters">
        {data.clusters.slice(0, SHOWN).map((c, i) => (
          <ClusterItem
            key={c.id}
            cluster={c}
            rank={i + 1}
            text={text}
            onRows={() => void openRows(c).catch(() => undefined)}
            onConversations={() =>
              drill({
                pick: { cluster: c.id },
                label: t('overview.clusters.drillConversations', { text: said(c) }),
              })
            }
          />
        ))}
      </ol>
    </section>
  );
});
