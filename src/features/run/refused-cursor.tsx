import { isServiceError } from '../../api/errors';

/**
 * A stored run's cursor refused by the service (it may forget cursors after a while): said in words, with
 * the stored rows still on screen and a way to fetch the query again from its first page.
 */
export function RefusedCursor({
  error,
  resumedFromStore,
  onStartAgain,
}: {
  error: unknown;
  resumedFromStore: boolean;
  onStartAgain: () => void;
}) {
  if (!resumedFromStore || !isServiceError(error) || error.kind !== 'invalid-execution') return null;
  return (
    <div role="alert" className="alert alert-warn">
      <p>
        The service refused to go on from where this stored run stopped: it may no longer know the run’s place
        in the results. The stored rows stay on screen. Starting again fetches the query from its first page.
      </p>
      <button type="button" className="btn btn-small" onClick={onStartAgain}>
        Start again
      </button>
    </div>
  );
}
