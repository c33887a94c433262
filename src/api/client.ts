import type { CallContext, Session } from './call/call';
import type { ClientOptions, ReportingClient, Unattended } from './client-contract';
import { ServiceError } from './errors';
import { createGate } from './pace/gate';
import { createTokenRequestSchema, quotaInfoSchema, windows } from '../core/contract';
import { clientLimits } from './client-limits';
import { defaultLockManager, lockNameFor } from './locks';
import { runPages } from './paging/paging';
import { createThrottle, type Throttle } from './pace/throttle';
import { fetchQuotaInfo, fetchToken, signInWaits } from './call/token';
import { KEY_QUEUE_HEADERS, queueClientId, withRequestHeader } from './call/key-queue';
import type { Credentials } from './types';
import { createUsageBook } from './pace/usage';
import { teamHistoryCalls } from './team/team-calls';

const notSignedIn = () => new ServiceError('unauthorized', 'Sign in first.');

/**
 * The team's history of an environment whose server keeps one (docs/architecture.md#the-teams-history),
 * read with the signed-in session's token; a 401 there gets a new token as an ExecuteReport's does.
 */
function teamOf(ctx: CallContext, current: () => Session | null) {
  if (!ctx.environment.teamHistory || ctx.environment.mode !== 'proxy') return null;
  const signedIn = () => {
    const session = current();
    if (!session?.token) throw notSignedIn();
    return session;
  };
  return teamHistoryCalls(ctx.environment, ctx.fetch, {
    tenant: () => signedIn().credentials.tenant,
    token: () => current()?.token ?? null,
    async renew(signal) {
      const session = signedIn();
      session.token = await fetchToken(ctx, session, { signal, waitOnRateLimit: true });
    },
  });
}

export function createReportingClient(options: ClientOptions): ReportingClient {
  const { environment } = options;
  const limits = options.limits ?? clientLimits(environment.timeScale);
  const now = options.now ?? Date.now;
  const locks = options.locks ?? defaultLockManager();
  const gate = createGate();
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const ctx: CallContext = {
    environment,
    // Through the app's server, every call names this client: its turns on a shared key outlast a token.
    fetch:
      environment.mode === 'proxy'
        ? withRequestHeader(fetch, KEY_QUEUE_HEADERS.client, queueClientId())
        : fetch,
    limits,
    now,
    usage: createUsageBook(windows(limits).quotaPeriodMs, now),
  };
  // One throttle per key for the client's lifetime, so signing in again keeps the key's pace.
  const throttles = new Map<string, Promise<Throttle>>();
  const throttleOf = (key: string) => {
    const known = throttles.get(key);
    if (known) return known;
    const made = lockNameFor(key).then((lockName) => createThrottle({ locks, lockName, limits, gate, now }));
    throttles.set(key, made);
    return made;
  };
  let session: Session | null = null;
  let lastKey: string | null = null;

  const signOut = () => {
    if (session) {
      session.signedOut = true; // a run still going stops before its next call
      session.token = null;
      session.credentials = { accessToken: '', accessTokenSecret: '', tenant: '' };
    }
    session = null;
  };
  const requireSession = () => {
    if (!session?.token) throw notSignedIn();
    return session;
  };

  const team = teamOf(ctx, () => session);

  return {
    environment,
    team,
    get signedIn() {
      return Boolean(session?.token);
    },
    async signIn(credentials: Credentials, signal?: AbortSignal, unattended?: Unattended) {
      signOut();
      const checked = createTokenRequestSchema.safeParse(credentials);
      if (!checked.success) {
        throw new ServiceError('bad-credentials', 'Fill in the access token, its secret and the tenant.');
      }
      const kept: Credentials = { ...credentials };
      const key = `${environment.name}\n${kept.accessToken}`;
      const candidate: Session = { credentials: kept, key, token: null, throttle: await throttleOf(key) };
      candidate.token = await fetchToken(ctx, candidate, { signal, ...signInWaits(unattended) });
      session = candidate;
      lastKey = key;
    },
    async quotaInfo(signal?: AbortSignal) {
      const raw = await fetchQuotaInfo(ctx, requireSession(), signal);
      const parsed = quotaInfoSchema.safeParse(raw);
      return { raw, parsed: parsed.success ? parsed.data : null };
    },
    async *pages(query, pageOptions) {
      yield* runPages(ctx, requireSession(), query, pageOptions);
    },
    usage: () => ctx.usage.usageOf(session?.key ?? lastKey),
    pause: () => gate.pause(),
    resume: () => gate.resume(),
    signOut,
  };
}
