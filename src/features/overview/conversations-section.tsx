import type { DialogsOverview } from '../../core/analytics';
import { DataTable } from './data-table';
import { drillTo, drillToBucket } from './drill';
import { useDrill } from './drill-context';
import { RankedList } from './ranked-list';
import { UplotChart } from './uplot-chart';
import { named, useOverviewText } from './use-overview-text';

/** Volume: conversations and messages, by channel and over time. */
export function ConversationsSection({ o }: { o: DialogsOverview }) {
  const drill = useDrill();
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
      <h4 className="ov-block-title">{overTime}</h4>
      <UplotChart
        label={overTime}
        time
        x={o.overTime.map((b) => b.start)}
        series={[
          {
            label: t('overview.table.conversations'),
            values: o.overTime.map((b) => b.conversations),
            color: '--accent',
            bars: true,
          },
          { label: t('overview.table.messages'), values: o.overTime.map((b) => b.messages), color: '--warn' },
        ]}
        onPick={(i) => {
          const b = o.overTime[i];
          if (b) drill(drillToBucket(o.bucket, b.start, f.period(o.bucket, b.start)));
        }}
      />
      <DataTable
        title={overTime}
        columns={[
          t('overview.table.period'),
          t('overview.table.conversations'),
          t('overview.table.messages'),
          ...o.channels.map((c) => named(t, c)),
        ]}
        rows={o.overTime.map((b) => ({
          key: String(b.start),
          cells: [
            f.period(o.bucket, b.start),
            f.count(b.conversations),
            f.count(b.messages),
            ...b.messagesByChannel.map(f.count),
          ],
          drill: drillToBucket(o.bucket, b.start, f.period(o.bucket, b.start)),
        }))}
      />
    </section>
  );
}
