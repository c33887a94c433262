import type { DialogsOverview, TimeBucket } from '../../core/analytics';
import { DataTable } from './data-table';
import { drillToBucket, type OverviewDrill } from './drill';
import { useDrill } from './drill-context';
import { UplotChart, type ChartSeries } from './uplot-chart';
import { useOverviewText } from './use-overview-text';

export interface OverTimeBlockProps {
  o: Pick<DialogsOverview, 'bucket' | 'overTime'>;
  title: string;
  /** The chart's series, each read from a bucket. */
  series: readonly (Omit<ChartSeries, 'values'> & { value: (b: TimeBucket) => number })[];
  /** The table twin's columns after the period, and a bucket's cells under them. */
  columns: readonly string[];
  cells: (b: TimeBucket) => readonly string[];
  /** Where a point, a bar or a row leads (default: the grid's rows of that period). */
  drillOf?: (b: TimeBucket, period: string) => OverviewDrill;
}

/** A section's figures over time: a chart whose points drill down, and its table twin whose rows do. */
export function OverTimeBlock({ o, title, series, columns, cells, drillOf }: OverTimeBlockProps) {
  const drill = useDrill();
  const { t, f } = useOverviewText();
  const period = (b: TimeBucket) => f.period(o.bucket, b.start);
  const drillAt = (b: TimeBucket) =>
    drillOf ? drillOf(b, period(b)) : drillToBucket(o.bucket, b.start, period(b));
  return (
    <>
      <h4 className="ov-block-title">{title}</h4>
      <UplotChart
        label={title}
        time
        x={o.overTime.map((b) => b.start)}
        series={series.map(({ value, ...s }) => ({ ...s, values: o.overTime.map(value) }))}
        onPick={(i) => {
          const b = o.overTime[i];
          if (b) drill(drillAt(b));
        }}
      />
      <DataTable
        title={title}
        columns={[t('overview.table.period'), ...columns]}
        rows={o.overTime.map((b) => ({
          key: String(b.start),
          cells: [period(b), ...cells(b)],
          drill: drillAt(b),
        }))}
      />
    </>
  );
}
