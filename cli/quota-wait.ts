import { setTimeout as sleep } from 'node:timers/promises';
import { isServiceError, ServiceError } from '../src/api/errors';
import type { Progress } from './progress';

export interface QuotaWaits {
  /** --wait-for-quota: wait for the renewal and go on; otherwise the spent quota stops the run (exit 3). */
  wait: boolean;
  signal: AbortSignal;
  progress: Progress;
}

/**
 * `attempt` run again after each renewal of a spent quota, when asked to wait. Each attempt starts from
 * what is on disk (the checkpoint), so nothing fetched before the wait is asked again. A renewal the
 * service did not announce cannot be waited for: the run stops as without the flag.
 */
export async function withQuotaWaits<T>(attempt: () => Promise<T>, waits: QuotaWaits): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (e) {
      const renewsAt = isServiceError(e) && e.kind === 'quota-exhausted' ? e.details.renewsAt : undefined;
      if (!waits.wait || renewsAt === undefined) throw e;
      waits.progress({ event: 'quota-wait', renewsAt: new Date(renewsAt).toISOString() });
      // A call made a little early is refused again (403 counts nothing) and waits for the new renewal.
      await sleep(Math.max(0, renewsAt - Date.now()), undefined, { signal: waits.signal }).catch(() => {
        throw new ServiceError('aborted', 'Stopped while waiting for the quota.');
      });
    }
  }
}
