import type { GenericRow } from '../../core/contract';
import type { Rng } from '../random';
import { instantOf, rowRng, type RowContext } from './kit';
import type { Subject } from './people';

/** Rows from this index on gain a column the earlier ones lack, as a store whose schema grew. */
export const LATE_COLUMN_FROM = 700;

export interface LateColumn {
  name: string;
  value: (r: Rng) => unknown;
}

/** A row of any report but DIALOGS, in time order across the range. */
export function genericRowAt(ctx: RowContext, index: number, subject: Subject, late: LateColumn): GenericRow {
  const r = rowRng(ctx, index);
  const row = subject(ctx, index, r, instantOf(ctx, index, r));
  if (index >= LATE_COLUMN_FROM) row[late.name] = late.value(r);
  if (ctx.extra) {
    row._rid = r.hex(16);
    row._etag = `"${r.hex(8)}-${r.hex(4)}"`;
    const keys = Object.keys(row);
    const victim = keys[r.int(0, keys.length - 1)];
    if (victim !== undefined && r.chance(0.2)) row[victim] = null;
  }
  return row;
}
