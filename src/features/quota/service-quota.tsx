import { useI18n } from '../../lib/i18n';
import type { QuotaInfo } from '../../core/contract';
import { QuotaMeter } from './quota-meter';

/** The `?info` answer: meters when it has the known shape, the raw JSON otherwise. */
export function ServiceQuota({
  answer,
  now,
}: {
  answer: { raw: unknown; parsed: QuotaInfo | null };
  now: number;
}) {
  const { t, f } = useI18n();
  const q = answer.parsed;
  if (!q) {
    return (
      <>
        <p className="muted">{t('quota.service.unknownShape')}</p>
        <pre className="quota-raw mono">{JSON.stringify(answer.raw, null, 2)}</pre>
      </>
    );
  }
  const renews = Date.parse(q.renewsAt);
  return (
    <>
      <QuotaMeter label={t('quota.service.calls')} used={q.calls.used} limit={q.calls.limit} />
      <QuotaMeter
        label={t('quota.service.bandwidth')}
        used={q.kilobytes.used}
        limit={q.kilobytes.limit}
        format={f.kb}
      />
      <p className="muted">
        {t('quota.service.footer', {
          product: q.product,
          at: Number.isNaN(renews) ? q.renewsAt : f.clock(renews, now),
        })}
      </p>
    </>
  );
}
