import type { SummaryKind } from './columns';
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
