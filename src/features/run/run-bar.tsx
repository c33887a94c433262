import type { ReactNode } from 'react';
import { RunButtons } from './run-buttons';
import { RunFacts } from './run-facts';
import { RunMeta } from './run-meta';
import { RunProgress } from './run-progress';
import { statusLine } from './run-status';
import type { Run } from './use-run';
import './run.css';
import { useI18n } from '../../lib/i18n';

/** The run line's id: the focus lands on it when the form it folded had the focus. */
export const RUN_LINE_ID = 'run-line';

/** The envelope's facts behind a disclosure: asked for now and then, never worth a line of the screen. */
function RunDetails({ run }: { run: Run }) {
  const { t } = useI18n();
  return (
    <details className="run-details">
      <summary className="btn btn-small">{t('run.line.details')}</summary>
      <div className="run-details-box">
        <RunFacts totals={run.totals} />
      </div>
    </details>
  );
}

/**
 * Once a run is done its pages and waits are said by the status, but empty values where the service
 * documents one stay worth a line: they are in the rows the user is about to read or export.
 */
function DoneNulls({ count }: { count: number }) {
  const { t } = useI18n();
  return count > 0 ? <p className="run-meta muted">{t('run.meta.nulls', { count })}</p> : null;
}

export interface RunEdit {
  /** Whether the query's form is open (Edit is then pressed). */
  open: boolean;
  onToggle: () => void;
  /** The keys that do the same, as `aria-keyshortcuts` spells them. */
  keys: string;
  /** The id of the form's panel. */
  controls: string;
}

/** Opens the query's full form again (and closes it); its keys are said in its tooltip. */
function EditButton({ edit }: { edit: RunEdit }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="btn btn-small"
      aria-expanded={edit.open}
      aria-controls={edit.controls}
      aria-keyshortcuts={edit.keys}
      title={t('run.line.editHint', { keys: edit.keys })}
      onClick={edit.onToggle}
    >
      {t('run.line.edit')}
    </button>
  );
}

/**
 * The run on screen in one line, so that its results get the rest of the window: what is shown (report
 * and range), how far it is (status and, while it runs, pages and waits), what it cost (`sources`), its
 * details behind a disclosure, and the buttons that matter now. The progress is a strip along its foot.
 */
export function RunBar({
  run,
  title,
  range,
  sources,
  onRefresh,
  refreshHint,
  edit,
}: {
  run: Run;
  /** The report's name, and its range as the run asked it. */
  title: string;
  range: string;
  /** What this run cost: where its rows came from, the calls it took. */
  sources?: ReactNode;
  onRefresh?: () => void;
  /** What a Refresh would fetch now, said in its tooltip. */
  refreshHint?: string;
  /** Edit: the query's form, opened again. */
  edit?: RunEdit;
}) {
  const { t } = useI18n();
  return (
    <section id={RUN_LINE_ID} tabIndex={-1} className="run-bar panel" aria-label={t('run.bar.label')}>
      <p className="run-what">
        <strong>{title}</strong> <span className="run-range">{range}</span>
      </p>
      <div className="run-lines">
        <p role="status" className="run-status">
          {statusLine(run.phase, run.totals, t, run.storedDays)}
        </p>
        {run.phase !== 'done' ? <RunMeta run={run} /> : <DoneNulls count={run.unexpectedNulls} />}
        {sources}
      </div>
      <RunDetails run={run} />
      <RunButtons run={run} onRefresh={onRefresh} refreshHint={refreshHint} />
      {edit ? <EditButton edit={edit} /> : null}
      <RunProgress phase={run.phase} totals={run.totals} />
    </section>
  );
}
