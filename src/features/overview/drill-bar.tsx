import { FilterBar } from '../../lib/filter-bar';
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
    <FilterBar
      label={label}
      removeLabel={t('overview.drillBar.remove')}
      backLabel={t('overview.drillBar.back')}
      onRemove={onRemove}
      onBack={onBack}
    />
  );
}
