import { useI18n, type MessageId } from '../../lib/i18n';
import type { ListSort, SortKey } from './list-model';

// Widths in % of a fixed-layout table, so every column stays in view in half a screen. A header too long
// for its column shows `short` ("Conversatio" and "Low confidenc" were cut off at 1440 px), which is also
// its accessible name (a voice user says what they see); the full label is its tooltip.
const COLUMNS: { key: SortKey; label: MessageId; short?: MessageId; width: number; numeric?: boolean }[] = [
  { key: 'id', label: 'conversations.col.id', short: 'conversations.col.idShort', width: 13 },
  { key: 'messages', label: 'conversations.col.messages', width: 11, numeric: true },
  { key: 'first', label: 'conversations.col.first', width: 25 },
  { key: 'last', label: 'conversations.col.last', width: 11 },
  { key: 'channel', label: 'conversations.col.channel', width: 13 },
  {
    key: 'lowConfidence',
    label: 'conversations.col.lowConfidence',
    short: 'conversations.col.lowConfidenceShort',
    width: 11,
    numeric: true,
  },
];
const PARTS_WIDTH = 16;

/** The widths of the list's columns, sortable ones then Parts. */
export function ConversationColumns() {
  return (
    <colgroup>
      {COLUMNS.map((c) => (
        <col key={c.key} style={{ width: `${c.width}%` }} />
      ))}
      <col style={{ width: `${PARTS_WIDTH}%` }} />
    </colgroup>
  );
}

/** The header row: a sort button per column; pressing the sorted column again turns its direction. */
export function ConversationHeader({ sort, onSort }: { sort: ListSort; onSort: (sort: ListSort) => void }) {
  const { t } = useI18n();
  const sortBy = (key: SortKey) =>
    onSort({
      key,
      direction: sort.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending',
    });
  return (
    <thead>
      <tr>
        {COLUMNS.map((c) => (
          <th
            key={c.key}
            scope="col"
            className={c.numeric ? 'num' : undefined}
            aria-sort={sort.key === c.key ? sort.direction : undefined}
          >
            <button
              type="button"
              className="conv-sort"
              title={c.short ? t(c.label) : undefined}
              onClick={() => sortBy(c.key)}
            >
              {t(c.short ?? c.label)}
              <span aria-hidden="true">
                {sort.key === c.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
              </span>
            </button>
          </th>
        ))}
        <th scope="col">{t('conversations.col.parts')}</th>
      </tr>
    </thead>
  );
}
