import { RenewsAt } from '../../lib/countdown';
import { formatCount, formatDuration } from '../../lib/format';
import { isActive } from './run-phase';
import type { Run } from './use-run';
import { WaitLine } from './wait-line';

/** The line under the status: pages and rows, time left, what the run waits for, the quota's renewal. */
export function RunMeta({ run }: { run: Run }) {
  const { totals, wait, quotaRenewsAt } = run;
  const { totalPages, pagesDone } = totals;
  const left = totalPages !== null ? Math.max(0, totalPages - pagesDone) : null;
  return (
    <p className="run-meta muted">
      {totalPages !== null ? `Pages ${pagesDone} of ${totalPages}` : 'Pages –'} · Rows {totals.rows}
      {isActive(run.phase) && left !== null && left > 0
        ? ` · About ${formatDuration(left * run.clientIntervalMs)} left at the rate limit`
        : ''}
      {wait && wait.kind !== 'throttle' ? (
        <>
          {' · '}
          <WaitLine wait={wait} />
        </>
      ) : null}
      {run.unexpectedNulls > 0
        ? ` · ${formatCount(run.unexpectedNulls)} empty (null) values where the service documents one, kept as sent`
        : ''}
      {quotaRenewsAt !== null ? (
        <>
          {' · '}
          <RenewsAt at={quotaRenewsAt} done="The quota has renewed: Resume continues." />
        </>
      ) : null}
    </p>
  );
}
