import type { DialogsRow } from '../core/contract';
import { dialogsRowAt } from './rows/dialogs';
import { tenantIdOf } from './rows/kit';

const DAY_MS = 86_400_000;

/**
 * DIALOGS rows on their own, for benchmarks: the sim's generator over a range sized for `count` rows
 * (~400 a day, ending 2026-03-31), in the service's shuffled order. Deterministic per (count, seed); rows
 * [from, to) of them alone, so a caller can make a big run a page at a time.
 */
export function generateDialogsRows(count: number, seed = 1, from = 0, to = count): DialogsRow[] {
  const endMs = Date.UTC(2026, 2, 31, 23, 59, 59);
  const days = Math.max(1, Math.ceil(count / 400));
  const ctx = {
    seed,
    total: count,
    startMs: endMs - days * DAY_MS,
    endMs,
    tenant: '1234',
    tenantId: tenantIdOf('1234'),
    campaignId: null,
    extra: false,
  };
  const rows: DialogsRow[] = new Array<DialogsRow>(Math.max(0, to - from));
  for (let i = from; i < to; i++) rows[i - from] = dialogsRowAt(ctx, i);
  return rows;
}
