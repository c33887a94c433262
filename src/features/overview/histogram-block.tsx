import type { Histogram, LengthMeasure } from '../../core/analytics';
import { DataTable } from './data-table';
import type { ConversationsDrill } from './drill';
import { useDrill } from './drill-context';
import { UplotChart } from './uplot-chart';
import { useOverviewText } from './use-overview-text';

/**
 * One histogram of whole numbers as bars with its table twin, and its p50 and p90. A histogram of a
 * conversation `measure` opens a bin's conversations in the list.
 */
export function HistogramBlock({
  title,
  h,
  measure,
}: {
  title: string;
  h: Histogram;
  measure?: LengthMeasure;
}) {
  const { t, f } = useOverviewText();
  const drill = useDrill();
  const starts = h.counts.map((_, i) => i * h.width);
  const binDrill = (i: number): ConversationsDrill | undefined => {
    if (!measure) return undefined;
    const from = i * h.width;
    const to = from + h.width;
    return {
      pick: { length: { measure, from, to } },
      label:
        h.width === 1
          ? t('overview.drill.lengthValue', { value: from, measure })
          : t('overview.drill.lengthBin', { from, to: to - 1, measure }),
    };
  };
  return (
    <div className="ov-block">
      <h4 className="ov-block-title">{title}</h4>
      <p className="ov-summary">{t('overview.length.percentiles', { p50: h.p50, p90: h.p90 })}</p>
      <UplotChart
        label={title}
        time={false}
        x={starts}
        series={[{ label: t('overview.table.count'), values: h.counts, color: '--accent', bars: true }]}
        onPick={
          measure
            ? (i) => {
                const to = binDrill(i);
                if (to) drill(to);
              }
            : undefined
        }
      />
      <DataTable
        title={title}
        columns={[t('overview.table.from'), t('overview.table.to'), t('overview.table.count')]}
        rows={h.counts.map((n, i) => ({
          key: String(i),
          cells: [f.count(i * h.width), f.count((i + 1) * h.width - 1), f.count(n)],
          drill: binDrill(i),
        }))}
      />
    </div>
  );
}
