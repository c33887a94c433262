import type { Histogram } from '../../core/analytics';
import { DataTable } from './data-table';
import { UplotChart } from './uplot-chart';
import { useOverviewText } from './use-overview-text';

/** One histogram of whole numbers as bars with its table twin, and its p50 and p90. */
export function HistogramBlock({ title, h }: { title: string; h: Histogram }) {
  const { t, f } = useOverviewText();
  const starts = h.counts.map((_, i) => i * h.width);
  return (
    <div className="ov-block">
      <h4 className="ov-block-title">{title}</h4>
      <p className="ov-summary">{t('overview.length.percentiles', { p50: h.p50, p90: h.p90 })}</p>
      <UplotChart
        label={title}
        time={false}
        x={starts}
        series={[{ label: t('overview.table.count'), values: h.counts, color: '--accent', bars: true }]}
      />
      <DataTable
        title={title}
        columns={[t('overview.table.from'), t('overview.table.to'), t('overview.table.count')]}
        rows={h.counts.map((n, i) => ({
          key: String(i),
          cells: [f.count(i * h.width), f.count((i + 1) * h.width - 1), f.count(n)],
        }))}
      />
    </div>
  );
}
