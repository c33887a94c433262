import type { ListFilter } from './list-model';

/** The list's filters: text over id and channel, and the two "only with" checkboxes. */
export function ConversationFilters({
  filter,
  onFilter,
}: {
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
}) {
  return (
    <div className="conv-filters">
      <label>
        Filter by id or channel{' '}
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
        Only with low confidence
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.withPersonOnly}
          onChange={(e) => onFilter({ ...filter, withPersonOnly: e.target.checked })}
        />{' '}
        Only with an agent or consultant
      </label>
    </div>
  );
}
