import type { QuotaInfo } from '../../core/contract';
import { formatClock, formatKb } from '../../lib/format';
import { QuotaMeter } from './quota-meter';

/** The `?info` answer: meters when it has the known shape, the raw JSON otherwise. */
export function ServiceQuota({
  answer,
  now,
}: {
  answer: { raw: unknown; parsed: QuotaInfo | null };
  now: number;
}) {
  const q = answer.parsed;
  if (!q) {
    return (
      <>
        <p className="muted">The service answered in a shape this app does not know:</p>
        <pre className="quota-raw mono">{JSON.stringify(answer.raw, null, 2)}</pre>
      </>
    );
  }
  const renews = Date.parse(q.renewsAt);
  return (
    <>
      <QuotaMeter label="Calls (service)" used={q.calls.used} limit={q.calls.limit} />
      <QuotaMeter
        label="Bandwidth (service)"
        used={q.kilobytes.used}
        limit={q.kilobytes.limit}
        format={formatKb}
      />
      <p className="muted">
        {q.product === 'premium' ? 'Premium' : 'Basic'} product · renews at{' '}
        {Number.isNaN(renews) ? q.renewsAt : formatClock(renews, now)}
      </p>
    </>
  );
}
