import { useI18n } from '../../lib/i18n';
import type { ListFilter } from './list-model';

/** The list's filters: text over id and channel, and the two "only with" checkboxes. */
export function ConversationFilters({
  filter,
  onFilter,
}: {
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="conv-filters">
      <label>
        {t('conversations.filter.text')}{' '}
        <input
          type="search"
          value={filter.text}
          onChange={(e) => onFilter({ ...filter, text: e.target.value })}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.lowConfidenceOnly}
          onChange={(e) => onFilter({ ...filter, lowConfidenceOnly: e.target.checked })}
        />{' '}
        {t('conversations.filter.low')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.withPersonOnly}
          onChange={(e) => onFilter({ ...filter, withPersonOnly: e.target.checked })}
        />{' '}
        {t('conversations.filter.person')}
      </label>
    </div>
  );
}
