import { formatDuration } from './format';
import { useNow } from './use-now';

/** Time left until `until`, ticking; "now" once it has passed. */
export function Countdown({ until, tickMs = 250 }: { until: number; tickMs?: number }) {
  const now = useNow(tickMs);
  const left = until - now;
  return <span className="countdown">{left > 0 ? formatDuration(left) : 'now'}</span>;
}
