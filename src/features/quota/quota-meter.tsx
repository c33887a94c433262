import { useI18n } from '../../lib/i18n';

/** One "used of limit" line with a bar; the bar turns amber past 80 % and red past 95 %. */
export function QuotaMeter({
  label,
  used,
  limit,
  format,
}: {
  label: string;
  used: number;
  limit: number;
  format?: (n: number) => string;
}) {
  const { t, f } = useI18n();
  const show = format ?? f.count;
  const said = t('quota.usedOf', { used: show(used), limit: show(limit) });
  const ratio = limit > 0 ? Math.min(1, used / limit) : 0;
  const level = ratio > 0.95 ? 'is-danger' : ratio > 0.8 ? 'is-warn' : '';
  return (
    <div className="quota-meter">
      <div className="quota-meter-text">
        <span>{label}</span>
        <span>{said}</span>
      </div>
      <div
        className={`quota-meter-bar ${level}`}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={said}
      >
        <div style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
