import { z } from 'zod';
import type { DialogsRow } from './dialogs-row';

/** A row of any report other than DIALOGS: its fields are not documented, so it is kept as it comes. */
export const genericRowSchema = z.record(z.string(), z.unknown());
export type GenericRow = z.infer<typeof genericRowSchema>;

export type Row = DialogsRow | GenericRow;
