import { useI18n } from '../../lib/i18n';
import type { ReportingClient } from '../../api/client-contract';
import { PRODUCTS, type Product } from '../../core/contract';
import { useNow } from '../../lib/use-now';

/** The top bar's one-line quota: calls this app made in the window, of the product's limit. */
export function QuotaSummary({
  client,
  product,
}: {
  client: Pick<ReportingClient, 'usage' | 'quotaInfo'>;
  product: Product;
}) {
  const { t } = useI18n();
  useNow(1000);
  const usage = client.usage();
  return (
    <span className="quota-summary">
      {t('quota.summary', { used: usage.calls, limit: PRODUCTS[product].calls })}
    </span>
  );
}
