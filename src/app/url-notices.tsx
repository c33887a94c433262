export function UrlNotices({ notices, onDismiss }: { notices: readonly string[]; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  return (
    <div className="alert alert-warn url-notices" role="alert">
      <strong>Part of this link could not be used</strong>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
