import { useI18n } from '../../lib/i18n';
import type { ViewPage } from './view-pages';

/**
 * Said when rows came dated after this device's clock: a row the service lets out has settled, so the
 * device's clock is behind the service's. What has settled is then judged by the rows' own dates
 * (src/engine/history/commit.ts), not by this clock.
 */
export function ClockNotice({ pages, planned }: { pages: readonly ViewPage[]; planned: number | null }) {
  const { t, f } = useI18n();
  const behind = Math.max(planned ?? 0, ...pages.map((p) => p.clockBehindMs ?? 0));
  if (behind <= 0) return null;
  return (
    <p role="note" className="alert alert-warn">
      {t('run.clock.behind', { time: f.duration(behind) })}
    </p>
  );
}
