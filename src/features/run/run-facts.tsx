import type { RunTotals } from './use-run';
import { useI18n } from '../../lib/i18n';

/**
 * The envelope facts of the run: the last page's names, the sums of times and charges. Shown with dashes
 * before the first page, so the layout does not move when it arrives.
 */
export function RunFacts({ totals }: { totals: RunTotals }) {
  const { t, f } = useI18n();
  const none = totals.pagesDone === 0;
  const or = (text: string) => (none ? '–' : text);
  return (
    <dl className="run-facts">
      <div>
        <dt>{t('run.facts.visualization')}</dt>
        <dd>{totals.nameVisualization ?? '–'}</dd>
      </div>
      <div>
        <dt>{t('run.facts.reportId')}</dt>
        <dd className="mono">{totals.idReport ?? '–'}</dd>
      </div>
      <div>
        <dt>{t('run.facts.executionTime')}</dt>
        <dd>{or(t('run.facts.executionTimeValue', { ms: Math.round(totals.executionTimeMs) }))}</dd>
      </div>
      <div>
        <dt>{t('run.facts.requestCharge')}</dt>
        <dd>{or(t('run.facts.requestChargeValue', { ru: Math.round(totals.requestCharge * 100) / 100 }))}</dd>
      </div>
      <div>
        <dt>{t('run.facts.received')}</dt>
        <dd>{or(f.kb(totals.kilobytes))}</dd>
      </div>
    </dl>
  );
}
