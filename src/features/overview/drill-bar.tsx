import { isConversationsDrill, type OverviewDrill } from './drill';
import { useOverviewText } from './use-overview-text';

/**
 * Above the grid or the conversations list after a click in the overview: which rows or conversations
 * it shows, a way to remove that filter, and a way back to the overview as it was.
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
  const label = isConversationsDrill(drill)
    ? t('overview.drillBar.conversations', { label: drill.label })
    : t('overview.drillBar.filtered', { label: drill.label });
  return (
    <div className="ov-drill-bar" role="group" aria-label={label}>
      <span className="ov-drill-chip">
        {label}
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
