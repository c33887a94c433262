import type { StoredRunLoad } from './use-stored-run';

/** Pages of a stored run that could not be read (damaged or undecryptable): said, while the rest is shown. */
export function StoredRunNotice({ load }: { load: StoredRunLoad }) {
  if (load.unreadable.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warn">
      <p>
        {load.unreadable.length === 1 ? 'One stored page' : `${load.unreadable.length} stored pages`} could
        not be read; the other pages are shown.
      </p>
      <ul>
        {load.unreadable.map((u) => (
          <li key={u.index}>
            Page {u.index}: {u.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
