import type { WaitEvent } from '../../api/types';
import { Countdown } from '../../lib/countdown';
import { useI18n } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich';

/** Why the run is waiting, with the time left; nothing for the client's own throttle. */
export function WaitLine({ wait }: { wait: WaitEvent }) {
  const { t } = useI18n();
  switch (wait.kind) {
    case 'rate-limited':
      return (
        <span className="run-wait">
          {richText(t, 'run.wait.rateLimited', { time: <Countdown until={wait.until} /> })}
        </span>
      );
    case 'retry':
      return (
        <span className="run-wait">
          {richText(t, 'run.wait.retry', {
            // The service's own words when it gave some, as sent.
            reason: wait.reason.replace(/\.$/, ''),
            attempt: wait.attempt,
            time: <Countdown until={wait.until} />,
          })}
        </span>
      );
    case 'shared-key':
      return (
        <span className="run-wait">
          {richText(t, wait.clients > 1 ? 'run.wait.sharedKey' : 'run.wait.keyHeld', {
            clients: wait.clients,
            time: <Countdown until={wait.until} />,
          })}
        </span>
      );
    case 'token-refresh':
      return <span className="run-wait">{t('run.wait.tokenRefresh')}</span>;
    case 'throttle':
      return null;
  }
}
