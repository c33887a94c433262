import { useI18n } from '../../lib/i18n';
import type { Conversation } from '../../core/conversations';
import { NotFound } from './conversation-search';
import { TranscriptView } from './transcript-view';
import type { Seeking } from './use-seeking';

/** The reading side of the panel: the open conversation, what stands in for it while missing, or a hint. */
export function ConversationReader({
  conversation,
  openId,
  rowCount,
  reportName,
  loading,
  morePagesRemain,
  search,
  onClose,
}: {
  conversation: Conversation | null;
  openId: string | null;
  rowCount: number;
  reportName: string;
  loading: boolean;
  morePagesRemain: boolean;
  search: Seeking;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="conv-reader">
      {conversation !== null ? (
        <TranscriptView conversation={conversation} reportName={reportName} onClose={onClose} />
      ) : openId !== null ? (
        <NotFound
          id={openId}
          rowCount={rowCount}
          seeking={search.seeking}
          morePagesRemain={morePagesRemain}
          loading={loading}
          onKeepLoading={search.keepLoading}
          onStop={search.stop}
        />
      ) : (
        <p className="muted conv-empty">{t('conversations.reader.hint')}</p>
      )}
    </div>
  );
}
