import type { DialogsOverview } from '../../core/analytics';
import { drillTo } from './drill';
import { OverTimeBlock } from './over-time-block';
import { RankedList } from './ranked-list';
import { named, useOverviewText } from './use-overview-text';

/** Customer messages under their own threshold: by intent, by channel, over time, and re-asks. */
export function NotUnderstoodSection({ o }: { o: DialogsOverview }) {
  const { t, f } = useOverviewText();
  const overTime = t('overview.notUnderstood.overTime', { bucket: o.bucket });
  return (
    <section className="ov-section" aria-labelledby="ov-not-understood">
      <h3 id="ov-not-understood">{t('overview.notUnderstood.heading')}</h3>
      <p className="ov-summary">
        {t('overview.notUnderstood.summary', {
          notUnderstood: o.notUnderstood,
          customer: o.customer,
          rate: o.notUnderstoodRate,
          reasks: o.reasks,
        })}
      </p>
      <div className="ov-columns">
        <RankedList
          title={t('overview.notUnderstood.byIntent')}
          items={o.byIntent.slice(0, 15).map((i) => ({
            key: named(t, i.intent),
            label: named(t, i.intent),
            value: i.notUnderstood,
            text: `${f.count(i.notUnderstood)} · ${f.share(i.rate)}`,
            drill: i.intent === null ? undefined : drillTo('currentIntent', i.intent),
          }))}
        />
        <RankedList
          title={t('overview.notUnderstood.byChannel')}
          items={o.byChannel.map((c) => ({
            key: named(t, c.channel),
            label: named(t, c.channel),
            value: c.notUnderstood,
            text: `${f.count(c.notUnderstood)} · ${f.share(c.notUnderstoodRate)}`,
            drill: c.channel === null ? undefined : drillTo('channelName', c.channel),
          }))}
        />
      </div>
      <OverTimeBlock
        o={o}
        title={overTime}
        series={[
          {
            label: t('overview.table.rate'),
            value: (b) => b.notUnderstoodRate,
            color: '--danger',
            rate: true,
          },
        ]}
        columns={[t('overview.table.customer'), t('overview.table.notUnderstood'), t('overview.table.rate')]}
        cells={(b) => [f.count(b.customer), f.count(b.notUnderstood), f.share(b.notUnderstoodRate)]}
        marks={{
          of: (a) => a.figure === 'notUnderstoodRate',
          value: (b) => b.notUnderstoodRate,
          rate: true,
          band: 'notUnderstoodRate',
        }}
      />
    </section>
  );
}
