import { useId, useState, type FormEvent } from 'react';

/** The "Conversation id" field: Enter (or Open) opens the pasted id. */
export function ConversationSearch({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (text: string) => void;
}) {
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
    <form className="conv-search" onSubmit={submit} role="search" aria-label="Open a conversation">
      <label htmlFor={id}>Conversation id</label>
      <input
        id={id}
        type="text"
        className="mono"
        spellCheck={false}
        autoComplete="off"
        placeholder="Paste a conversationId"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn">
        Open
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
  const rows = `${rowCount.toLocaleString('en-US')} rows`;
  return (
    <div className="conv-not-found">
      <p role="status">
        {seeking
          ? `Looking for conversation ${id}: loading more pages until it appears.`
          : morePagesRemain
            ? `Conversation ${id} is not among the rows loaded so far.`
            : `No conversation ${id} in this run.`}
      </p>
      <p className="muted">
        {rows} loaded{loading ? ', more arriving' : ''}.
      </p>
      {seeking ? (
        <button type="button" className="btn" onClick={onStop}>
          Stop looking
        </button>
      ) : morePagesRemain ? (
        <button type="button" className="btn btn-primary" onClick={onKeepLoading}>
          Keep loading until found
        </button>
      ) : null}
    </div>
  );
}
