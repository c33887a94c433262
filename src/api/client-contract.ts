import type { Environment } from './environments';
import type { QuotaInfo } from '../core/contract';
import type { ClientLimits } from './client-limits';
import type { LockManagerLike } from './locks';
import type { TeamHistoryClient } from './team/team-calls';
import type { Credentials, PageProgress, ReportQuery, ResumePoint, Usage, WaitEvent } from './types';

/**
 * The only code that talks to the service. Headless: runs in Node, a worker and the browser.
 * Every failure is thrown as a `ServiceError` (errors.ts) with a kind; resumable ones carry
 * `details.resume`.
 */
export interface ReportingClient {
  readonly environment: Environment;
  /**
   * CreateToken. Keeps the credentials and the token in memory only. A 429 (the key's 3 calls a minute
   * spent by someone else) is refused at once as 'rate-limited' for a person at the form; an unattended
   * run passes `unattended` and the 429 is waited out, each wait told through its `onWait`.
   */
  signIn(credentials: Credentials, signal?: AbortSignal, unattended?: Unattended): Promise<void>;
  readonly signedIn: boolean;
  /** `CreateToken?info`: `parsed` when the answer has the known shape, `raw` always. */
  quotaInfo(signal?: AbortSignal): Promise<{ raw: unknown; parsed: QuotaInfo | null }>;
  /**
   * Pages of one query, first to last (or from `resumeFrom`), each with its progress. Waits out the
   * throttle and 429s (reported through `onWait`), renews an expired token once, retries 5xx, network
   * and malformed answers a bounded number of times. Stops cleanly between pages when `signal` aborts:
   * no call starts after the abort and the generator throws ServiceError 'aborted' carrying the resume point.
   */
  pages(
    query: ReportQuery,
    options?: { resumeFrom?: ResumePoint; signal?: AbortSignal; onWait?: (event: WaitEvent) => void },
  ): AsyncGenerator<PageProgress, void, undefined>;
  /** This client's own count in the current 12-hour window, per key. */
  usage(): Usage;
  /** Holds the throttle queue: calls already started finish, no new one starts until `resume`. */
  pause(): void;
  resume(): void;
  /** Forgets the credentials and the token. */
  signOut(): void;
  /**
   * The team's history on the app's server, read with this session's token; null where the environment
   * has none (direct mode, or a server that keeps none).
   */
  readonly team: TeamHistoryClient | null;
}

/** A run with nobody at the screen (the command line): told of each wait instead of refused. */
export interface Unattended {
  onWait: (event: WaitEvent) => void;
}

export interface ClientOptions {
  environment: Environment;
  /** Defaults to globalThis.fetch; tests pass the simulated service's fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to the documented limits scaled by environment.timeScale. */
  limits?: ClientLimits;
  now?: () => number;
  /**
   * Where the key's budget is shared. Defaults to navigator.locks (every tab of the origin), else one
   * in-memory manager per JS realm; tests pass one object to two clients to act as two tabs.
   */
  locks?: LockManagerLike;
}
