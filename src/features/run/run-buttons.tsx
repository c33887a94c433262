import { useNow } from '../../lib/use-now';
import { isActive, isStopped } from './run-phase';
import type { Run } from './use-run';
import { useI18n } from '../../lib/i18n';

/**
 * While the run is not done, Pause, Resume and Cancel, and when the service has more, Next page; once it
 * stops, on a view of the history, Refresh: a new view of the same range that fetches only what had not
 * settled and what is new (`refreshHint` says how much, in its tooltip).
 */
export function RunButtons({
  run,
  onRefresh,
  refreshHint,
}: {
  run: Run;
  onRefresh?: () => void;
  refreshHint?: string;
}) {
  const { t } = useI18n();
  const { phase, quotaRenewsAt } = run;
  // Ticks only while a quota renewal is pending: Resume stays disabled until that moment passes.
  const now = useNow(1000, quotaRenewsAt !== null);
  const quotaWaiting = quotaRenewsAt !== null && quotaRenewsAt > now;
  const active = isActive(phase);
  // Done, or waiting for Next page: nothing to pause, resume or cancel.
  const steering = phase !== 'done' && phase !== 'more';
  return (
    <div className="run-buttons">
      {steering ? (
        <>
          <button
            type="button"
            className="btn btn-small"
            onClick={run.pause}
            disabled={!active || phase === 'pausing'}
          >
            {t('run.button.pause')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={run.resume}
            disabled={!isStopped(phase) || quotaWaiting}
          >
            {t('run.button.resume')}
          </button>
          <button type="button" className="btn btn-small" onClick={run.cancel} disabled={!active}>
            {t('run.button.cancel')}
          </button>
        </>
      ) : null}
      {phase === 'more' ? (
        <button type="button" className="btn btn-small" onClick={run.nextPage}>
          {t('run.button.nextPage')}
        </button>
      ) : null}
      {onRefresh && !active && phase !== 'opening' ? (
        <button
          type="button"
          className="btn btn-small"
          onClick={onRefresh}
          title={refreshHint ? `${t('run.button.refreshHint')}. ${refreshHint}` : t('run.button.refreshHint')}
        >
          {t('run.button.refresh')}
        </button>
      ) : null}
    </div>
  );
}
