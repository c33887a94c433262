import type { DialogsOverview } from '../../core/analytics';
import { DataTable } from './data-table';
import { drillTo, drillToBucket, bucketText } from './drill';
import { useDrill } from './drill-context';
import { count, named } from './fmt';
import { RankedList } from './ranked-list';
import { t } from './t';
import { UplotChart } from './uplot-chart';

/** Volume: conversations and messages, by channel and over time. */
export function ConversationsSection({ o }: { o: DialogsOverview }) {
  const drill = useDrill();
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
          key: named(c.channel),
          label: named(c.channel),
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
          if (b) drill(drillToBucket(o.bucket, b.start));
        }}
      />
      <DataTable
        title={overTime}
        columns={[
          t('overview.table.period'),
          t('overview.table.conversations'),
          t('overview.table.messages'),
          ...o.channels.map(named),
        ]}
        rows={o.overTime.map((b) => ({
          key: String(b.start),
          cells: [
            bucketText(o.bucket, b.start),
            count(b.conversations),
            count(b.messages),
            ...b.messagesByChannel.map(count),
          ],
          drill: drillToBucket(o.bucket, b.start),
        }))}
      />
    </section>
  );
}
