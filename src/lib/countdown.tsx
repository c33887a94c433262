import { formatClock, formatDuration } from './format';
import { useNow } from './use-now';

/** Time left until `until`, ticking; "now" once it has passed. */
export function Countdown({ until, tickMs = 250 }: { until: number; tickMs?: number }) {
  const now = useNow(tickMs);
  const left = until - now;
  return <span className="countdown">{left > 0 ? formatDuration(left) : 'now'}</span>;
}

/** "Renews at 14:02:10, in 3 min 05 s", then `done` once that moment has passed. */
export function RenewsAt({ at, done }: { at: number; done: string }) {
  const now = useNow(250);
  if (at <= now) return <>{done}</>;
  return (
    <>
      Renews at {formatClock(at, now)}, in <span className="countdown">{formatDuration(at - now)}</span>.
    </>
  );
}
