import { isServiceError } from '../../api/errors';
import { Countdown } from '../../lib/countdown';
import { useI18n } from '../../lib/i18n';
import { richText } from '../../lib/i18n/rich';
import { useNow } from '../../lib/use-now';
import { describeError } from './describe-error';

/**
 * Any failure in plain words with what to do next (describeError decides the words once for the whole
 * app), plus a live countdown when the service said when it renews.
 */
export function ErrorNotice({ error, className }: { error: unknown; className?: string }) {
  const { t } = useI18n();
  const renewsAt = isServiceError(error) ? error.details.renewsAt : undefined;
  const now = useNow(250, renewsAt !== undefined);
  const { title, detail, action } = describeError(error, t, now);
  return (
    <div className={`alert alert-danger ${className ?? ''}`} role="alert">
      <strong>{title}</strong>
      {detail ? <p className="alert-detail">{detail}</p> : null}
      {renewsAt !== undefined ? (
        <p>
          {renewsAt > now
            ? richText(t, 'errors.timeLeft', { time: <Countdown until={renewsAt} /> })
            : t('errors.waitOver')}
        </p>
      ) : null}
      {action ? <p>{action}</p> : null}
    </div>
  );
}
