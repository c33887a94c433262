import type { DialogsOverview } from '../../core/analytics';
import { useI18n } from '../../lib/i18n';
import { alertWords } from './alert-words';
import { useDayAlerts } from './alerts-context';
import { drillToBucket } from './drill';
import { useDrill } from './drill-context';
import { useOverviewText } from './use-overview-text';

/**
 * The days of the run whose figures left their usual range, in words, each a button to that day's rows.
 * Judged once every row is in: a day half fetched would look like a quiet one.
 */
export function AlertsSection({ o, complete }: { o: Pick<DialogsOverview, 'bucket'>; complete: boolean }) {
  const { t, f } = useOverviewText();
  const { locale } = useI18n();
  const alerts = useDayAlerts();
  const drill = useDrill();
  if (o.bucket !== 'day') return null;
  return (
    <section className="ov-alerts" aria-labelledby="ov-alerts">
      <h3 id="ov-alerts">{t('overview.alerts.heading')}</h3>
      <p className="ov-summary">
        {complete ? t('overview.alerts.summary', { count: alerts.length }) : t('overview.alerts.waiting')}
      </p>
      {alerts.length > 0 ? (
        <ul className="ov-alert-list">
          {alerts.map((alert) => {
            const words = alertWords(t, f, locale, alert);
            const period = f.period('day', alert.day);
            return (
              <li key={`${alert.day}|${alert.figure}`}>
                <button
                  type="button"
                  className="ov-link"
                  title={t('overview.drill.showRows', { label: period })}
                  onClick={() => drill(drillToBucket('day', alert.day, period))}
                >
                  {words}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
