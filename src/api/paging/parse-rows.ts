import { z } from 'zod';
import type { ReportKey } from '../../core/catalog/catalog';
import { dialogsRowSchema, type Row } from '../../core/contract';

/** Documented DIALOGS fields that may not be null: a null there is kept, and counted. */
const NON_NULL_FIELDS = Object.entries(dialogsRowSchema.shape)
  .filter(([, schema]) => !schema.safeParse(null).success)
  .map(([name]) => name);

/** The DIALOGS schema with every field nullable: what is left to fail is a real mismatch. */
const tolerantDialogsRow = z.looseObject(
  Object.fromEntries(Object.entries(dialogsRowSchema.shape).map(([k, s]) => [k, s.nullable()])),
);

export interface ParsedRows {
  rows: Row[];
  /** Nulls where the service documents a value (docs/service.md#nulls-in-dialogs-rows). */
  unexpectedNulls: number;
  /** Rows that do not match their documented schema (kept as they came). */
  invalidRows: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Rows of one page, none dropped: DIALOGS rows are checked field by field, other reports' rows (fields
 * undocumented: docs/service.md#rows-of-other-reports) are kept as records. Extra fields stay. A row that is not even an object
 * is kept wrapped as `{ value }` and counted as invalid.
 */
export function parseRows(reportKey: ReportKey, result: readonly unknown[]): ParsedRows {
  const checkDialogs = reportKey === 'dialogs';
  let unexpectedNulls = 0;
  let invalidRows = 0;
  const rows = result.map((item): Row => {
    if (!isRecord(item)) {
      invalidRows++;
      return { value: item };
    }
    if (!checkDialogs) return item;
    for (const field of NON_NULL_FIELDS) if (item[field] === null) unexpectedNulls++;
    if (!tolerantDialogsRow.safeParse(item).success) invalidRows++;
    return item;
  });
  return { rows, unexpectedNulls, invalidRows };
}
