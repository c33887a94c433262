import { useI18n } from '../../lib/i18n';
import type { ViewPage } from './view-pages';

/** How far the device's clock is from the service's, as the plan and the view's pages said it. */
export interface PlannedClock {
  behindMs: number | null;
  aheadMs: number | null;
}

/**
 * Said when the device's clock is far from the service's. Behind: rows came dated after this device's
 * clock (a row the service lets out has settled). Ahead: the service dated its answers before it. Either
 * way what has settled is judged on the service's clock (src/engine/history/commit.ts), not on this one.
 */
export function ClockNotice({
  pages,
  planned,
}: {
  pages: readonly ViewPage[];
  planned: PlannedClock | null;
}) {
  const { t, f } = useI18n();
  const behind = Math.max(planned?.behindMs ?? 0, ...pages.map((p) => p.clockBehindMs ?? 0));
  const ahead = Math.max(planned?.aheadMs ?? 0, ...pages.map((p) => p.clockAheadMs ?? 0));
  if (behind <= 0 && ahead <= 0) return null;
  return (
    <p role="note" className="alert alert-warn">
      {behind > 0
        ? t('run.clock.behind', { time: f.duration(behind) })
        : t('run.clock.ahead', { time: f.duration(ahead) })}
    </p>
  );
}
