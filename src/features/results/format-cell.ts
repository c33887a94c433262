import { displayText, isoOffset, percent } from './format-value';
import type { FormattedCell, ResultColumn } from './result-column';
import type { RowRecord } from '../../core/table';

/** Text, hover title and tone of one cell. */
export function formatCell(column: ResultColumn, value: unknown, row: RowRecord): FormattedCell {
  if (value === null || value === undefined) return { text: '—', title: 'No value (null)', tone: 'null' };
  const text = displayText(column, value);
  switch (column.kind) {
    case 'label':
      return { text, title: `${column.key} = ${String(value)}` };
    case 'date': {
      const offset = typeof value === 'string' ? isoOffset(value) : null;
      return { text, title: `${String(value)}${offset ? ` (sent with offset ${offset})` : ''}` };
    }
    case 'percent': {
      const min = row.minConfidence;
      if (typeof value === 'number' && typeof min === 'number' && value < min) {
        return { text, title: `Below the minimum confidence of ${percent(min)}`, tone: 'flag' };
      }
      return { text, title: String(value) };
    }
    case 'text':
    case 'json':
      return text.length > 40
        ? { text, title: text.length > 2000 ? `${text.slice(0, 2000)}…` : text }
        : { text };
    default:
      return { text };
  }
}
