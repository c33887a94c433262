import { CONFIDENCE_BINS, type DialogsOverview } from '../../core/analytics';
import { VALUE_WORDS } from '../../core/contract';
import { useI18n } from '../../lib/i18n';
import { DataTable } from './data-table';
import { drillTo, sequenceLabel } from './drill';
import { RankedList } from './ranked-list';
import { UplotChart } from './uplot-chart';
import { named, useOverviewText } from './use-overview-text';

const binStart = (i: number) => i / CONFIDENCE_BINS;

/** Customer messages' confidence, and the shares of cognitive engines and sequence types. */
export function ConfidenceSection({ o }: { o: DialogsOverview }) {
  const { t, f } = useOverviewText();
  const { locale } = useI18n();
  const title = t('overview.confidence.histogram');
  return (
    <section className="ov-section" aria-labelledby="ov-confidence">
      <h3 id="ov-confidence">{t('overview.confidence.heading')}</h3>
      <p className="ov-summary">{t('overview.confidence.summary', { share: o.confidence.underShare })}</p>
      <h4 className="ov-block-title">{title}</h4>
      <UplotChart
        label={title}
        time={false}
        x={o.confidence.bins.map((_, i) => binStart(i))}
        series={[
          { label: t('overview.table.count'), values: o.confidence.bins, color: '--accent', bars: true },
        ]}
      />
      <DataTable
        title={title}
        columns={[t('overview.table.from'), t('overview.table.to'), t('overview.table.count')]}
        rows={o.confidence.bins.map((n, i) => ({
          key: String(i),
          cells: [f.twoDecimals(binStart(i)), f.twoDecimals(binStart(i + 1)), f.count(n)],
        }))}
      />
      <div className="ov-columns">
        <RankedList
          title={t('overview.confidence.engines')}
          max={1}
          items={o.cognitiveEngines.map((s) => ({
            key: named(t, s.value),
            label: named(t, s.value),
            value: s.share,
            text: `${f.share(s.share)} · ${f.count(s.count)}`,
            drill: s.value === null ? undefined : drillTo('cognitiveEngine', s.value),
          }))}
        />
        <RankedList
          title={t('overview.confidence.sequences')}
          max={1}
          items={o.secuenceTypes.map((s) => {
            const label = s.value === null ? named(t, null) : sequenceLabel(s.value, VALUE_WORDS[locale]);
            return {
              key: named(t, s.value),
              label,
              value: s.share,
              text: `${f.share(s.share)} · ${f.count(s.count)}`,
              drill: s.value === null ? undefined : drillTo('secuenceType', label),
            };
          })}
        />
      </div>
    </section>
  );
}
