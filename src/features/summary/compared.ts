import {
  bucketStart,
  change,
  type Change,
  type DateBucket,
  type GroupKey,
  type SummaryResult,
} from '../../core/summary';
import type { SummaryNames } from './summary-names';
import type { Summarized } from './use-summary-result';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Which period of its range a bucket is: 0 for the one the range starts in. Two ranges' buckets are
 * compared by this count, so the first day of this period faces the first day of the other, whatever the
 * weekday or the length of the months between.
 */
export function bucketIndex(bucket: DateBucket, rangeStartWall: number, key: number): number {
  const first = bucketStart(bucket, rangeStartWall);
  if (bucket === 'hour') return Math.round((key - first) / HOUR_MS);
  if (bucket === 'day') return Math.round((key - first) / DAY_MS);
  if (bucket === 'week') return Math.round((key - first) / (7 * DAY_MS));
  const a = new Date(first);
  const b = new Date(key);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
}

/** A summary's groups named so that the same group of two periods has the same name. */
function matchKeys(
  groups: readonly { keys: readonly GroupKey[] }[],
  summarized: Pick<Summarized, 'spec'>,
  names: Pick<SummaryNames, 'keyName' | 'kindOf'>,
  rangeStartWall: number,
): string[] {
  return groups.map((g) =>
    g.keys
      .map((key, d) => {
        const group = summarized.spec.groupBy[d];
        if (!group) return '';
        const kind = names.kindOf(group);
        if (kind === 'date')
          return key !== key ? '' : `#${bucketIndex(group.bucket ?? 'day', rangeStartWall, key)}`;
        if (kind === 'number') return `#${key}`;
        return names.keyName(group, key);
      })
      .join('\u0000'),
  );
}

/** One group's figures in the other period, and each measure's change to this one. */
export interface ComparedGroup {
  previous: (number | null)[];
  rows: number;
  changes: Change[];
}

export interface Comparison {
  /** By the current summary's group index; a group the other period does not have compares with none. */
  groups: (ComparedGroup | null)[];
  total: ComparedGroup;
}

const changes = (
  current: { figures: readonly (number | null)[]; rows: number },
  other: ComparedGroup | null,
) =>
  current.figures.map((figure, m) =>
    change({ figure, rows: current.rows }, { figure: other?.previous[m] ?? null, rows: other?.rows ?? 0 }),
  );

/**
 * The other period's figures facing this one's, group by group (by name for categories, by their place in
 * the range for periods, by bin for numbers), each with its change: absolute and relative, or too few
 * rows to compare (src/core/summary/compare.ts).
 */
export function comparison(
  current: Summarized,
  names: Pick<SummaryNames, 'keyName' | 'kindOf'>,
  currentStart: number,
  other: SummaryResult,
  otherNames: Pick<SummaryNames, 'keyName' | 'kindOf'>,
  otherStart: number,
): Comparison {
  const theirs = new Map<string, ComparedGroup>();
  const otherKeys = matchKeys(other.groups, current, otherNames, otherStart);
  other.groups.forEach((g, i) =>
    theirs.set(otherKeys[i] ?? '', { previous: g.figures, rows: g.rows, changes: [] }),
  );
  const ours = matchKeys(current.result.groups, current, names, currentStart);
  const groups = current.result.groups.map((g, i) => {
    const them = theirs.get(ours[i] ?? '') ?? null;
    return {
      previous: them?.previous ?? g.figures.map(() => null),
      rows: them?.rows ?? 0,
      changes: changes(g, them),
    };
  });
  const totalThem: ComparedGroup = { previous: other.total.figures, rows: other.total.rows, changes: [] };
  return { groups, total: { ...totalThem, changes: changes(current.result.total, totalThem) } };
}
