import { DIALOGS_FIELDS, VALUE_WORDS, type ValueWords } from '../contract';
import type { XlsxColumn } from './cells';

/**
 * How a DIALOGS field is typed in a workbook, as the results grid shows it (results/columns/dialogs-columns.ts),
 * its part and sequence-type labels in the words of `values` (English unless told).
 */
export function dialogsXlsxColumn(key: string, values: ValueWords = VALUE_WORDS.en): XlsxColumn {
  if (key === 'date') return { header: key, kind: 'date' };
  if (key === 'confidence' || key === 'minConfidence') return { header: key, kind: 'percent' };
  if (key === 'part') return { header: key, kind: 'label', labels: values.part };
  if (key === 'secuenceType') return { header: key, kind: 'label', labels: values.secuenceType };
  return { header: key, kind: 'value' };
}

/** The documented DIALOGS fields in their order, then any other field the rows carry, in order met. */
export function dialogsKeys(rows: Iterable<Readonly<Record<string, unknown>>>): string[] {
  const keys: string[] = [...DIALOGS_FIELDS];
  const known = new Set(keys);
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (known.has(key)) continue;
      known.add(key);
      keys.push(key);
    }
  }
  return keys;
}
