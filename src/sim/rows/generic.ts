import type { GenericRow } from '../../core/contract';
import { timeOfDayMs } from '../history/day-shape';
import { combine, unit, type Rng } from '../random';
import { rowRng, type BucketRows, type RowContext } from './kit';
import type { Subject } from './people';

/**
 * The day the store's schema grew: rows dated from then on carry a column the earlier ones lack, so a run
 * over a range that crosses it meets a column first on a later page.
 */
export const SCHEMA_GREW_AT = Date.UTC(2026, 2, 10);
const TIME_SALT = 0x7113;

export interface LateColumn {
  name: string;
  value: (r: Rng) => unknown;
}

/** A row of any report but DIALOGS, dated `wallMs`. */
function genericRowAt(
  ctx: RowContext,
  index: number,
  wallMs: number,
  subject: Subject,
  late: LateColumn,
  extra: boolean,
): GenericRow {
  const r = rowRng(ctx, index);
  const row = subject(ctx, index, r, wallMs);
  if (wallMs >= SCHEMA_GREW_AT) row[late.name] = late.value(r);
  if (extra) {
    row._rid = r.hex(16);
    row._etag = `"${r.hex(8)}-${r.hex(4)}"`;
    const keys = Object.keys(row);
    const victim = keys[r.int(0, keys.length - 1)];
    if (victim !== undefined && r.chance(0.2)) row[victim] = null;
  }
  return row;
}

/** One day of a report other than DIALOGS: each row dated on its own, spread over the day's shape. */
export function genericBucket(ctx: RowContext, subject: Subject, late: LateColumn): BucketRows {
  const times = new Float64Array(ctx.count);
  for (let i = 0; i < ctx.count; i++)
    times[i] = ctx.dayStartMs + timeOfDayMs(unit(combine(ctx.seed ^ TIME_SALT, i)));
  return {
    times,
    row: (index, extra) => genericRowAt(ctx, index, times[index] ?? ctx.dayStartMs, subject, late, extra),
  };
}
