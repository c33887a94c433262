import type { DialogsOverview } from '../../core/analytics';
import { HistogramBlock } from './histogram-block';
import { useOverviewText } from './use-overview-text';

/** How long conversations run: messages, customer turns and seconds; a bin opens its conversations. */
export function LengthSection({ o }: { o: DialogsOverview }) {
  const { t } = useOverviewText();
  return (
    <section className="ov-section" aria-labelledby="ov-length">
      <h3 id="ov-length">{t('overview.length.heading')}</h3>
      <div className="ov-columns">
        <HistogramBlock title={t('overview.length.messages')} h={o.length.messages} measure="messages" />
        <HistogramBlock
          title={t('overview.length.turns')}
          h={o.length.customerTurns}
          measure="customerTurns"
        />
      </div>
      <HistogramBlock
        title={t('overview.length.duration')}
        h={o.length.durationSeconds}
        measure="durationSeconds"
      />
    </section>
  );
}
