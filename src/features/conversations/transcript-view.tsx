import { useI18n } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich';
import { useEffect, useMemo, useRef } from 'react';
import {
  conversationCsv,
  conversationXlsx,
  maskConversation,
  TRANSCRIPT_WORDS,
  transcriptText,
  type Conversation,
} from '../../core/conversations';
import { Masker, maskingSidecar, sidecarName, type MaskCounts } from '../../core/personal-data';
import { MaskControls, useMaskSetting } from '../../lib/mask-controls';
import type { MaskSetting } from '../../lib/mask-setting';
import { VALUE_WORDS } from '../../core/contract';
import { csvFileName } from '../../core/csv';
import { downloadText } from '../../lib/download';
import { WorkbookButton } from '../export';
import { MessageItem } from './message-item';
import { TranscriptSummary } from './transcript-summary';

/**
 * The conversation a download writes, with what masking did when "Mask personal data" is on: each file
 * masked under a key of its own, as every export is.
 */
function forDownload(
  conversation: Conversation,
  setting: MaskSetting,
): { conversation: Conversation; masking?: MaskCounts } {
  if (!setting.on) return { conversation };
  const masker = new Masker(setting.as);
  return { conversation: maskConversation(conversation, masker), masking: masker.counts };
}

/** The transcript's downloads (CSV, workbook, plain text), the masking switch and Close. */
function TranscriptActions({
  conversation,
  reportName,
  onClose,
}: {
  conversation: Conversation;
  reportName: string;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const mask = useMaskSetting();
  const baseName = `${reportName} conversation ${conversation.id}`;
  return (
    <div className="conv-actions">
      <MaskControls />
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          const file = forDownload(conversation, mask);
          const name = csvFileName(baseName, '', '');
          downloadText(conversationCsv(file.conversation), name, 'text/csv;charset=utf-8');
          if (file.masking)
            downloadText(maskingSidecar(file.masking, name), sidecarName(name), 'application/json');
        }}
      >
        {t('conversations.transcript.csv')}
      </button>
      <WorkbookButton
        fileName={csvFileName(baseName, '', '', 'xlsx')}
        build={(words) => {
          const file = forDownload(conversation, mask);
          return conversationXlsx(file.conversation, {
            reportName,
            values: VALUE_WORDS[locale],
            ...words,
            ...(file.masking ? { masking: file.masking } : {}),
          });
        }}
      />
      <button
        type="button"
        className="btn btn-small"
        onClick={() =>
          downloadText(
            transcriptText(forDownload(conversation, mask).conversation, TRANSCRIPT_WORDS[locale]),
            csvFileName(baseName, '', '', 'txt'),
            'text/plain;charset=utf-8',
          )
        }
      >
        {t('conversations.transcript.text')}
      </button>
      <button type="button" className="btn btn-small" onClick={onClose}>
        {t('conversations.transcript.close')}
      </button>
    </div>
  );
}

export function TranscriptView({
  conversation: received,
  atMessage,
  reportName,
  onClose,
}: {
  conversation: Conversation;
  /** A message to land on (its index among the run's rows): scrolled to, focused and marked. */
  atMessage: number | null;
  reportName: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { on, as } = useMaskSetting();
  // Masked on screen too, for a shared screen: pseudonyms stay the same while this conversation is open.
  const conversation = useMemo(
    () => (on ? maskConversation(received, new Masker(as)) : received),
    [received, on, as],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the rows, the grid that had the focus is hidden with its tab and the focus falls back to
  // the page: a keyboard user lands on the conversation instead. Focus elsewhere (the id field, j/k on
  // the list) is left where it is.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[hidden]')) heading.current?.focus();
  }, [conversation.id]);
  const messages = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (atMessage === null) return;
    const item = messages.current?.querySelector<HTMLElement>('[aria-current="true"]');
    item?.scrollIntoView({ block: 'center' });
    item?.focus();
  }, [conversation.id, atMessage]);
  return (
    <article className="conv-transcript" aria-labelledby="conv-transcript-title">
      <header className="conv-transcript-head">
        <h3 id="conv-transcript-title" ref={heading} tabIndex={-1}>
          {richText(t, 'conversations.transcript.title', {
            id: <span className="mono">{conversation.id}</span>,
          })}
        </h3>
        <TranscriptActions conversation={received} reportName={reportName} onClose={onClose} />
      </header>
      <TranscriptSummary summary={conversation.summary} />
      <h4 className="visually-hidden">{t('conversations.transcript.messages')}</h4>
      <ol
        ref={messages}
        className="conv-messages"
        aria-label={t('conversations.transcript.messagesLabel')}
        tabIndex={0}
      >
        {conversation.messages.map((m) => (
          <MessageItem key={m.index} message={m} current={m.index === atMessage} />
        ))}
      </ol>
    </article>
  );
}
