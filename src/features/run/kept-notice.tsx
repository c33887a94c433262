import type { KeptState } from './use-kept-state';
import { useI18n } from '../../lib/i18n';

/**
 * Said once storing stopped in the middle of a run: the rows on screen stay, the run goes on in memory,
 * and what is not kept would have to be fetched again after a reload.
 */
export function KeptNotice({ kept }: { kept: KeptState }) {
  const { t } = useI18n();
  if (kept.fullFromPage === null) return null;
  return (
    <p role="alert" className="alert alert-warn">
      {t('run.kept.full', { page: kept.fullFromPage })}
    </p>
  );
}
