import { format } from 'date-fns';
import type { DeviceRun } from '../../engine/types';
import { describeSavedView, readSavedView } from '../../core/table';
import { formatCount, formatKb } from '../../lib/format';
import { canResume, lockedReason, runStateLabel } from './run-state-label';
import { runQueryLine } from './run-query-line';

const when = (at: number) => format(new Date(at), 'yyyy-MM-dd HH:mm');

/** One stored run: what it is, how much of it is kept, its state, and what can be done with it. */
export function StoredRunItem({
  run,
  onOpen,
  onResume,
  onDelete,
}: {
  run: DeviceRun;
  onOpen: () => void;
  onResume: () => void;
  onDelete: () => void;
}) {
  const stored = `${formatKb(run.header.storedBytes / 1024)} stored`;
  if (run.locked) {
    return (
      <li
        className="stored-run stored-run-locked"
        aria-label={`Locked run stored ${when(run.header.createdAt)}`}
      >
        <div className="stored-run-text">
          <strong>{lockedReason(run.reason)}</strong>
          <span className="muted">
            {formatCount(run.header.storedPages)} pages · {stored} · stored {when(run.header.createdAt)}
          </span>
        </div>
        <div className="stored-run-actions">
          <button type="button" className="btn btn-small" onClick={onDelete}>
            Delete
          </button>
        </div>
      </li>
    );
  }
  const { facts } = run;
  const state = runStateLabel(facts, run.activeElsewhere);
  const view = describeSavedView(readSavedView(facts.view));
  return (
    <li className="stored-run" aria-label={`${facts.reportName}, ${runQueryLine(facts.query)}`}>
      <div className="stored-run-text">
        <strong>
          {facts.reportName} <span className="badge">{facts.environment}</span>
        </strong>
        <span>{runQueryLine(facts.query)}</span>
        <span className="muted">
          {formatCount(facts.rows)} rows · {formatCount(facts.pagesDone)} pages · {stored} · fetched{' '}
          {when(facts.startedAt)}
          {facts.keeping ? '' : ' · storage was full: later pages not kept'}
        </span>
        {view ? <span className="muted">Opens {view}</span> : null}
        <span className={`stored-run-state stored-run-${facts.state}`}>{state}</span>
      </div>
      <div className="stored-run-actions">
        <button type="button" className="btn btn-small" onClick={onOpen}>
          Open
        </button>
        {canResume(run) ? (
          <button type="button" className="btn btn-small btn-primary" onClick={onResume}>
            Resume
          </button>
        ) : null}
        <button type="button" className="btn btn-small" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
