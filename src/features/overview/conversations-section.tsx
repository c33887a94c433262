import type { DialogsOverview } from '../../core/analytics';
import { drillTo } from './drill';
import { OverTimeBlock } from './over-time-block';
import { RankedList } from './ranked-list';
import { named, useOverviewText } from './use-overview-text';

/** Volume: conversations and messages, by channel and over time. */
export function ConversationsSection({ o }: { o: DialogsOverview }) {
  const { t, f } = useOverviewText();
  const overTime = t('overview.conversations.overTime', { bucket: o.bucket });
  return (
    <section className="ov-section" aria-labelledby="ov-conversations">
      <h3 id="ov-conversations">{t('overview.conversations.heading')}</h3>
      <p className="ov-summary">
        {t('overview.conversations.summary', {
          conversations: o.conversations,
          messages: o.rows,
          channels: o.channels.length,
        })}
      </p>
      <RankedList
        title={t('overview.conversations.byChannel')}
        items={o.byChannel.map((c) => ({
          key: named(t, c.channel),
          label: named(t, c.channel),
          value: c.conversations,
          text: t('overview.conversations.channelDetail', {
            conversations: c.conversations,
            messages: c.messages,
          }),
          drill: c.channel === null ? undefined : drillTo('channelName', c.channel),
        }))}
      />
      <OverTimeBlock
        o={o}
        title={overTime}
        series={[
          {
            label: t('overview.table.conversations'),
            value: (b) => b.conversations,
            color: '--accent',
            bars: true,
          },
          { label: t('overview.table.messages'), value: (b) => b.messages, color: '--warn' },
        ]}
        columns={[
          t('overview.table.conversations'),
          t('overview.table.messages'),
          ...o.channels.map((c) => named(t, c)),
        ]}
        cells={(b) => [f.count(b.conversations), f.count(b.messages), ...b.messagesByChannel.map(f.count)]}
        marks={{
          of: (a) => a.figure === 'conversations' || a.channel !== undefined,
          value: (b) => b.conversations,
          band: 'conversations',
        }}
      />
    </section>
  );
}
