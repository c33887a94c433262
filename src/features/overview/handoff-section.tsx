import type { DialogsOverview } from '../../core/analytics';
import { DataTable } from './data-table';
import { drillTo, drillToBucket } from './drill';
import { useDrill } from './drill-context';
import { RankedList } from './ranked-list';
import { UplotChart } from './uplot-chart';
import { named, useOverviewText } from './use-overview-text';

/** Hand-off: how many conversations went to a person, and containment by channel and over time. */
export function HandoffSection({ o }: { o: DialogsOverview }) {
  const drill = useDrill();
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
            label: t('overview.table.containment'),
            values: o.overTime.map((b) => b.containment),
            color: '--ok',
            rate: true,
          },
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
          t('overview.table.handedOff'),
          t('overview.table.containment'),
        ]}
        rows={o.overTime.map((b) => ({
          key: String(b.start),
          cells: [
            f.period(o.bucket, b.start),
            f.count(b.conversations),
            f.count(b.handedOff),
            f.share(b.containment),
          ],
          drill: drillToBucket(o.bucket, b.start, f.period(o.bucket, b.start)),
        }))}
      />
    </section>
  );
}
