import type { RunPhase, RunTotals } from './use-run';
import { useI18n } from '../../lib/i18n';

/**
 * The pages loaded as a bar; before the first page the total is unknown, so it says so. The fill is
 * scaled, not sized, and steps without a transition: a transition of its width laid out and painted the
 * page in every frame of a run whose pages land several times a second, and one of its transform still
 * made the compositor draw a frame at every vsync while pages landed, CPU taken from the run's own work
 * (measured: docs/architecture.md#the-teams-history).
 */
export function RunProgress({ phase, totals }: { phase: RunPhase; totals: RunTotals }) {
  const { t } = useI18n();
  const { totalPages, pagesDone } = totals;
  const percent = totalPages ? Math.round((pagesDone / totalPages) * 100) : 0;
  return (
    <div
      className="run-progress"
      role="progressbar"
      aria-label={t('run.progress.label')}
      aria-valuemin={0}
      aria-valuemax={totalPages ?? undefined}
      aria-valuenow={totalPages !== null ? pagesDone : undefined}
      aria-valuetext={
        totalPages !== null
          ? t('run.progress.value', { done: pagesDone, total: totalPages })
          : t('run.progress.waiting')
      }
    >
      <div
        className={`run-progress-fill ${phase === 'done' ? 'is-done' : ''}`}
        style={{ transform: `scaleX(${percent / 100})` }}
      />
    </div>
  );
}
