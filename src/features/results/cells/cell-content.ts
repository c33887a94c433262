import { isLowConfidenceRow } from '../../../core/dialogs';
import type { RowRecord } from '../../../core/table';
import { isoOffset } from './format-value';
import type { CellWords } from './cell-words';
import type { ResultColumn } from '../columns/result-column';

/** Extra look of a cell: 'null' (faint dash), 'flag' (the confidence of a low-confidence message). */
export type CellTone = 'null' | 'flag';

/*
 * A cell's text and tone are needed on every canvas frame; its hover title only when the DOM rows are
 * written. They are three functions so a frame builds no title string and no object per cell.
 */

/** The text a cell shows, in the language its column was worded in (field-labels.ts). */
export const cellText = (column: ResultColumn, value: unknown): string =>
  value === null || value === undefined ? '—' : column.text(value);

/** The cell's tone, if any. */
export function cellTone(column: ResultColumn, value: unknown, row: RowRecord): CellTone | undefined {
  if (value === null || value === undefined) return 'null';
  return flagged(column, row) ? 'flag' : undefined;
}

/** The confidence cell of a message of low confidence, as the transcript and the Review queue judge it. */
const flagged = (column: ResultColumn, row: RowRecord) =>
  column.kind === 'percent' && column.key === 'confidence' && isLowConfidenceRow(row);

/**
 * Shown on hover: the raw code, the original offset, the full text; undefined for none. `text` is what
 * the cell shows, when the caller has it already (a JSON value is not stringified twice).
 */
export function cellTitle(
  column: ResultColumn,
  value: unknown,
  row: RowRecord,
  words: CellWords,
  text?: string,
): string | undefined {
  if (value === null || value === undefined) return words.noValue;
  switch (column.kind) {
    case 'label':
      return `${column.key} = ${String(value)}`;
    case 'date': {
      const offset = typeof value === 'string' ? isoOffset(value) : null;
      return offset ? words.sentWithOffset(String(value), offset) : String(value);
    }
    case 'percent': {
      const min = row.minConfidence;
      return typeof min === 'number' && flagged(column, row)
        ? words.belowMinimum(column.text(min))
        : String(value);
    }
    case 'text':
    case 'json': {
      const full = text ?? column.text(value);
      if (full.length <= 40) return undefined;
      return full.length > 2000 ? `${full.slice(0, 2000)}…` : full;
    }
    default:
      return undefined;
  }
}

/**
 * The conversation a cell links to: its value, in a conversation column, when it is a string. The face,
 * the DOM rows and the grid's Enter key all ask this one rule (and only when links are on).
 */
export const conversationOf = (column: ResultColumn, value: unknown): string | undefined =>
  column.kind === 'conversation' && typeof value === 'string' ? value : undefined;
