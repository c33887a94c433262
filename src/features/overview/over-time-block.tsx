import type { DialogsOverview, TimeBucket } from '../../core/analytics';
import type { DayAlert } from '../../core/analytics/alerts';
import { useI18n } from '../../lib/i18n';
import { alertWords } from './alert-words';
import { useDayAlerts, useFigureBands } from './alerts-context';
import { DataTable } from './data-table';
import { drillToBucket, type OverviewDrill } from './drill';
import { useDrill } from './drill-context';
import { UplotChart, type ChartSeries } from './uplot-chart';
import { useOverviewText } from './use-overview-text';

/** The days outside their usual range a block marks on its line: which alerts, and where the mark sits. */
export interface BlockMarks {
  of: (alert: DayAlert) => boolean;
  value: (b: TimeBucket) => number;
  rate?: boolean;
  /** The figure whose usual range is drawn behind the line (daily-figures.ts's id). */
  band?: string;
}

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
  marks?: BlockMarks;
}

/** The block's alerts by day. */
function useBlockAlerts(marks: BlockMarks | undefined): Map<number, DayAlert[]> {
  const alerts = useDayAlerts();
  const byDay = new Map<number, DayAlert[]>();
  if (!marks) return byDay;
  for (const alert of alerts.filter(marks.of)) byDay.set(alert.day, [...(byDay.get(alert.day) ?? []), alert]);
  return byDay;
}

/**
 * A section's figures over time: a chart whose points drill down, and its table twin whose rows do; a day
 * outside its usual range is marked on the line and said in the table.
 */
export function OverTimeBlock({ o, title, series, columns, cells, drillOf, marks }: OverTimeBlockProps) {
  const drill = useDrill();
  const { t, f } = useOverviewText();
  const { locale } = useI18n();
  const marked = useBlockAlerts(marks);
  const period = (b: TimeBucket) => f.period(o.bucket, b.start);
  const drillAt = (b: TimeBucket) =>
    drillOf ? drillOf(b, period(b)) : drillToBucket(o.bucket, b.start, period(b));
  const markSeries: ChartSeries[] =
    marks && marked.size > 0
      ? [
          {
            label: t('overview.alerts.marked'),
            values: o.overTime.map((b) => (marked.has(b.start) ? marks.value(b) : null)),
            color: '--danger',
            marks: true,
            rate: marks.rate,
          },
        ]
      : [];
  const bands = useFigureBands();
  const band = marks?.band && bands ? bands(marks.band) : null;
  const said = (b: TimeBucket) =>
    (marked.get(b.start) ?? []).map((a) => alertWords(t, f, locale, a)).join('; ');
  return (
    <>
      <h4 className="ov-block-title">{title}</h4>
      <UplotChart
        label={title}
        time
        x={o.overTime.map((b) => b.start)}
        band={
          band?.some((b) => b !== null)
            ? {
                label: t('overview.alerts.usual'),
                low: band.map((b) => b?.low ?? null),
                high: band.map((b) => b?.high ?? null),
                rate: marks?.rate,
              }
            : undefined
        }
        series={[
          ...series.map(({ value, ...s }) => ({ ...s, values: o.overTime.map(value) })),
          ...markSeries,
        ]}
        onPick={(i) => {
          const b = o.overTime[i];
          if (b) drill(drillAt(b));
        }}
      />
      <DataTable
        title={title}
        columns={[
          t('overview.table.period'),
          ...columns,
          ...(marked.size > 0 ? [t('overview.alerts.marked')] : []),
        ]}
        rows={o.overTime.map((b) => ({
          key: String(b.start),
          cells: [period(b), ...cells(b), ...(marked.size > 0 ? [said(b)] : [])],
          drill: drillAt(b),
        }))}
      />
    </>
  );
}
