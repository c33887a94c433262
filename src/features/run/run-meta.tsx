import { RenewsAt } from '../../lib/countdown';
import { isActive } from './run-phase';
import type { Run } from './use-run';
import { WaitLine } from './wait-line';
import { useI18n } from '../../lib/i18n';

/** The line under the status: pages and rows, time left, what the run waits for, the quota's renewal. */
export function RunMeta({ run }: { run: Run }) {
  const { t, f } = useI18n();
  const { totals, wait, quotaRenewsAt } = run;
  const { totalPages, pagesDone } = totals;
  const left = totalPages !== null ? Math.max(0, totalPages - pagesDone) : null;
  return (
    <p className="run-meta muted">
      {totalPages !== null
        ? t('run.meta.pages', { done: pagesDone, total: totalPages })
        : t('run.meta.pagesUnknown')}
      {' · '}
      {t('run.meta.rows', { rows: totals.rows })}
      {isActive(run.phase) && left !== null && left > 0
        ? ` · ${t('run.meta.timeLeft', { time: f.duration(left * run.clientIntervalMs) })}`
        : ''}
      {wait && wait.kind !== 'throttle' ? (
        <>
          {' · '}
          <WaitLine wait={wait} />
        </>
      ) : null}
      {run.unexpectedNulls > 0 ? ` · ${t('run.meta.nulls', { count: run.unexpectedNulls })}` : ''}
      {quotaRenewsAt !== null ? (
        <>
          {' · '}
          <RenewsAt at={quotaRenewsAt} done={t('run.meta.quotaRenewed')} />
        </>
      ) : null}
    </p>
  );
}
