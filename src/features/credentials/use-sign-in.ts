import { useState } from 'react';
import type { Environment } from '../../api/environments';
import { isServiceError } from '../../api/errors';
import { connectEngine } from '../../engine/connect';
import type { Credentials } from '../../api/types';
import { useNow } from '../../lib/use-now';
import { forgetRemembered, remember } from './remember-me';
import { useSessionStore } from './session-store';

/**
 * CreateToken on one environment, then the session starts; a failure stays shown, and after a 429 the
 * button waits until the service's window has passed (docs/service.md#rate-limited-429). The tenant is
 * sent as typed, trimmed (docs/service.md#tenant-type).
 */
export function useSignIn(environment: Environment | undefined) {
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const start = useSessionStore((s) => s.start);
  const retryAt =
    isServiceError(failure) && failure.kind === 'rate-limited' ? failure.details.renewsAt : undefined;
  const now = useNow(250, retryAt !== undefined);
  const waiting = retryAt !== undefined && retryAt > now;

  async function signIn(creds: Credentials, rememberMe: boolean) {
    if (!environment) return;
    setPending(true);
    setFailure(null);
    const client = connectEngine(environment);
    const subscriptionKey = creds.subscriptionKey?.trim() ?? '';
    const credentials: Credentials = { ...creds, tenant: creds.tenant.trim(), subscriptionKey };
    try {
      await client.signIn(credentials);
      if (rememberMe)
        remember({
          environment: environment.name,
          tenant: credentials.tenant,
          accessToken: creds.accessToken,
        });
      else forgetRemembered();
      start({ client, product: subscriptionKey ? 'premium' : 'basic', tenant: credentials.tenant });
    } catch (err) {
      client.signOut();
      setFailure(err);
      setPending(false);
    }
  }

  return { signIn, failure, pending, waiting };
}
