import { useNow } from '../../lib/use-now';
import { isActive, isStopped } from './run-phase';
import type { Run } from './use-run';

/** Pause, Resume, Cancel and, when the service has more, Next page. */
export function RunButtons({ run }: { run: Run }) {
  const { phase, quotaRenewsAt } = run;
  // Ticks only while a quota renewal is pending: Resume stays disabled until that moment passes.
  const now = useNow(1000, quotaRenewsAt !== null);
  const quotaWaiting = quotaRenewsAt !== null && quotaRenewsAt > now;
  const active = isActive(phase);
  return (
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
        disabled={!isStopped(phase) || quotaWaiting}
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
  );
}
