import { useI18n } from '../../../lib/i18n';
import { memo, useState } from 'react';
import type { ColumnFilter } from '../../../core/table';
import type { ResultColumn } from '../columns/result-column';
import type { LaidColumn } from '../columns/use-column-model';
import { GUTTER_WIDTH } from '../grid/grid-sizes';

const parseBound = (typed: string, scale: number) => {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  const bound = Number(text);
  return Number.isFinite(bound) ? bound / scale : undefined;
};

type OnFilter = (key: string, filter: ColumnFilter | undefined) => void;

interface FilterBoxProps {
  column: ResultColumn;
  index: number;
  style: { left: number; width: number };
  filter: ColumnFilter | undefined;
  onChange: OnFilter;
}

/** Min / max for a number column. */
function RangeFilter({ column, index, style, filter, onChange }: FilterBoxProps) {
  // Percentages are typed as a person reads them (50 for 50 %), stored as the service sends them (0.5).
  const { t } = useI18n();
  const scale = column.kind === 'percent' ? 100 : 1;
  const [min, setMin] = useState(() =>
    filter?.kind === 'range' && filter.min !== null ? String(filter.min * scale) : '',
  );
  const [max, setMax] = useState(() =>
    filter?.kind === 'range' && filter.max !== null ? String(filter.max * scale) : '',
  );
  const update = (nextMin: string, nextMax: string) => {
    const lo = parseBound(nextMin, scale);
    const hi = parseBound(nextMax, scale);
    if (lo === undefined || hi === undefined) return; // half-typed ("-", "1e"): keep the last filter
    onChange(column.key, lo === null && hi === null ? undefined : { kind: 'range', min: lo, max: hi });
  };
  return (
    <div role="gridcell" aria-colindex={index + 2} className="rt-fc rt-fc-range" style={style}>
      <input
        type="text"
        inputMode="decimal"
        placeholder={t('results.filter.min')}
        aria-label={t('results.filter.minimum', { label: column.header })}
        value={min}
        onChange={(e) => {
          setMin(e.target.value);
          update(e.target.value, max);
        }}
      />
      <input
        type="text"
        inputMode="decimal"
        placeholder={t('results.filter.max')}
        aria-label={t('results.filter.maximum', { label: column.header })}
        value={max}
        onChange={(e) => {
          setMax(e.target.value);
          update(min, e.target.value);
        }}
      />
    </div>
  );
}

/** "Contains" text, with a pick list for a column of few distinct values. */
function ContainsFilter({
  column,
  index,
  style,
  filter,
  onChange,
  onPick,
}: FilterBoxProps & { onPick: (key: string, anchor: HTMLElement) => void }) {
  const { t } = useI18n();
  const picked = filter?.kind === 'oneOf' ? filter.values : null;
  // A period opened from the Summary: shown as its bounds until something is typed instead.
  const placeholder = picked
    ? t('results.filter.picked', { count: picked.length })
    : filter?.kind === 'textRange'
      ? t('results.filter.between', { from: filter.from, to: filter.to })
      : t('results.filter.contains');
  return (
    <div role="gridcell" aria-colindex={index + 2} className="rt-fc" style={style}>
      <input
        type="search"
        placeholder={placeholder}
        // A period's bounds are wider than a date column: the whole of them on hover.
        title={filter?.kind === 'textRange' ? placeholder : undefined}
        aria-label={t('results.filter.label', { label: column.header })}
        value={filter?.kind === 'contains' ? filter.text : ''}
        onChange={(e) =>
          onChange(column.key, e.target.value === '' ? undefined : { kind: 'contains', text: e.target.value })
        }
      />
      {column.pickList ? (
        <button
          type="button"
          className={`rt-pick${picked ? ' rt-pick-on' : ''}`}
          aria-label={t('results.filter.pick', { label: column.header })}
          aria-haspopup="dialog"
          onClick={(e) => onPick(column.key, e.currentTarget)}
        >
          ▾
        </button>
      ) : null}
    </div>
  );
}

/**
 * The filter under a column header: min / max for numbers, else "contains" with an optional pick list.
 * Memoised: the grid renders on every scroll frame, its filters only when they change.
 */
export const FilterCell = memo(function FilterCell({
  laidColumn,
  index,
  filter,
  onChange,
  onPick,
}: {
  laidColumn: LaidColumn;
  index: number;
  filter: ColumnFilter | undefined;
  onChange: OnFilter;
  onPick: (key: string, anchor: HTMLElement) => void;
}) {
  const { column, size, start } = laidColumn;
  const style = { left: GUTTER_WIDTH + start, width: size };
  const box = { column, index, style, filter, onChange };
  return column.range ? <RangeFilter {...box} /> : <ContainsFilter {...box} onPick={onPick} />;
});
