import { RunButtons } from './run-buttons';
import { RunMeta } from './run-meta';
import { RunProgress } from './run-progress';
import { statusLine } from './run-status';
import type { Run } from './use-run';
import './run.css';
import { useI18n } from '../../lib/i18n';

/** Progress of a run, its status sentence and the buttons that steer it. Fixed height: no layout jump. */
export function RunBar({ run, onRefresh }: { run: Run; onRefresh?: () => void }) {
  const { t } = useI18n();
  return (
    <section className="run-bar panel" aria-label={t('run.bar.label')}>
      <div className="run-progress-row">
        <RunProgress phase={run.phase} totals={run.totals} />
        <RunButtons run={run} onRefresh={onRefresh} />
      </div>
      <div className="run-lines">
        <p role="status" className="run-status">
          {statusLine(run.phase, run.totals, t, run.storedDays)}
        </p>
        <RunMeta run={run} />
      </div>
    </section>
  );
}
