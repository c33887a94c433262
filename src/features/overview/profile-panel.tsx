import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ColumnProfile } from '../../core/analytics';
import type { Engine } from '../../engine/types';
import { DataTable } from './data-table';
import type { RowsDrill } from '../../core/table';
import type { OverviewDrill } from './drill';
import { DrillProvider } from './drill-context';
import { RankedList } from './ranked-list';
import { UplotChart } from './uplot-chart';
import { useOverviewText, type OverviewTranslate } from './use-overview-text';
import { useThrottled } from './use-throttled';
import './overview.css';

export const profileQueryOptions = (
  engine: Pick<Engine, 'analytics' | 'environment'>,
  key: string,
  rows: number,
) =>
  queryOptions({
    queryKey: ['profile', engine.environment.name, key, rows] as const,
    queryFn: () => engine.analytics.profile(key),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

const range = (t: OverviewTranslate, key: string, min: number, max: number): RowsDrill => ({
  filters: { [key]: { kind: 'range', min, max } },
  label: t('overview.profile.range', { key, min, max }),
});

/** A value of the column as the grid filters it: numbers by range, the rest by the text shown. */
function valueDrill(t: OverviewTranslate, column: ColumnProfile, value: string): RowsDrill | undefined {
  if (column.kind === 'number') return range(t, column.key, Number(value), Number(value));
  if (column.kind === 'string')
    return { filters: { [column.key]: { kind: 'oneOf', values: [value] } }, label: value };
  return undefined;
}

function ColumnSection({ column }: { column: ColumnProfile }) {
  const { t, f } = useOverviewText();
  const id = `ov-profile-${column.key.replace(/\W+/g, '-')}`;
  const numeric = column.numeric;
  const starts = numeric ? numeric.counts.map((_, i) => numeric.min + i * numeric.width) : [];
  return (
    <section className="ov-section" aria-labelledby={id}>
      <h3 id={id}>{column.key}</h3>
      <p className="ov-summary">
        {t('overview.profile.column', {
          kind: column.kind,
          nullShare: column.nullShare,
          distinct: column.distinct,
          capped: column.distinctCapped ? 'yes' : 'no',
        })}
      </p>
      {numeric && numeric.counts.length > 1 ? (
        <>
          <UplotChart
            label={t('overview.profile.histogram', { key: column.key })}
            time={false}
            x={starts}
            series={[
              { label: t('overview.table.count'), values: numeric.counts, color: '--accent', bars: true },
            ]}
          />
          <DataTable
            title={t('overview.profile.histogram', { key: column.key })}
            columns={[t('overview.table.from'), t('overview.table.to'), t('overview.table.count')]}
            rows={numeric.counts.map((n, i) => {
              const from = starts[i] ?? numeric.min;
              const to = i === numeric.counts.length - 1 ? numeric.max : from + numeric.width;
              return {
                key: String(i),
                cells: [f.count(from), f.count(to), f.count(n)],
                drill: range(t, column.key, from, to),
              };
            })}
          />
        </>
      ) : null}
      <RankedList
        title={t('overview.profile.top', { key: column.key })}
        items={column.top.map((v) => ({
          key: v.value,
          label: v.value,
          value: v.count,
          text: f.count(v.count),
          drill: valueDrill(t, column, v.value),
        }))}
      />
    </section>
  );
}

export interface ProfilePanelProps {
  engine: Pick<Engine, 'analytics' | 'environment'>;
  analyticsKey: string;
  rows: number;
  onDrill: (drill: OverviewDrill) => void;
}

/** Any report's run, column by column: kind, empty share, distinct values, top values, numeric bins. */
export function ProfilePanel(props: ProfilePanelProps) {
  const { t } = useOverviewText();
  const { data } = useQuery(profileQueryOptions(props.engine, props.analyticsKey, useThrottled(props.rows)));
  if (!data) return <p className="muted">{t('overview.waiting')}</p>;
  return (
    <DrillProvider onDrill={props.onDrill}>
      <div className="ov">
        <h2 className="ov-title">{t('overview.profile.heading')}</h2>
        <p className="ov-summary">
          {t('overview.profile.summary', { columns: data.columns.length, rows: data.rows })}
        </p>
        {data.columns.map((column) => (
          <ColumnSection key={column.key} column={column} />
        ))}
      </div>
    </DrillProvider>
  );
}
