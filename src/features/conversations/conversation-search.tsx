import { useI18n } from '../../lib/i18n';
import { useId, useState, type FormEvent } from 'react';

/** The "Conversation id" field: Enter (or Open) opens the pasted id. */
export function ConversationSearch({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (text: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(openId ?? '');
  // The field follows the open conversation when it changes from elsewhere (list, keys, link).
  const [shownFor, setShownFor] = useState(openId);
  if (shownFor !== openId) {
    setShownFor(openId);
    setText(openId ?? '');
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() !== '') onOpen(text);
  };
  return (
    <form
      className="conv-search"
      onSubmit={submit}
      role="search"
      aria-label={t('conversations.search.label')}
    >
      <label htmlFor={id}>{t('conversations.search.field')}</label>
      <input
        id={id}
        type="text"
        className="mono"
        spellCheck={false}
        autoComplete="off"
        placeholder={t('conversations.search.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn">
        {t('conversations.search.open')}
      </button>
    </form>
  );
}

/** What the panel says when the open id is not among the rows loaded so far. */
export function NotFound({
  id,
  rowCount,
  seeking,
  morePagesRemain,
  loading,
  onKeepLoading,
  onStop,
}: {
  id: string;
  rowCount: number;
  seeking: boolean;
  morePagesRemain: boolean;
  loading: boolean;
  onKeepLoading: () => void;
  onStop: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="conv-not-found">
      <p role="status">
        {seeking
          ? t('conversations.notFound.seeking', { id })
          : morePagesRemain
            ? t('conversations.notFound.notYet', { id })
            : t('conversations.notFound.none', { id })}
      </p>
      <p className="muted">
        {t('conversations.notFound.loaded', { rows: rowCount, loading: loading ? 'yes' : 'no' })}
      </p>
      {seeking ? (
        <button type="button" className="btn" onClick={onStop}>
          {t('conversations.notFound.stop')}
        </button>
      ) : morePagesRemain ? (
        <button type="button" className="btn btn-primary" onClick={onKeepLoading}>
          {t('conversations.notFound.keep')}
        </button>
      ) : null}
    </div>
  );
}
