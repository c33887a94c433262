import { useNow } from '../../lib/use-now';
import { isActive, isStopped } from './run-phase';
import type { Run } from './use-run';
import { useI18n } from '../../lib/i18n';

/**
 * Pause, Resume, Cancel, when the service has more, Next page, and on a view of the history, Refresh:
 * a new view of the same range that fetches only what had not settled and what is new.
 */
export function RunButtons({ run, onRefresh }: { run: Run; onRefresh?: () => void }) {
  const { t } = useI18n();
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
      {phase === 'more' ? (
        <button type="button" className="btn btn-small" onClick={run.nextPage}>
          {t('run.button.nextPage')}
        </button>
      ) : null}
      {onRefresh ? (
        <button
          type="button"
          className="btn btn-small"
          onClick={onRefresh}
          disabled={active || phase === 'opening'}
          title={t('run.button.refreshHint')}
        >
          {t('run.button.refresh')}
        </button>
      ) : null}
    </div>
  );
}
