import type { RowRecord } from '../../../core/table';
import type { ResultColumn } from '../columns/result-column';

/** A cell's value as the text put on the clipboard: strings as they are, anything else as JSON. */
export const valueAsText = (v: unknown) =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

/**
 * What copying a cell takes: its shown text where the column hides personal data (masked-columns.ts), so
 * a masked screen never puts the value it hides on the clipboard; its value otherwise.
 */
export const copiedValue = (column: Pick<ResultColumn, 'masked' | 'text'> | null, value: unknown) =>
  column?.masked ? column.text(value) : value;

/** A row as copied: its masked columns as they read, every other field as it is. */
export function copiedRow(row: RowRecord, columns: readonly ResultColumn[]): RowRecord {
  const masked = columns.filter((c) => c.masked);
  if (masked.length === 0) return row;
  const copied: Record<string, unknown> = { ...row };
  for (const column of masked) if (column.key in row) copied[column.key] = column.text(row[column.key]);
  return copied;
}

/** False when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
