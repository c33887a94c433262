import { binEdges, bucketEnd, type NumberBins } from './buckets';
import type { SummaryKind } from './columns';
import type { GroupBy, SummarySpec } from './spec';
import type { GroupKey } from './types';

/** The cell's shown text is one of these (the grid's pick list); '' is a cell with no value. */
export interface OneOfFilter {
  kind: 'oneOf';
  values: readonly string[];
}

/**
 * The cell's shown text t, compared as strings, with from <= t < to; a cell with no value (t = '') is never
 * in a range. The grid's date texts (`yyyy-MM-dd HH:mm:ss`, or ISO 8601 as a report writes it) sort as
 * time, so a range of them is a period. A bound is the start of such a text: `yyyy-MM-dd` at midnight,
 * `yyyy-MM-dd HH` (or `yyyy-MM-ddTHH`) otherwise, so it holds whatever follows the digits in the cell.
 */
export interface TextRangeFilter {
  kind: 'textRange';
  from: string;
  to: string;
}

/**
 * Inclusive bounds on a number column's values, null leaving a side open, as the grid's range filter; with
 * `below`, max itself is left out (min <= v < max): a bin, whose end is the next bin's start.
 */
export interface BinRangeFilter {
  kind: 'range';
  min: number | null;
  max: number | null;
  below?: true;
}

/** A filter of the grid that a figure's door adds to the grid's own filters and search. */
export type DoorFilter = OneOfFilter | TextRangeFilter | BinRangeFilter;

export interface DoorContext {
  /** What each column is, as the page told the engine (summaryKindOf). */
  kindOf: (key: string) => SummaryKind;
  /** A category code's shown text (CategoryEncoder.textOf), '' for the missing code 0. */
  textOf: (key: string, code: number) => string;
  /** The bins the summary was computed with, by column key. */
  bins: ReadonlyMap<string, NumberBins>;
  /** The character between day and time in a date column's texts (DateEncoder.separator); ' ' if not said. */
  separatorOf?: (key: string) => ' ' | 'T';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The shortest start of a date text that every text at or after this wall clock is not below. */
function boundText(wall: number, sep: string): string {
  const d = new Date(wall);
  const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return d.getUTCHours() === 0 ? day : `${day}${sep}${pad(d.getUTCHours())}`;
}

/** The grid filter selecting the rows whose `group` column has the group key `key`. */
export function doorFilter(group: GroupBy, key: GroupKey, ctx: DoorContext): DoorFilter {
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
export function doorFilters(
  spec: SummarySpec,
  keys: readonly GroupKey[],
  across: GroupKey | null,
  ctx: DoorContext,
): Record<string, DoorFilter> {
  const filters: Record<string, DoorFilter> = {};
  spec.groupBy.forEach((group, d) => {
    const key = keys[d];
    if (key !== undefined) filters[group.key] = doorFilter(group, key, ctx);
  });
  if (spec.pivot && across !== null) filters[spec.pivot.key] = doorFilter(spec.pivot, across, ctx);
  return filters;
}
