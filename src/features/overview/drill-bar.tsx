import type { OverviewDrill } from './drill';
import { useOverviewText } from './use-overview-text';

/**
 * Above the grid after a click in the overview: which rows it shows, a way to remove that filter, and a
 * way back to the overview as it was.
 */
export function DrillBar({
  drill,
  onRemove,
  onBack,
}: {
  drill: OverviewDrill;
  onRemove: () => void;
  onBack: () => void;
}) {
  const { t } = useOverviewText();
  return (
    <div
      className="ov-drill-bar"
      role="group"
      aria-label={t('overview.drillBar.filtered', { label: drill.label })}
    >
      <span className="ov-drill-chip">
        {t('overview.drillBar.filtered', { label: drill.label })}
        <button
          type="button"
          className="ov-drill-remove"
          aria-label={t('overview.drillBar.remove')}
          title={t('overview.drillBar.remove')}
          onClick={onRemove}
        >
          ×
        </button>
      </span>
      <button type="button" onClick={onBack}>
        {t('overview.drillBar.back')}
      </button>
    </div>
  );
}
