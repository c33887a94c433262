import { CONFIDENCE_BINS, type DialogsOverview } from '../../core/analytics';
import { DataTable } from './data-table';
import { drillTo, sequenceLabel } from './drill';
import { count, named, pct } from './fmt';
import { RankedList } from './ranked-list';
import { t } from './t';
import { UplotChart } from './uplot-chart';

const binStart = (i: number) => i / CONFIDENCE_BINS;

/** Customer messages' confidence, and the shares of cognitive engines and sequence types. */
export function ConfidenceSection({ o }: { o: DialogsOverview }) {
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
          cells: [binStart(i).toFixed(2), binStart(i + 1).toFixed(2), count(n)],
        }))}
      />
      <div className="ov-columns">
        <RankedList
          title={t('overview.confidence.engines')}
          max={1}
          items={o.cognitiveEngines.map((s) => ({
            key: named(s.value),
            label: named(s.value),
            value: s.share,
            text: `${pct(s.share)} · ${count(s.count)}`,
            drill: s.value === null ? undefined : drillTo('cognitiveEngine', s.value),
          }))}
        />
        <RankedList
          title={t('overview.confidence.sequences')}
          max={1}
          items={o.secuenceTypes.map((s) => {
            const label = s.value === null ? named(null) : sequenceLabel(s.value);
            return {
              key: named(s.value),
              label,
              value: s.share,
              text: `${pct(s.share)} · ${count(s.count)}`,
              drill: s.value === null ? undefined : drillTo('secuenceType', label),
            };
          })}
        />
      </div>
    </section>
  );
}
