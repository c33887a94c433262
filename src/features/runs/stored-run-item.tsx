import { format } from 'date-fns';
import type { DeviceRun } from '../../engine/types';
import { readSavedView } from '../../core/table';
import { useI18n } from '../../lib/i18n';
import { canResume, lockedReason, runStateLabel } from './run-state-label';
import { heldSpans, runQueryLine } from './run-query-line';
import { savedViewWords } from './saved-view-words';

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
  const { t, f } = useI18n();
  const stored = t('runs.item.stored', { size: f.kb(run.header.storedBytes / 1024) });
  if (run.locked) return <LockedRunItem run={run} stored={stored} onDelete={onDelete} />;
  const { facts } = run;
  const state = runStateLabel(facts, run.activeElsewhere, t);
  const view = savedViewWords(readSavedView(facts.view), t);
  const line = runQueryLine(facts, t);
  const trimmed = heldSpans(facts) !== null;
  return (
    <li className="stored-run" aria-label={`${facts.reportName}, ${line}`}>
      <div className="stored-run-text">
        <strong>
          {facts.reportName} <span className="badge">{facts.environment}</span>
        </strong>
        <span>{line}</span>
        <span className="muted">
          {t('runs.item.facts', {
            rows: facts.rows,
            pages: facts.pagesDone,
            stored,
            when: when(facts.startedAt),
          })}
          {facts.keeping ? '' : t('runs.item.notKept')}
        </span>
        {trimmed ? (
          <span className="muted">
            {t('runs.item.trimmed', { range: `${facts.query.startDate} – ${facts.query.endDate}` })}
          </span>
        ) : null}
        {view ? <span className="muted">{t('runs.item.opens', { view })}</span> : null}
        {facts.reviewed?.length ? (
          <span className="muted">{t('runs.item.reviewed', { count: facts.reviewed.length })}</span>
        ) : null}
        <span className={`stored-run-state stored-run-${facts.state}`}>{state}</span>
      </div>
      <div className="stored-run-actions">
        <button type="button" className="btn btn-small" onClick={onOpen}>
          {t('runs.item.open')}
        </button>
        {canResume(run) ? (
          <button type="button" className="btn btn-small btn-primary" onClick={onResume}>
            {t('runs.item.resume')}
          </button>
        ) : null}
        <button type="button" className="btn btn-small" onClick={onDelete}>
          {t('runs.item.delete')}
        </button>
      </div>
    </li>
  );
}

/** A stored run this key cannot read: what it is, and its deletion. */
function LockedRunItem({
  run,
  stored,
  onDelete,
}: {
  run: Extract<DeviceRun, { locked: true }>;
  stored: string;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  return (
    <li
      className="stored-run stored-run-locked"
      aria-label={t('runs.item.lockedLabel', { when: when(run.header.createdAt) })}
    >
      <div className="stored-run-text">
        <strong>{lockedReason(run.reason, t)}</strong>
        <span className="muted">
          {t('runs.item.lockedFacts', {
            pages: run.header.storedPages,
            stored,
            when: when(run.header.createdAt),
          })}
        </span>
      </div>
      <div className="stored-run-actions">
        <button type="button" className="btn btn-small" onClick={onDelete}>
          {t('runs.item.delete')}
        </button>
      </div>
    </li>
  );
}
