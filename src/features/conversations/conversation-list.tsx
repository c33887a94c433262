import { useI18n } from '../../lib/i18n';
import { useEffect, useRef } from 'react';
import type { ConversationSummary } from '../../core/conversations';
import { ConversationColumns, ConversationHeader } from './conversation-columns';
import { ConversationFilters } from './conversation-filters';
import { ConversationRow } from './conversation-row';
import type { ListFilter, ListSort } from './list-model';
import { useShownLines } from './use-shown-lines';

export interface ConversationListProps {
  lines: readonly ConversationSummary[];
  total: number;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  openId: string | null;
  onOpen: (id: string) => void;
}

/** Keeps the open line in view when j/k moves past the visible part of the list. */
function useOpenRowInView(openId: string | null) {
  const tableRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (openId === null) return;
    const row = tableRef.current?.querySelector(`tr[data-id="${CSS.escape(openId)}"]`);
    row?.scrollIntoView({ block: 'nearest' });
  }, [openId]);
  return tableRef;
}

/** One line per conversation, sortable and filterable; lines are shown a hundred at a time. */
export function ConversationList(props: ConversationListProps) {
  const { t } = useI18n();
  const { lines, total, openId, onOpen } = props;
  const { shown, more, showMore } = useShownLines(lines, openId);
  const tableRef = useOpenRowInView(openId);

  return (
    <section className="conv-list" aria-labelledby="conv-list-title">
      <h3 id="conv-list-title">{t('conversations.list.title')}</h3>
      <ConversationFilters filter={props.filter} onFilter={props.onFilter} />
      <p className="muted">
        {lines.length === total
          ? t('conversations.list.count', { total })
          : t('conversations.list.match', { shown: lines.length, total })}
      </p>
      <div className="conv-table-wrap">
        <table className="conv-table" ref={tableRef}>
          <caption className="visually-hidden">{t('conversations.list.caption')}</caption>
          <ConversationColumns />
          <ConversationHeader sort={props.sort} onSort={props.onSort} />
          <tbody>
            {shown.map((l) => (
              <ConversationRow key={l.id} line={l} open={l.id === openId} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 ? (
        <button type="button" className="btn btn-small" onClick={showMore}>
          {t('conversations.list.more', { count: more })}
        </button>
      ) : null}
    </section>
  );
}
