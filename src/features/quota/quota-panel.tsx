import { useMutation } from '@tanstack/react-query';
import type { ReportingClient } from '../../api/client-contract';
import { PRODUCTS, type Product } from '../../core/contract';
import { ErrorNotice } from '../errors';
import { formatClock, formatCount, formatKb } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { QuotaMeter } from './quota-meter';
import { ServiceQuota } from './service-quota';
import './quota.css';

/**
 * The quota of the 12-hour window twice: as this app counted its own calls, and as the service says
 * (`CreateToken?info`, asked only when the user presses the button: it spends a call).
 */
export function QuotaPanel({ client, product }: { client: Pick<ReportingClient, 'usage' | 'quotaInfo'>; product: Product }) {
  const now = useNow(1000);
  const usage = client.usage();
  const limits = PRODUCTS[product];
  const info = useMutation({ mutationFn: () => client.quotaInfo() });

  return (
    <section className="quota-panel" aria-labelledby="quota-title">
      <header>
        <h2 id="quota-title">Quota</h2>
        <span className="badge">{product === 'premium' ? 'Premium product' : 'Basic product'}</span>
      </header>
      <div className="quota-columns">
        <div>
          <h3>Counted by this app</h3>
          <QuotaMeter label="Calls" used={usage.calls} limit={limits.calls} />
          <QuotaMeter label="Bandwidth" used={usage.kilobytes} limit={limits.kb} format={formatKb} />
          <p className="muted">
            Request charge {formatCount(Math.round(usage.requestCharge * 100) / 100)} RU · window renews at{' '}
            {formatClock(usage.renewsAt, now)}
          </p>
        </div>
        <div>
          <h3>As the service says</h3>
          {info.data ? (
            <ServiceQuota answer={info.data} now={now} />
          ) : (
            <p className="muted">Not asked yet in this session.</p>
          )}
          {info.error ? <ErrorNotice error={info.error} /> : null}
          <div className="quota-refresh">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => info.mutate()}
              disabled={info.isPending}
            >
              {info.isPending ? 'Asking…' : 'Ask the service'}
            </button>
            <span className="field-hint">Spends one CreateToken-family call (3 per minute).</span>
          </div>
        </div>
      </div>
    </section>
  );
}
