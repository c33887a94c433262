import { binEdges, bucketEnd, type NumberBins } from './buckets';
import type { SummaryKind } from './columns';
import type { GroupBy, SummarySpec } from './spec';
import type { GroupKey } from './types';
import type { ColumnFilter } from '../table/types';
import { formatWallClock, fromWallMs } from '../dates/wall-clock';

export interface DrillContext {
  /** What each column is, as the page told the engine (summaryKindOf). */
  kindOf: (key: string) => SummaryKind;
  /** A category code's shown text (CategoryEncoder.textOf), '' for the missing code 0. */
  textOf: (key: string, code: number) => string;
  /** The bins the summary was computed with, by column key. */
  bins: ReadonlyMap<string, NumberBins>;
  /** The character between day and time in a date column's texts (DateEncoder.separator); ' ' if not said. */
  separatorOf?: (key: string) => ' ' | 'T';
}

/**
 * The shortest start of a date text that every text at or after this wall clock is not below: the grid's
 * date text (`yyyy-MM-dd HH:mm:ss`) cut to the day at midnight, else to the hour, with the column's separator.
 * Texts compare as strings, so the bound holds whatever follows the digits in the cell.
 */
function boundText(wall: number, sep: string): string {
  const text = formatWallClock(fromWallMs(wall));
  const day = text.slice(0, 10);
  const hour = text.slice(11, 13);
  return hour === '00' ? day : `${day}${sep}${hour}`;
}

/** The grid filter (a pick list, a range of date texts or a bin) selecting the rows whose `group` column has the group key `key`. */
export function drillFilter(group: GroupBy, key: GroupKey, ctx: DrillContext): ColumnFilter {
  const kind = ctx.kindOf(group.key);
  if (kind === 'category') return { kind: 'oneOf', values: [ctx.textOf(group.key, key)] };
  if (kind === 'date') {
    if (key !== key) return { kind: 'oneOf', values: [''] };
    const sep = ctx.separatorOf?.(group.key) ?? ' ';
    const end = bucketEnd(group.bucket ?? 'day', key);
    return { kind: 'textRange', from: boundText(key, sep), to: boundText(end, sep) };
  }
  const bins = ctx.bins.get(group.key);
  if (!bins) throw new Error(`No bins for "${group.key}".`);
  if (key < 0) return { kind: 'oneOf', values: [''] };
  const edges = binEdges(bins);
  const min = edges[key] ?? null;
  const max = edges[key + 1] ?? null;
  return key === bins.count - 1 ? { kind: 'range', min, max } : { kind: 'range', min, max, below: true };
}

/**
 * The grid's filters that select exactly the rows behind a figure: its group's keys (as many as given: a
 * pivot's column total gives none) and, for a pivot cell or column total, the pivot column's key.
 */
export function drillFilters(
  spec: SummarySpec,
  keys: readonly GroupKey[],
  across: GroupKey | null,
  ctx: DrillContext,
): Record<string, ColumnFilter> {
  const filters: Record<string, ColumnFilter> = {};
  spec.groupBy.forEach((group, d) => {
    const key = keys[d];
    if (key !== undefined) filters[group.key] = drillFilter(group, key, ctx);
  });
  if (spec.pivot && across !== null) filters[spec.pivot.key] = drillFilter(spec.pivot, across, ctx);
  return filters;
}
