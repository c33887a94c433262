import {
  binEdges,
  bucketEnd,
  drillFilter,
  type Change,
  type DateBucket,
  type DrillContext,
  type GroupBy,
  type GroupKey,
  type NumberBins,
} from '../../core/summary';
import { formatWallClock } from '../../core/dates';
import type { ColumnFilter } from '../../core/table';
import type { Formats } from '../../lib/format';
import type { Filters } from '../results';
import type { SummaryColumn } from './summary-columns';
import type { SummaryRunner } from './summary-runner';
import type { FigureCell } from './summary-table-model';
import type { SummaryTranslate } from './use-summary-text';
import type { Summarized } from './use-summary-result';

/** A wall-clock time (ms read as UTC digits) in the grid's date shape, `yyyy-MM-dd HH:mm:ss`, cut to `chars`. */
const wallText = (ms: number, sep: ' ' | 'T', chars: number) => formatWallClock(ms, sep).slice(0, chars);

const NUMBER_LOCALE: Record<string, string> = { en: 'en-US', es: 'es' };
const formats = new Map<string, Intl.NumberFormat>();
/** A figure to two decimals at most, with the language's marks (1,234.5; 1234,5). */
function decimals(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? locale, { maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/** How much of the date text names a period: the hour, the day, the month. */
const PERIOD_CHARS: Record<DateBucket, number> = { hour: 13, day: 10, week: 10, month: 7 };

/** A period as the summary names it, in the grid's date shape (the same in every language). */
export function periodName(bucket: DateBucket, start: number): string {
  if (bucket === 'hour') return `${wallText(start, ' ', 13)}:00`;
  if (bucket === 'week')
    return `${wallText(start, ' ', 10)} – ${wallText(bucketEnd('week', start) - 1, ' ', 10)}`;
  return wallText(start, ' ', PERIOD_CHARS[bucket]);
}

/** How the engine read a grouped column: bins when it chose some, else its summary kind. */
const readAs = (
  group: GroupBy,
  byKey: ReadonlyMap<string, SummaryColumn>,
  bins: ReadonlyMap<string, NumberBins>,
) => (bins.has(group.key) ? 'number' : byKey.get(group.key)?.kind === 'date' ? 'date' : 'category');

type KeyName = (group: GroupBy, key: GroupKey) => string;

/** A group's key as words: its period (said when not settled), its bin or its category as shown. */
function keyNamer(
  { bins }: Summarized,
  runner: SummaryRunner,
  byKey: ReadonlyMap<string, SummaryColumn>,
  t: SummaryTranslate,
  number: Intl.NumberFormat,
  unsettledFrom: number | null,
): KeyName {
  return (group, key) => {
    const as = readAs(group, byKey, bins);
    if (as === 'date') {
      if (key !== key) return t('summary.none');
      const name = periodName(group.bucket ?? 'day', key);
      return unsettledFrom !== null && bucketEnd(group.bucket ?? 'day', key) > unsettledFrom
        ? t('summary.notSettled', { period: name })
        : name;
    }
    if (as === 'number') {
      const b = bins.get(group.key);
      if (!b || key < 0) return t('summary.none');
      const edges = binEdges(b);
      return t('summary.bin', {
        from: number.format(edges[key] ?? 0),
        to: number.format(edges[key + 1] ?? 0),
      });
    }
    const column = byKey.get(group.key)?.column;
    const text = runner.categories(group.key)?.textOf(key, column) ?? '';
    return text === '' ? t('summary.none') : text;
  };
}

/** The measures' names and their figures as text: counts, shares, decimals and signed changes. */
function figureWords(
  { spec }: Summarized,
  byKey: ReadonlyMap<string, SummaryColumn>,
  t: SummaryTranslate,
  f: Formats,
  number: Intl.NumberFormat,
) {
  const header = (key: string) => byKey.get(key)?.column.header ?? key;
  const measureName = (index: number) => {
    const m = spec.measures[index];
    if (!m) return '';
    return m.kind === 'count'
      ? t('summary.kind.count')
      : `${t(`summary.kind.${m.kind}`)} ${header(m.key ?? '')}`;
  };

  /** The measure reads a percent column's numbers (an average confidence): its figures are percentages. */
  const inPercent = (index: number) => {
    const m = spec.measures[index];
    if (!m || m.kind === 'count' || m.kind === 'distinct') return false;
    return byKey.get(m.key ?? '')?.column.kind === 'percent';
  };
  const figureText = (cell: Pick<FigureCell, 'value' | 'measure' | 'share'>) => {
    if (cell.value === null) return '–';
    if (cell.share) return f.share(cell.value);
    const kind = spec.measures[cell.measure]?.kind;
    if (kind === 'count' || kind === 'distinct') return f.count(cell.value);
    return inPercent(cell.measure) ? f.share(cell.value) : number.format(cell.value);
  };

  /** A change as a signed figure, or a signed share for a relative one; too few rows say so. */
  const changeText = (cell: { change: Change; measure: number; relative: boolean }) => {
    const c = cell.change;
    if ('tooFew' in c) return t('summary.tooFew');
    const sign = (v: number) => (v > 0 ? '+' : v < 0 ? '−' : '±');
    if (cell.relative) return c.rel === null ? '–' : `${sign(c.rel)}${f.share(Math.abs(c.rel))}`;
    return `${sign(c.abs)}${figureText({ value: Math.abs(c.abs), measure: cell.measure, share: false })}`;
  };
  return { header, measureName, inPercent, figureText, changeText };
}

/** Each figure's group as words, and its drill: the grid's filters that select exactly its rows. */
function figureDrills(
  { spec, bins, shown }: Summarized,
  runner: SummaryRunner,
  byKey: ReadonlyMap<string, SummaryColumn>,
  keyName: KeyName,
  t: SummaryTranslate,
) {
  const drillContext: DrillContext = {
    kindOf: (key) => {
      const group = { key };
      return readAs(group, byKey, bins);
    },
    textOf: (key, code) => runner.categories(key)?.textOf(code, byKey.get(key)?.column) ?? '',
    bins,
    separatorOf: (key) => runner.dates(key)?.separator ?? ' ',
  };
  const filterOf = (group: GroupBy, key: GroupKey): ColumnFilter => drillFilter(group, key, drillContext);

  /** The group behind a figure, as words: its keys and pivot value, or "Total". */
  const cellLabel = (cell: FigureCell) => {
    const parts = (cell.keys ?? []).map((key, d) => {
      const group = spec.groupBy[d];
      return group ? keyName(group, key) : '';
    });
    if (cell.across !== null && spec.pivot) parts.push(keyName(spec.pivot, cell.across));
    return parts.length === 0 ? t('summary.total') : parts.join(' · ');
  };

  /** The grid's filters and search with the figure's own added: exactly the rows behind it. */
  const drillOf = (cell: FigureCell) => {
    const filters: Record<string, ColumnFilter> = { ...shown.filters };
    (cell.keys ?? []).forEach((key, d) => {
      const group = spec.groupBy[d];
      if (group) filters[group.key] = filterOf(group, key);
    });
    if (cell.across !== null && spec.pivot) filters[spec.pivot.key] = filterOf(spec.pivot, cell.across);
    const drilled: Filters = filters;
    return {
      filters: drilled,
      global: shown.global,
      label: cellLabel(cell),
      before: { filters: shown.filters, global: shown.global },
    };
  };
  return { cellLabel, drillOf };
}

/**
 * Names of a summary's groups and figures, and the drill of each figure: the grid's filters that select
 * exactly its rows (src/core/table/types.ts: a pick-list value, a text range of dates, a bin's range).
 */
export function summaryNames(
  summarized: Summarized,
  runner: SummaryRunner,
  byKey: ReadonlyMap<string, SummaryColumn>,
  t: SummaryTranslate,
  f: Formats,
  locale: string,
  /** Periods starting at or after this wall clock have not settled: their names say so. */
  unsettledFrom: number | null = null,
) {
  const number = decimals(locale);
  const keyName = keyNamer(summarized, runner, byKey, t, number, unsettledFrom);
  /** How a grouped column was read: categories, periods or bins. */
  const kindOf = (group: GroupBy) => readAs(group, byKey, summarized.bins);
  /** A group's value as it sorts: periods and bins in their order, categories by what they show. */
  const sortKey = (group: GroupBy, key: GroupKey): number | string =>
    kindOf(group) === 'category' ? keyName(group, key) : key;
  return {
    keyName,
    sortKey,
    kindOf,
    ...figureWords(summarized, byKey, t, f, number),
    ...figureDrills(summarized, runner, byKey, keyName, t),
  };
}
export type SummaryNames = ReturnType<typeof summaryNames>;
