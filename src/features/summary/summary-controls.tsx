import {
  DATE_BUCKETS,
  MAX_GROUP_BY,
  MAX_MEASURES,
  MEASURE_KINDS,
  type DateBucket,
  type GroupBy,
  type Measure,
  type MeasureKind,
  type SummarySpec,
} from '../../core/summary';
import type { CompareWith } from '../../core/dates';
import type { SummaryColumn } from './summary-columns';
import { useSummaryText, type SummaryTranslate } from './use-summary-text';

interface ControlsProps {
  spec: SummarySpec;
  columns: readonly SummaryColumn[];
  onSpec: (spec: SummarySpec) => void;
  compare: CompareWith | null;
  onCompare: (mode: CompareWith | null) => void;
}

const COMPARE_CHOICES = ['previous', 'lastYear'] as const satisfies readonly CompareWith[];

const groupOf = (column: SummaryColumn | undefined, key: string, bucket?: DateBucket): GroupBy =>
  column?.kind === 'date' ? { key, bucket: bucket ?? 'day' } : { key };

function ColumnOptions({ columns }: { columns: readonly SummaryColumn[] }) {
  return columns.map(({ column }) => (
    <option key={column.key} value={column.key}>
      {column.header}
    </option>
  ));
}

/** The periods a date column is grouped (or pivoted) in. */
function BucketSelect({
  header,
  bucket,
  onBucket,
  t,
}: {
  header: string;
  bucket: DateBucket | undefined;
  onBucket: (bucket: DateBucket) => void;
  t: SummaryTranslate;
}) {
  return (
    <select
      aria-label={t('summary.bucket', { column: header })}
      value={bucket ?? 'day'}
      onChange={(e) => {
        const next = DATE_BUCKETS.find((b) => b === e.target.value);
        if (next) onBucket(next);
      }}
    >
      {DATE_BUCKETS.map((b) => (
        <option key={b} value={b}>
          {t(`summary.bucket.${b}`)}
        </option>
      ))}
    </select>
  );
}

/** A column to group (or pivot) by, and for dates the periods they fall in. */
function GroupField({
  label,
  group,
  columns,
  onGroup,
  onRemove,
  t,
}: {
  label: string;
  group: GroupBy;
  columns: readonly SummaryColumn[];
  onGroup: (group: GroupBy) => void;
  onRemove?: () => void;
  t: SummaryTranslate;
}) {
  const byKey = new Map(columns.map((c) => [c.column.key, c]));
  const column = byKey.get(group.key);
  return (
    <span className="sm-field">
      <select
        aria-label={label}
        value={group.key}
        onChange={(e) => onGroup(groupOf(byKey.get(e.target.value), e.target.value, group.bucket))}
      >
        <ColumnOptions columns={columns} />
      </select>
      {column?.kind === 'date' ? (
        <BucketSelect
          header={column.column.header}
          bucket={group.bucket}
          onBucket={(bucket) => onGroup({ key: group.key, bucket })}
          t={t}
        />
      ) : null}
      {onRemove ? (
        <button
          type="button"
          className="sm-remove"
          aria-label={t('summary.removeGroup', { column: column?.column.header ?? group.key })}
          onClick={onRemove}
        >
          ×
        </button>
      ) : null}
    </span>
  );
}

/** A figure of each group: rows, or a column's distinct values, sum, average, extremes or percentiles. */
function MeasureField({
  n,
  measure,
  columns,
  onMeasure,
  onRemove,
  t,
}: {
  n: number;
  measure: Measure;
  columns: readonly SummaryColumn[];
  onMeasure: (measure: Measure) => void;
  onRemove?: () => void;
  t: SummaryTranslate;
}) {
  const numeric = columns.filter((c) => c.measurable);
  const choices = (kind: MeasureKind) => (kind === 'distinct' ? columns : numeric);
  const pick = (kind: MeasureKind, key: string | undefined): Measure => {
    if (kind === 'count') return { kind };
    const allowed = choices(kind);
    const column = allowed.find((c) => c.column.key === key) ?? allowed[0];
    return column ? { kind, key: column.column.key } : { kind: 'count' };
  };
  return (
    <span className="sm-field">
      <select
        aria-label={n === 1 ? t('summary.measure') : t('summary.measureN', { n })}
        value={measure.kind}
        onChange={(e) => {
          const kind = MEASURE_KINDS.find((k) => k === e.target.value);
          if (kind) onMeasure(pick(kind, measure.key));
        }}
      >
        {MEASURE_KINDS.filter((k) => k === 'count' || choices(k).length > 0).map((k) => (
          <option key={k} value={k}>
            {t(`summary.kind.${k}`)}
          </option>
        ))}
      </select>
      {measure.kind !== 'count' ? (
        <select
          aria-label={t('summary.measureColumn', { n })}
          value={measure.key}
          onChange={(e) => onMeasure(pick(measure.kind, e.target.value))}
        >
          <ColumnOptions columns={choices(measure.kind)} />
        </select>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          className="sm-remove"
          aria-label={t('summary.removeMeasure', { n })}
          onClick={onRemove}
        >
          ×
        </button>
      ) : null}
    </span>
  );
}

const without = <T,>(items: readonly T[], at: number) => items.filter((_, i) => i !== at);
const replaced = <T,>(items: readonly T[], at: number, item: T) => items.map((x, i) => (i === at ? item : x));

/** What each part of the controls takes: the configuration, the columns, and where a change goes. */
type PartProps = Pick<ControlsProps, 'spec' | 'columns' | 'onSpec'> & { t: SummaryTranslate };

/** Group by: one to MAX_GROUP_BY columns, none twice, none the pivot. */
function GroupsFieldset({ spec, columns, onSpec, t }: PartProps) {
  const grouped = new Set(spec.groupBy.map((g) => g.key));
  const free = columns.filter((c) => !grouped.has(c.column.key) && c.column.key !== spec.pivot?.key);
  const setGroups = (groupBy: GroupBy[]) =>
    onSpec({ ...spec, groupBy, pivot: groupBy.some((g) => g.key === spec.pivot?.key) ? null : spec.pivot });
  return (
    <fieldset className="sm-group">
      <legend>{t('summary.groupBy')}</legend>
      {spec.groupBy.map((group, i) => (
        <GroupField
          key={i}
          label={i === 0 ? t('summary.groupBy') : t('summary.groupByN', { n: i + 1 })}
          group={group}
          columns={columns.filter((c) => c.column.key === group.key || !grouped.has(c.column.key))}
          onGroup={(g) => setGroups(replaced(spec.groupBy, i, g))}
          onRemove={spec.groupBy.length > 1 ? () => setGroups(without(spec.groupBy, i)) : undefined}
          t={t}
        />
      ))}
      {spec.groupBy.length < MAX_GROUP_BY && free[0] ? (
        <button
          type="button"
          onClick={() => setGroups([...spec.groupBy, groupOf(free[0], free[0]?.column.key ?? '')])}
        >
          {t('summary.addGroup')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** Measure: one to MAX_MEASURES figures of each group. */
function MeasuresFieldset({ spec, columns, onSpec, t }: PartProps) {
  return (
    <fieldset className="sm-group">
      <legend>{t('summary.measure')}</legend>
      {spec.measures.map((measure, i) => (
        <MeasureField
          key={i}
          n={i + 1}
          measure={measure}
          columns={columns}
          onMeasure={(m) => onSpec({ ...spec, measures: replaced(spec.measures, i, m) })}
          onRemove={
            spec.measures.length > 1
              ? () => onSpec({ ...spec, measures: without(spec.measures, i) })
              : undefined
          }
          t={t}
        />
      ))}
      {spec.measures.length < MAX_MEASURES ? (
        <button
          type="button"
          onClick={() => onSpec({ ...spec, measures: [...spec.measures, { kind: 'count' }] })}
        >
          {t('summary.addMeasure')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** Pivot by (a column not grouped by, a date one by its bucket) and Share of the total. */
function PivotFieldset({ spec, columns, onSpec, t }: PartProps) {
  const grouped = new Set(spec.groupBy.map((g) => g.key));
  // A column grouped by is not offered as the pivot.
  const pivotable = columns.filter((c) => !grouped.has(c.column.key));
  const byKey = new Map(columns.map((c) => [c.column.key, c]));
  const { pivot } = spec;
  const choose = (key: string) =>
    onSpec({ ...spec, pivot: key === '' ? null : groupOf(byKey.get(key), key, spec.pivot?.bucket) });
  return (
    <fieldset className="sm-group">
      <legend>{t('summary.pivot')}</legend>
      <span className="sm-field">
        <select
          aria-label={t('summary.pivot')}
          value={spec.pivot?.key ?? ''}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{t('summary.nothing')}</option>
          <ColumnOptions columns={pivotable} />
        </select>
        {pivot && byKey.get(pivot.key)?.kind === 'date' ? (
          <BucketSelect
            header={byKey.get(pivot.key)?.column.header ?? pivot.key}
            bucket={pivot.bucket}
            onBucket={(bucket) => onSpec({ ...spec, pivot: { key: pivot.key, bucket } })}
            t={t}
          />
        ) : null}
      </span>
      <label className="sm-check">
        <input
          type="checkbox"
          checked={spec.share}
          onChange={(e) => onSpec({ ...spec, share: e.target.checked })}
        />
        {t('summary.share')}
      </label>
    </fieldset>
  );
}

/** Compare with: the previous period or the same one a year before. */
function CompareFieldset({
  compare,
  onCompare,
  t,
}: Pick<ControlsProps, 'compare' | 'onCompare'> & { t: SummaryTranslate }) {
  return (
    <fieldset className="sm-group">
      <legend>{t('summary.compare')}</legend>
      <select
        aria-label={t('summary.compare')}
        value={compare ?? ''}
        onChange={(e) => onCompare(COMPARE_CHOICES.find((c) => c === e.target.value) ?? null)}
      >
        <option value="">{t('summary.nothing')}</option>
        <option value="previous">{t('summary.compare.previous')}</option>
        <option value="lastYear">{t('summary.compare.lastYear')}</option>
      </select>
    </fieldset>
  );
}

/** Group by, Measure, Pivot by and Share of the total, and Compare with. */
export function SummaryControls({ spec, columns, onSpec, compare, onCompare }: ControlsProps) {
  const { t } = useSummaryText();
  const part = { spec, columns, onSpec, t };
  return (
    <div className="sm-controls">
      <GroupsFieldset {...part} />
      <MeasuresFieldset {...part} />
      <PivotFieldset {...part} />
      <CompareFieldset compare={compare} onCompare={onCompare} t={t} />
    </div>
  );
}
