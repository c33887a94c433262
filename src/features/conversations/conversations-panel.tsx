import { useI18n } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ConversationList } from './conversation-list';
import { ConversationSearch } from './conversation-search';
import { ConversationReader } from './conversation-reader';
import {
  DEFAULT_SORT,
  NO_FILTER,
  stepFrom,
  visibleConversations,
  type ListFilter,
  type ListSort,
} from './list-model';
import type { ConversationIndexState } from './use-conversation-index';
import { useSeeking } from './use-seeking';
import { useStepKeys } from './use-step-keys';
import './conversations.css';

// The key's own name, as printed on keyboards in either language.
const ALT = 'Alt';

export interface ConversationsPanelProps {
  /**
   * The run's conversation index, fed page by page by the shell from the run's first page (see
   * use-conversation-index.ts), so the panel opens without indexing every row at once.
   */
  conversations: ConversationIndexState;
  openConversationId: string | null;
  /** The message to land on in the open conversation (its index among the run's rows), if any. */
  atMessage?: number | null;
  onOpenConversation: (id: string | null) => void;
  morePagesRemain: boolean;
  /** The person asked to keep loading pages until the open conversation appears. */
  onKeepLoading: () => void;
  /**
   * Called once that search ends: the conversation appeared, the person stopped it or opened another
   * one, or the panel went away. The shell stops fetching pages it was fetching only for the search.
   */
  onStopLoading?: () => void;
  loading: boolean;
  reportName: string;
  rangeLabel: string;
  /** Only these conversations are listed (a figure of the overview drilled into), with `above` saying so. */
  only?: ReadonlySet<string>;
  above?: ReactNode;
}

/** The conversation inspector of a DIALOGS run: find, list, read and export conversations. */
export function ConversationsPanel(props: ConversationsPanelProps) {
  const { openConversationId: openId, onOpenConversation, morePagesRemain } = props;
  const { t } = useI18n();
  const { index, rowCount } = props.conversations;
  const [sort, setSort] = useState<ListSort>(DEFAULT_SORT);
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);

  const summaries = index.summaries(); // cached in the index: a new array only after new rows
  const { only } = props;
  const lines = useMemo(
    () => visibleConversations(summaries, sort, filter, only),
    [summaries, sort, filter, only],
  );
  const conversation = useMemo(
    () => (openId !== null && rowCount > 0 ? index.conversation(openId) : null),
    [index, openId, rowCount],
  );
  const search = useSeeking({
    openId,
    found: conversation !== null,
    morePagesRemain,
    onKeepLoading: props.onKeepLoading,
    onStop: props.onStopLoading,
  });

  const root = useRef<HTMLElement>(null);
  useStepKeys(root, (step) => {
    const next = stepFrom(lines, openId, step);
    if (next !== null && next !== openId) onOpenConversation(next);
  });

  return (
    <section className="conv-panel" aria-labelledby="conv-panel-title" ref={root}>
      <header className="conv-panel-head">
        <h2 id="conv-panel-title">{t('conversations.title')}</h2>
        <p className="muted">
          {t('conversations.scope', {
            report: props.reportName,
            range: props.rangeLabel,
            rows: rowCount,
            count: index.size,
            loading: props.loading ? 'yes' : 'no',
          })}
        </p>
      </header>
      {props.above}
      <ConversationSearch
        openId={openId}
        onOpen={(text) => onOpenConversation(index.resolve(text) ?? text.trim())}
      />
      <KeysHint />
      <div className="conv-layout">
        <ConversationList
          lines={lines}
          total={summaries.length}
          sort={sort}
          onSort={setSort}
          filter={filter}
          onFilter={setFilter}
          openId={openId}
          onOpen={onOpenConversation}
        />
        <ConversationReader
          conversation={conversation}
          atMessage={props.atMessage ?? null}
          openId={openId}
          rowCount={rowCount}
          reportName={props.reportName}
          loading={props.loading}
          morePagesRemain={morePagesRemain}
          search={search}
          onClose={() => onOpenConversation(null)}
        />
      </div>
    </section>
  );
}

/** The keys that step through the list, as printed on the keyboard. */
function KeysHint() {
  const { t } = useI18n();
  const alt = (arrow: string) => (
    <>
      <kbd>{ALT}</kbd>+<kbd>{arrow}</kbd>
    </>
  );
  const keys = { j: <kbd>j</kbd>, k: <kbd>k</kbd>, altDown: alt('↓'), altUp: alt('↑') };
  return <p className="conv-hint">{richText(t, 'conversations.keysHint', keys)}</p>;
}
