import { createReportingClient } from '../src/api/client';
import type { ReportingClient } from '../src/api/client-contract';
import type { Credentials } from '../src/api/types';
import type { Target } from './environment';
import { countedFetch } from './counted-fetch';
import { keyLocks } from './key-locks';
import { waitProgress, type Progress } from './progress';

interface SignIn {
  target: Target;
  credentials: Credentials;
  stateDir: string;
  signal: AbortSignal;
  progress: Progress;
}

/** The client, signed in at its first use: a run with nothing to fetch makes no call, not even a token. */
export function lazyClient(run: SignIn) {
  let client: ReportingClient | null = null;
  let signingIn: Promise<ReportingClient> | null = null;
  const counted = countedFetch(run.target.fetch);
  return {
    get: () =>
      (signingIn ??= (async () => {
        client = createReportingClient({
          environment: run.target.environment,
          fetch: counted.fetch,
          locks: keyLocks(run.stateDir, run.target.environment.timeScale),
        });
        // Unattended: a CreateToken 429 (someone else just spent the key's three) is waited out, not fatal.
        await client.signIn(run.credentials, run.signal, { onWait: waitProgress(run.progress) });
        return client;
      })()),
    calls: counted.calls,
    signOut: () => client?.signOut(),
  };
}
