import { describeError } from '../../api/describe-error';
import { isServiceError } from '../../api/errors';
import { Countdown } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';

/**
 * Any failure in plain words with what to do next (describeError decides the words once for the whole
 * app), plus a live countdown when the service said when it renews.
 */
export function ErrorNotice({ error, className }: { error: unknown; className?: string }) {
  const renewsAt = isServiceError(error) ? error.details.renewsAt : undefined;
  const now = useNow(250, renewsAt !== undefined);
  const { title, detail, action } = describeError(error, now);
  return (
    <div className={`alert alert-danger ${className ?? ''}`} role="alert">
      <strong>{title}</strong>
      {detail ? <p className="alert-detail">{detail}</p> : null}
      {renewsAt !== undefined ? (
        <p>
          {renewsAt > now ? (
            <>
              Time left: <Countdown until={renewsAt} />
            </>
          ) : (
            'The wait is over: you can go on.'
          )}
        </p>
      ) : null}
      {action ? <p>{action}</p> : null}
    </div>
  );
}
