import type { Translate } from '../../lib/i18n';
import type { RunPhase, RunTotals } from './use-run';

/**
 * The one sentence the status region reads out, counts in the language's style ("All 12,345 rows loaded").
 * `storedDays`: the whole days a view reads from the device's history, said while it reads them (null
 * while one stored run is opened).
 */
export function statusLine(
  phase: RunPhase,
  totals: RunTotals,
  t: Translate,
  storedDays: number | null = null,
): string {
  const rows = totals.rows;
  const page =
    totals.totalPages !== null
      ? t('run.status.pageOf', { done: totals.pagesDone, total: totals.totalPages })
      : t('run.status.page', { done: totals.pagesDone });
  switch (phase) {
    case 'opening':
      return storedDays === null
        ? t('run.status.opening', { rows })
        : t('run.status.openingDays', { days: storedDays, rows });
    case 'starting':
      return t('run.status.starting');
    case 'running':
      return totals.totalPages !== null
        ? t('run.status.runningOf', { page: totals.pagesDone + 1, total: totals.totalPages, rows })
        : t('run.status.running', { page: totals.pagesDone + 1, rows });
    case 'pausing':
      return t('run.status.pausing', { rows });
    case 'paused':
      return t('run.status.paused', { page, rows });
    case 'cancelled':
      return totals.pagesDone > 0
        ? t('run.status.cancelled', { page, rows })
        : t('run.status.cancelledFirst');
    case 'failed':
      return totals.pagesDone > 0 ? t('run.status.failed', { page, rows }) : t('run.status.failedFirst');
    case 'more':
      return t('run.status.more', { page, rows });
    case 'done':
      return t('run.status.done', { rows });
  }
}
