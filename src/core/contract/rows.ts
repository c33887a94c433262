import { z } from 'zod';
import type { DialogsRow } from './dialogs-row';

/** A row of any report other than DIALOGS: its fields are not documented, so it is kept as it comes. */
export const genericRowSchema = z.record(z.string(), z.unknown());
export type GenericRow = z.infer<typeof genericRowSchema>;

export type Row = DialogsRow | GenericRow;

/**
 * A row with these keys, in this order, each null: copy it (`{ ...template }`) and set the fields in place
 * to rebuild a row from its values. An object built by assigning 36 computed keys one by one is turned
 * into a slow dictionary by V8, larger and slower to build (measured: docs/measurements.md#why-measured);
 * a copy of a JSON.parse'd object keeps the fast layout. JSON.parse also
 * makes "__proto__" an own field, as the service's JSON had it, where an assignment would set the prototype.
 */
export function rowTemplate(keys: readonly string[]): Row {
  const parsed: unknown = JSON.parse(`{${keys.map((key) => `${JSON.stringify(key)}:null`).join(',')}}`);
  // Not through the schema: a zod record is a new object, with "__proto__" dropped.
  return isRow(parsed) ? parsed : {};
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
