import type { DialogsRow } from '../core/contract';
import { historyOf } from './history/history';
import { sliceOf } from './history/slice';
import { dialogsRowOf } from './rows/dialogs';
import { defaultSimOptions } from './options';
import { DEMO_CREDENTIALS } from './types';

/**
 * The demo tenant's DIALOGS rows dated in [fromMs, untilMs) of its wall clock, as the service holds
 * them (its seed by default, volume 1): what a query of those days would return, without the paging.
 */
export function demoDialogsRows(
  fromMs: number,
  untilMs: number,
  seed = defaultSimOptions().seed,
): DialogsRow[] {
  const history = historyOf(
    { report: 'dialogs', tenant: DEMO_CREDENTIALS.tenant, campaignId: null },
    seed,
    1,
  );
  const slice = sliceOf(history, fromMs, untilMs);
  return slice.map(0, slice.total, (bucket, index) => dialogsRowOf(bucket.ctx, index));
}
