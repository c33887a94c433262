import type { WaitEvent } from '../../api/types';
import { Countdown } from '../../lib/countdown';

/** Why the run is waiting, with the time left; nothing for the client's own throttle. */
export function WaitLine({ wait }: { wait: WaitEvent }) {
  switch (wait.kind) {
    case 'rate-limited':
      return (
        <span className="run-wait">
          The service asked to slow down (429): next try <Countdown lead="in " until={wait.until} />.
        </span>
      );
    case 'retry':
      return (
        <span className="run-wait">
          {wait.reason.replace(/\.$/, '')}: trying again (attempt {wait.attempt}){' '}
          <Countdown lead="in " until={wait.until} />.
        </span>
      );
    case 'token-refresh':
      return <span className="run-wait">The sign-in expired: getting a new token…</span>;
    case 'throttle':
      return null;
  }
}
