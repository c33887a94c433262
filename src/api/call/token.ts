import { runCall, type CallContext, type Session } from './call';
import { malformed } from './classify';
import { ServiceError } from '../errors';
import { createTokenResponseSchema, windows } from '../../core/contract';
import { createTokenRequest } from '../paging/request-body';
import type { WaitEvent } from '../types';

const refused = (subscriptionKey: boolean, message: string) =>
  subscriptionKey
    ? new ServiceError('unauthorized', message, { status: 401 })
    : new ServiceError(
        'bad-credentials',
        'The service did not accept the access token, its secret or the tenant.',
        {
          status: 401,
        },
      );

/**
 * CreateToken (or its `?info` form), inside the key's 3-per-60-s window. `waitOnRateLimit` is false for an
 * action the user just took (sign-in, quota check): a 429 is then reported at once as 'rate-limited'.
 */
function tokenCall<T>(
  ctx: CallContext,
  session: Session,
  info: boolean,
  accept: (json: unknown) => { value: T } | null,
  opts: { signal?: AbortSignal; onWait?: (event: WaitEvent) => void; waitOnRateLimit: boolean },
): Promise<T> {
  return runCall(ctx, session, {
    kind: 'token',
    request: (signal) => createTokenRequest(ctx.environment, session.credentials, info, signal),
    accept: (json, answer) => {
      const accepted = accept(json);
      return accepted ?? { kind: 'retry', error: malformed(answer, info ? 'a quota answer' : 'a token') };
    },
    onUnauthorized: (v) => Promise.reject(refused(v.subscriptionKey, v.message)),
    fallbackWaitMs: windows(ctx.limits).createTokenWindowMs,
    ...opts,
  });
}

/** How a sign-in meets a 429: a person is told at once, an unattended run waits it out and says so. */
export const signInWaits = (unattended?: { onWait: (event: WaitEvent) => void }) =>
  unattended ? { waitOnRateLimit: true, onWait: unattended.onWait } : { waitOnRateLimit: false };

/** A new bearer token for the session's credentials. */
export async function fetchToken(
  ctx: CallContext,
  session: Session,
  opts: { signal?: AbortSignal; onWait?: (event: WaitEvent) => void; waitOnRateLimit: boolean },
): Promise<string> {
  return tokenCall(
    ctx,
    session,
    false,
    (json) => {
      const parsed = createTokenResponseSchema.safeParse(json);
      return parsed.success ? { value: parsed.data.token } : null;
    },
    opts,
  );
}

/** `CreateToken?info`: its JSON as it came (the shape is not documented). */
export function fetchQuotaInfo(ctx: CallContext, session: Session, signal?: AbortSignal): Promise<unknown> {
  return tokenCall(ctx, session, true, (json) => ({ value: json }), { signal, waitOnRateLimit: false });
}
