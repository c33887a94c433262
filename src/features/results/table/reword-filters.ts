import { LOCALES } from '../../../lib/i18n';
import type { ResultColumn } from '../columns/result-column';
import type { Filters } from './use-row-filters';
import { isWorded, labelsFor, textFor } from '../cells/worded-text';

/** The values a pick list of a worded column can hold: its codes, or true and false. */
function valuesOf(column: ResultColumn): readonly unknown[] {
  if (column.kind === 'boolean') return [true, false];
  const codes = new Set<number>();
  for (const language of LOCALES)
    for (const code of Object.keys(labelsFor(column.key, language) ?? {})) codes.add(Number(code));
  return [...codes];
}

/** `text` as the column now words it, if it is a value worded in any language; else `text` itself. */
function sayAgain(text: string, column: ResultColumn): string {
  for (const value of valuesOf(column))
    for (const language of LOCALES)
      if (textFor(column.kind, column.key, language)(value) === text) return column.text(value);
  return text;
}

/**
 * A pick-list filter holds the texts a person picked, so one picked in English ("Customer"), drilled to
 * from a figure or saved with a run would match nothing once Spanish words the column. Its values are said
 * again in the column's words (the same filter object while nothing changes: a few values, never a row).
 */
export function rewordFilters(filters: Filters, byKey: ReadonlyMap<string, ResultColumn>): Filters {
  let next: Record<string, Filters[string]> | null = null;
  for (const [key, filter] of Object.entries(filters)) {
    const column = byKey.get(key);
    if (filter.kind !== 'oneOf' || !column || !isWorded(column.kind)) continue;
    const values = filter.values.map((text) => sayAgain(text, column));
    if (values.every((text, i) => text === filter.values[i])) continue;
    next ??= { ...filters };
    next[key] = { kind: 'oneOf', values };
  }
  return next ?? filters;
}
