import { z } from 'zod';
import type { ReportKey } from '../../core/catalog/catalog';
import { describeFields, dialogsRowSchema, holdsKind, type Row } from '../../core/contract';

const FIELDS = describeFields(dialogsRowSchema.shape);
const NAMES = FIELDS.map((f) => f.name);
/** Per field: its plain kind, or null where only its schema can tell. */
const KINDS = FIELDS.map((f) => f.kind);
/** Documented DIALOGS fields that may not be null: a null there is kept, and counted. */
const NON_NULL = FIELDS.map((f) => !f.nullable);

/** The DIALOGS schema with every field nullable: what is left to fail is a real mismatch. */
const tolerantDialogsRow = z.looseObject(
  Object.fromEntries(Object.entries(dialogsRowSchema.shape).map(([k, s]) => [k, s.nullable()])),
);

/**
 * The row's values of the documented fields, in their order: all of its values at once when its keys
 * begin with theirs, as the service sends them (a read by name per field, each name another, was the
 * slower), else a read by name each.
 */
function documentedValues(item: Record<string, unknown>): unknown[] {
  const keys = Object.keys(item);
  let inOrder = keys.length >= NAMES.length;
  for (let f = 0; inOrder && f < NAMES.length; f++) inOrder = keys[f] === NAMES[f];
  return inOrder ? Object.values(item) : NAMES.map((name) => item[name]);
}

/**
 * A row's nulls where a value is documented, and whether every field plainly holds its kind or null, so
 * that the tolerant schema would take it. Only a row this cannot vouch for is given to zod: where zod may
 * not compile its checks (under the page's `script-src 'self'`), its parse of every row was a large
 * part of the engine's worker's time while a run arrived
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
function scan(item: Record<string, unknown>): { nulls: number; plain: boolean } {
  const values = documentedValues(item);
  let nulls = 0;
  let plain = true;
  for (let f = 0; f < NAMES.length; f++) {
    const v = values[f];
    if (v === null) {
      if (NON_NULL[f]) nulls++;
    } else if (plain) {
      const kind = KINDS[f];
      plain = kind !== null && kind !== undefined && holdsKind(kind, v);
    }
  }
  return { nulls, plain };
}

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
    const { nulls, plain } = scan(item);
    unexpectedNulls += nulls;
    if (!plain && !tolerantDialogsRow.safeParse(item).success) invalidRows++;
    return item;
  });
  return { rows, unexpectedNulls, invalidRows };
}
