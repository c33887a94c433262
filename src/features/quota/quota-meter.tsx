import { formatCount } from '../../lib/format';

/** One "used of limit" line with a bar; the bar turns amber past 80 % and red past 95 %. */
export function QuotaMeter({
  label,
  used,
  limit,
  format = formatCount,
}: {
  label: string;
  used: number;
  limit: number;
  format?: (n: number) => string;
}) {
  const ratio = limit > 0 ? Math.min(1, used / limit) : 0;
  const level = ratio > 0.95 ? 'is-danger' : ratio > 0.8 ? 'is-warn' : '';
  return (
    <div className="quota-meter">
      <div className="quota-meter-text">
        <span>{label}</span>
        <span>
          {format(used)} of {format(limit)}
        </span>
      </div>
      <div
        className={`quota-meter-bar ${level}`}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${format(used)} of ${format(limit)}`}
      >
        <div style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
