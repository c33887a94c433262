import type { WaitEvent } from '../../api/types';
import { Countdown, RenewsAt } from '../../lib/countdown';
import { formatCount, formatDuration } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { statusLine } from './run-status';
import type { Run } from './use-run';
import './run.css';

function WaitLine({ wait }: { wait: WaitEvent }) {
  switch (wait.kind) {
    case 'rate-limited':
      return (
        <span className="run-wait">
          The service asked to slow down (429): next try <Countdown lead="in " until={wait.until} />.
        </span>
      );
    case 'retry':
      return (
        <span className="run-wait">
          {wait.reason.replace(/\.$/, '')}: trying again (attempt {wait.attempt}){' '}
          <Countdown lead="in " until={wait.until} />.
        </span>
      );
    case 'token-refresh':
      return <span className="run-wait">The sign-in expired: getting a new token…</span>;
    case 'throttle':
      return null;
  }
}

/** Progress of a run, its status sentence and the buttons that steer it. Fixed height: no layout jump. */
export function RunBar({ run }: { run: Run }) {
  const { phase, totals, wait, quotaRenewsAt } = run;
  const now = useNow(1000, quotaRenewsAt !== null);
  const active = phase === 'starting' || phase === 'running' || phase === 'pausing';
  const stopped = phase === 'paused' || phase === 'cancelled' || phase === 'failed';
  const quotaWaiting = quotaRenewsAt !== null && quotaRenewsAt > now;
  const { totalPages, pagesDone } = totals;
  const left = totalPages !== null ? Math.max(0, totalPages - pagesDone) : null;
  const percent = totalPages ? Math.round((pagesDone / totalPages) * 100) : 0;

  return (
    <section className="run-bar panel" aria-label="Run">
      <div className="run-progress-row">
        <div
          className="run-progress"
          role="progressbar"
          aria-label="Pages loaded"
          aria-valuemin={0}
          aria-valuemax={totalPages ?? undefined}
          aria-valuenow={totalPages !== null ? pagesDone : undefined}
          aria-valuetext={
            totalPages !== null ? `${pagesDone} of ${totalPages} pages` : 'Waiting for the first page'
          }
        >
          <div
            className={`run-progress-fill ${phase === 'done' ? 'is-done' : ''}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <div className="run-buttons">
          <button
            type="button"
            className="btn btn-small"
            onClick={run.pause}
            disabled={!active || phase === 'pausing'}
          >
            Pause
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={run.resume}
            disabled={!stopped || quotaWaiting}
          >
            Resume
          </button>
          <button type="button" className="btn btn-small" onClick={run.cancel} disabled={!active}>
            Cancel
          </button>
          {phase === 'more' ? (
            <button type="button" className="btn btn-small" onClick={run.nextPage}>
              Next page
            </button>
          ) : null}
        </div>
      </div>
      <div className="run-lines">
        <p role="status" className="run-status">
          {statusLine(phase, totals)}
        </p>
        <p className="run-meta muted">
          {totalPages !== null ? `Pages ${pagesDone} of ${totalPages}` : 'Pages –'} · Rows {totals.rows}
          {active && left !== null && left > 0
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
      </div>
    </section>
  );
}
