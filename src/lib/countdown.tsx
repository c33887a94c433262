import { useI18n } from './i18n';
import { richText } from './i18n/rich';
import { useNow } from './use-now';

/** Time left until `until`, ticking; the word for "now" once it has passed. */
export function Countdown({ until, tickMs = 250 }: { until: number; tickMs?: number }) {
  const { t, f } = useI18n();
  const now = useNow(tickMs);
  const left = until - now;
  return <span className="countdown">{left <= 0 ? t('lib.countdown.now') : f.duration(left)}</span>;
}

/** "Renews at 14:02:10, in 3 min 05 s", then `done` once that moment has passed. */
export function RenewsAt({ at, done }: { at: number; done: string }) {
  const { t, f } = useI18n();
  const now = useNow(250);
  if (at <= now) return <>{done}</>;
  return richText(t, 'lib.countdown.renewsAt', {
    clock: f.clock(at, now),
    left: <span className="countdown">{f.duration(at - now)}</span>,
  });
}
