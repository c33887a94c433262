import { chooseBins, type NumberBins } from './buckets';
import type { NumberData, SummaryKind } from './columns';
import type { SummarySpec } from './spec';

export interface NeededColumn {
  key: string;
  kind: SummaryKind;
}

/**
 * The columns a spec reads, each as the engine reads it (the page encodes and posts these): a grouped or
 * pivoted column as what it is (`kindOf`, from summaryKindOf: a number column also needs its bins), a
 * distinct count's column as categories, every other measure's column as numbers.
 */
export function neededColumns(spec: SummarySpec, kindOf: (key: string) => SummaryKind): NeededColumn[] {
  const needed = new Map<string, NeededColumn>();
  const need = (key: string, kind: SummaryKind) => needed.set(`${kind}:${key}`, { key, kind });
  for (const group of spec.pivot ? [...spec.groupBy, spec.pivot] : spec.groupBy)
    need(group.key, kindOf(group.key));
  for (const measure of spec.measures) {
    if (measure.key === undefined || measure.kind === 'count') continue;
    need(measure.key, measure.kind === 'distinct' ? 'category' : 'number');
  }
  return [...needed.values()];
}

/**
 * The bins of each number column the spec groups or pivots by, chosen over every loaded row (so that a
 * filter never moves them): what SummaryInput.bins and the drill's context take.
 */
export function binsFor(
  spec: SummarySpec,
  kindOf: (key: string) => SummaryKind,
  numbers: (key: string) => NumberData | null,
): Map<string, NumberBins> {
  const bins = new Map<string, NumberBins>();
  for (const group of spec.pivot ? [...spec.groupBy, spec.pivot] : spec.groupBy) {
    const data = kindOf(group.key) === 'number' ? numbers(group.key) : null;
    if (data) bins.set(group.key, chooseBins(data.values, data.size));
  }
  return bins;
}

/**
 * The spec without the columns a run does not have (another report was run): each one named, so the view
 * can say so. Null when no grouped column is left; a spec left with no measure counts rows.
 */
export function withColumnsOf(
  spec: SummarySpec,
  has: (key: string) => boolean,
): { spec: SummarySpec | null; dropped: string[] } {
  const dropped = new Set<string>();
  const keep = (key: string | undefined) => {
    if (key === undefined || has(key)) return true;
    dropped.add(key);
    return false;
  };
  const groupBy = spec.groupBy.filter((g) => keep(g.key));
  const measures = spec.measures.filter((m) => keep(m.key));
  const pivot = spec.pivot && keep(spec.pivot.key) ? spec.pivot : null;
  const next =
    groupBy.length === 0
      ? null
      : { ...spec, groupBy, measures: measures.length > 0 ? measures : [{ kind: 'count' as const }], pivot };
  return { spec: next, dropped: [...dropped] };
}
