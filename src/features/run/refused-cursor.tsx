import { isServiceError } from '../../api/errors';
import { useI18n } from '../../lib/i18n';

/**
 * A stored run's cursor refused by the service (it may forget cursors after a while): said in words, with
 * the stored rows still on screen and a way to fetch the query again from its first page.
 */
export function RefusedCursor({
  error,
  resumedFromStore,
  onStartAgain,
}: {
  error: unknown;
  resumedFromStore: boolean;
  onStartAgain: () => void;
}) {
  const { t } = useI18n();
  if (!resumedFromStore || !isServiceError(error) || error.kind !== 'invalid-execution') return null;
  return (
    <div role="alert" className="alert alert-warn">
      <p>{t('run.refused.body')}</p>
      <button type="button" className="btn btn-small" onClick={onStartAgain}>
        {t('run.refused.startAgain')}
      </button>
    </div>
  );
}
