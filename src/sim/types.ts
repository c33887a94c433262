import type { Limits } from '../core/contract';

/**
 * Contract of the simulated service (the embedded demo environment). It takes a web-standard `Request`
 * and answers a `Response`, so unit tests pass `service.fetch` to the client as its fetch, and the Node
 * servers mount it at `/env/demo`. It matches on the path's tail (`.../api/ServiceReporting/...`), so
 * any prefix works.
 */
export type FaultKind =
  | 'rate-limit' // 429, Retry-After header and the gateway body
  | 'rate-limit-message-only' // 429, no Retry-After header: the wait is only in the message
  | 'quota-calls' // 403 "Out of call volume quota", Retry-After + TimeSpan message
  | 'quota-bandwidth' // 403 "Out of bandwidth quota", Retry-After + TimeSpan message
  | 'unauthorized' // 401 with the gateway body (as for an expired token)
  | 'server-error-html' // 503 with an HTML page
  | 'bad-gateway' // 502 with a gateway's HTML page (the service behind it did not answer in time)
  | 'malformed-json' // 200 with a truncated JSON body
  | 'drop' // the connection drops: fetch rejects (the Node adapter destroys the socket)
  | 'invalid-execution' // 200 with isValid: false and errors
  | 'extra-fields' // the page itself, its rows with undocumented fields and nulls (as extraFieldsAndNulls)
  | 'reset-mid-body' // the page itself, counted, but the connection resets half-way through its body
  | 'repeat-page'; // the key's previous page answered again, as a gateway that retried the call replays it

/** The operations a fault can hit. */
export type FaultOperation = 'ExecuteReport' | 'CreateToken';

export interface Fault {
  kind: FaultKind;
  /** 1-based index of the call of `operation`, counted from when the fault plan was set, that fails. */
  atCall: number;
  /**
   * Which calls `atCall` counts (ExecuteReport when left out). CreateToken takes the kinds a gateway
   * answers before the service: the 429s, the 503 page and a dropped connection.
   */
  operation?: FaultOperation;
  /** For rate-limit faults: seconds (unscaled) to announce; defaults to the documented window. */
  retryAfterSeconds?: number;
  /** For quota faults: how long (unscaled ms) the quota stays exhausted; default until the window renews. */
  exhaustedForMs?: number;
}

export interface SimOptions {
  seed: number;
  limits: Limits;
  /** Bearer token lifetime, unscaled ms. */
  tokenLifetimeMs: number;
  quotas: { basic: { calls: number; kb: number }; premium: { calls: number; kb: number } };
  /** Fixed internal page size of the new family. */
  newFamilyPageSize: number;
  /** Multiplies the row volume of every report (1 = realistic demo volume). */
  volume: number;
  /** Caps the rows of one query (a setting can push one query to a million rows). */
  maxRowsPerQuery: number;
  /**
   * How long after its date a row becomes visible, ms: a range that ends now returns fewer rows than the
   * same range asked later. Not scaled by `limits.timeScale`: it is measured on the rows' own dates.
   */
  settleMs: number;
  /** Rows with undocumented extra fields and nulls where strings are documented. */
  extraFieldsAndNulls: boolean;
  /**
   * Envelopes leave `pageCount` out, as a gateway or an older service version may: the cursor alone then
   * says whether more pages follow (docs/service.md#paging).
   */
  omitPageCount: boolean;
  faults: Fault[];
  /** Clock, epoch ms. */
  now: () => number;
}

/** One call as the service saw it. Never holds a secret: no token, no secret, no body of CreateToken. */
export interface CallRecord {
  at: number;
  operation: 'CreateToken' | 'QuotaInfo' | 'ExecuteReport' | 'Unknown';
  /** The key the limits count against (the access token's fingerprint, never the token itself). */
  keyFingerprint: string | null;
  reportId: string | null;
  status: number;
  /** Cursor asked with (ExecuteReport). */
  lastDocument: string | null;
  /** The range asked (ExecuteReport), as the body sent it; null when it sent none. */
  startDate: string | null;
  endDate: string | null;
  rows: number;
  bytes: number;
  fault: FaultKind | null;
}

/** When a call reached the service, on its clock (`SimulatedService.now`). */
export interface Arrival {
  arrivedAt: number;
}

export interface SimulatedService {
  /**
   * Answers one call. A server in front of it passes the instant the request reached it: the limits
   * judge a call by its arrival, not by when its body had been read (a busy event loop can delay that).
   * Without it, the call arrives now.
   */
  fetch(request: Request, arrival?: Arrival): Promise<Response>;
  calls(): readonly CallRecord[];
  /** Replaces the fault plan; call numbering restarts at 1. */
  setFaults(faults: Fault[]): void;
  /** Forgets tokens, counters, the call log and faults, and moves the clock back to `options.now`. */
  reset(): void;
  /** The service's clock, epoch ms: `options.now()` plus every `advanceClock` since the last reset. */
  now(): number;
  /** Moves the service's clock forward (never back), so a test can ask "tomorrow" what is settled. */
  advanceClock(ms: number): void;
  readonly options: SimOptions;
}

/** Thrown by `fetch` for a `drop` fault; the Node adapter destroys the socket instead of answering. */
export class SimulatedDropError extends Error {
  constructor() {
    super('simulated dropped connection');
    this.name = 'SimulatedDropError';
  }
}

/** Credentials the demo accepts; shown on the sign-in form when the demo is chosen. */
export const DEMO_CREDENTIALS = {
  accessToken: 'demo-access-token',
  accessTokenSecret: 'demo-access-token-secret',
  tenant: '1234',
  /** A valid subscription key of the premium product; leave the field empty for the basic product. */
  subscriptionKey: 'demo-premium-key',
} as const;

/**
 * A second secret the demo accepts for the same access token, as after the service reissued the secret:
 * runs stored under the first secret cannot be opened with it (they are listed as locked).
 */
export const DEMO_REISSUED_SECRET = 'demo-reissued-secret';

/**
 * Keys the demo accepts beside its own, for a team's tests: a colleague's key of the same tenant (its own
 * limits and quota, the same history) and a key of another tenant (another history). Not shown anywhere.
 */
export const DEMO_OTHER_KEYS = [
  { accessToken: 'demo-colleague-token', accessTokenSecret: 'demo-colleague-secret', tenant: '1234' },
  { accessToken: 'demo-other-tenant-token', accessTokenSecret: 'demo-other-tenant-secret', tenant: '5678' },
] as const;
