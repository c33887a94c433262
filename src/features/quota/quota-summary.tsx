import type { ReportingClient } from '../../api/client-contract';
import { PRODUCTS, type Product } from '../../core/contract';
import { formatCount } from '../../lib/format';
import { useNow } from '../../lib/use-now';

/** The top bar's one-line quota: calls this app made in the window, of the product's limit. */
export function QuotaSummary({ client, product }: { client: Pick<ReportingClient, 'usage' | 'quotaInfo'>; product: Product }) {
  useNow(1000);
  const usage = client.usage();
  return (
    <span className="quota-summary">
      {formatCount(usage.calls)} / {formatCount(PRODUCTS[product].calls)} calls
    </span>
  );
}
