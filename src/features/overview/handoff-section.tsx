import type { DialogsOverview } from '../../core/analytics';
import { OverTimeBlock } from './over-time-block';
import { RankedList } from './ranked-list';
import { named, useOverviewText } from './use-overview-text';

/**
 * Hand-off: how many conversations went to a person, and containment by channel and over time. A channel
 * or a period opens its handed-off conversations in the list.
 */
export function HandoffSection({ o }: { o: DialogsOverview }) {
  const { t, f } = useOverviewText();
  const overTime = t('overview.handoff.overTime', { bucket: o.bucket });
  return (
    <section className="ov-section" aria-labelledby="ov-handoff">
      <h3 id="ov-handoff">{t('overview.handoff.heading')}</h3>
      <p className="ov-summary">
        {t('overview.handoff.summary', {
          handedOff: o.handedOff,
          conversations: o.conversations,
          containment: o.containment,
        })}
      </p>
      <RankedList
        title={t('overview.handoff.byChannel')}
        max={1}
        items={o.byChannel.map((c) => ({
          key: named(t, c.channel),
          label: named(t, c.channel),
          value: c.containment,
          text: `${f.share(c.containment)} · ${f.count(c.handedOff)} / ${f.count(c.conversations)}`,
          drill: {
            pick: { channel: c.channel, handedOff: true },
            label: t('overview.drill.handedOffOn', { channel: named(t, c.channel) }),
          },
        }))}
      />
      <OverTimeBlock
        o={o}
        title={overTime}
        series={[
          { label: t('overview.table.containment'), value: (b) => b.containment, color: '--ok', rate: true },
        ]}
        columns={[
          t('overview.table.conversations'),
          t('overview.table.handedOff'),
          t('overview.table.containment'),
        ]}
        cells={(b) => [f.count(b.conversations), f.count(b.handedOff), f.share(b.containment)]}
        marks={{
          of: (a) => a.figure === 'containment',
          value: (b) => b.containment,
          rate: true,
          band: 'containment',
        }}
        drillOf={(b, period) => ({
          pick: { period: { bucket: o.bucket, start: b.start }, handedOff: true },
          label: t('overview.drill.handedOffIn', { period }),
        })}
      />
    </section>
  );
}
