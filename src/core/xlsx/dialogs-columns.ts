import { DIALOGS_FIELDS, PART_LABELS, SECUENCE_TYPE_LABELS } from '../contract';
import type { XlsxColumn } from './cells';

/** How a DIALOGS field is typed in a workbook, as the results grid shows it (results/dialogs-columns.ts). */
export function dialogsXlsxColumn(key: string): XlsxColumn {
  if (key === 'date') return { header: key, kind: 'date' };
  if (key === 'confidence' || key === 'minConfidence') return { header: key, kind: 'percent' };
  if (key === 'part') return { header: key, kind: 'label', labels: PART_LABELS };
  if (key === 'secuenceType') return { header: key, kind: 'label', labels: SECUENCE_TYPE_LABELS };
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
