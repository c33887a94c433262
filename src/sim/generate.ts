import type { DialogsRow } from '../core/contract';
import { historyOf } from './history/history';
import { sliceOf } from './history/slice';
import { dialogsRowOf } from './rows/dialogs';
import { DAY_MS } from './rows/kit';

/** The end of the range, exclusive: 2026-03-31 23:59:59 included. */
const END_MS = Date.UTC(2026, 3, 1);

/**
 * DIALOGS rows on their own, for benchmarks: the latest `count` rows of the demo tenant's history (with
 * `seed` as the sim's seed) up to 2026-03-31, ~400 a day, in the service's order. Deterministic per
 * (count, seed); rows [from, to) of them alone, so a caller can make a big run a page at a time.
 */
export function generateDialogsRows(count: number, seed = 1, from = 0, to = count): DialogsRow[] {
  if (count <= 0 || to <= from) return [];
  const history = historyOf({ report: 'dialogs', tenant: '1234', campaignId: null }, seed, 1);
  let days = Math.ceil(count / 400);
  let slice = sliceOf(history, END_MS - days * DAY_MS, END_MS);
  while (slice.total < count) {
    days += Math.ceil((count - slice.total) / 300) + 1;
    slice = sliceOf(history, END_MS - days * DAY_MS, END_MS);
  }
  // The service returns day after day: the latest rows are the last ones.
  const skip = slice.total - count;
  return slice.map(skip + from, skip + Math.min(to, count), (bucket, index) =>
    dialogsRowOf(bucket.ctx, index),
  );
}
