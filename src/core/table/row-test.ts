import { isActive } from './filter-rows';
import type { CoreColumn, RowRecord, ViewSpec } from './types';

export type RowTest = (row: RowRecord | undefined) => boolean;

const lowerText = (column: CoreColumn, v: unknown) =>
  v === null || v === undefined ? '' : column.text(v).toLowerCase();

/**
 * The view's filters as a test of one row, read from its values: what the indexes answer, for rows no
 * index covers yet (a search typed while a big run is still being indexed). The same rules as the
 * indexes: a cell's text as shown, lower-cased; an empty cell contains nothing; a pick list compares the
 * exact text, an empty cell's being ''.
 */
export function rowTest(spec: ViewSpec): RowTest {
  const checks: RowTest[] = [];
  for (const [key, filter] of Object.entries(spec.filters)) {
    const column = spec.columns.get(key);
    if (!column || !isActive(filter)) continue;
    if (filter.kind === 'range') {
      const min = filter.min ?? -Infinity;
      const max = filter.max ?? Infinity;
      const below = filter.below === true;
      checks.push((row) => {
        const v = row?.[key];
        return typeof v === 'number' && v >= min && (below ? v < max : v <= max);
      });
    } else if (filter.kind === 'textRange') {
      const { from, to } = filter;
      checks.push((row) => {
        const v = row?.[key];
        if (v === null || v === undefined) return false;
        const t = column.text(v);
        return t >= from && (to === '' || t < to);
      });
    } else if (filter.kind === 'contains') {
      const needle = filter.text.trim().toLowerCase();
      checks.push((row) => lowerText(column, row?.[key]).includes(needle));
    } else {
      const texts = new Set(filter.values);
      checks.push((row) => {
        const v = row?.[key];
        return texts.has(v === null || v === undefined ? '' : column.text(v));
      });
    }
  }
  const needle = spec.global.trim().toLowerCase();
  if (needle !== '') {
    const searched = spec.globalKeys.flatMap((key) => spec.columns.get(key) ?? []);
    checks.push((row) => searched.some((column) => lowerText(column, row?.[column.key]).includes(needle)));
  }
  return (row) => checks.every((check) => check(row));
}
