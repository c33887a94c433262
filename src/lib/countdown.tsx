import { formatClock, formatDuration } from './format';
import { useNow } from './use-now';

/**
 * Time left until `until`, ticking; "now" once it has passed. `lead` ("in ") goes before the time only:
 * "next try in now" read wrong once the wait was over.
 */
export function Countdown({
  until,
  tickMs = 250,
  lead = '',
}: {
  until: number;
  tickMs?: number;
  lead?: string;
}) {
  const now = useNow(tickMs);
  const left = until - now;
  if (left <= 0) return <span className="countdown">now</span>;
  return (
    <>
      {lead}
      <span className="countdown">{formatDuration(left)}</span>
    </>
  );
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
