import { useI18n } from '../../lib/i18n';
import type { ReportingClient } from '../../api/client-contract';
import { PRODUCTS, type Product } from '../../core/contract';
import { ErrorNotice } from '../errors';
import { useNow } from '../../lib/use-now';
import { QuotaMeter } from './quota-meter';
import { ServiceQuota } from './service-quota';
import { TeamQuota } from './team-quota';
import { useQuotaCheck } from './quota-check';
import './quota.css';

/**
 * The quota of the 12-hour window: as this app counted its own calls, behind the app's server as that
 * server counted every user's calls of the key, and as the service says (`CreateToken?info`, asked only
 * when the user presses the button: it spends a call).
 */
export function QuotaPanel({
  client,
  product,
}: {
  client: Pick<ReportingClient, 'usage' | 'quotaInfo' | 'environment'>;
  product: Product;
}) {
  const { t, f } = useI18n();
  const now = useNow(1000);
  const usage = client.usage();
  const limits = PRODUCTS[product];
  const info = useQuotaCheck(client);

  return (
    <section className="quota-panel" aria-labelledby="quota-title">
      <header>
        <h2 id="quota-title">{t('quota.title')}</h2>
        <span className="badge">{t('quota.product', { product })}</span>
      </header>
      <div className="quota-columns">
        <div>
          <h3>{t('quota.app.title')}</h3>
          <QuotaMeter label={t('quota.calls')} used={usage.calls} limit={limits.calls} />
          <QuotaMeter label={t('quota.bandwidth')} used={usage.kilobytes} limit={limits.kb} format={f.kb} />
          <p className="muted">
            {t('quota.app.footer', {
              ru: Math.round(usage.requestCharge * 100) / 100,
              at: f.clock(usage.renewsAt, now),
            })}
          </p>
          {usage.team ? <TeamQuota team={usage.team} limit={limits.calls} now={now} /> : null}
        </div>
        <div>
          <h3>{t('quota.service.title')}</h3>
          {info.data ? (
            <ServiceQuota answer={info.data} now={now} />
          ) : (
            <p className="muted">{t('quota.service.notAsked')}</p>
          )}
          {info.error ? <ErrorNotice error={info.error} /> : null}
          <div className="quota-refresh">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => info.mutate()}
              disabled={info.isPending}
            >
              {info.isPending ? t('quota.service.asking') : t('quota.service.ask')}
            </button>
            <span className="field-hint">{t('quota.service.askHint')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
