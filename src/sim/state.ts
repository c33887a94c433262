import { windows } from '../core/contract';
import { SlidingWindowLimiter } from './limiter';
import { QuotaBook } from './quota';
import { TokenStore } from './tokens';
import type { Answer } from './responses';
import type { CallRecord, Fault, SimOptions } from './types';

/** Everything the sim remembers between calls; `reset()` replaces it whole. */
export interface SimState {
  tokens: TokenStore;
  createToken: SlidingWindowLimiter;
  other: SlidingWindowLimiter;
  quota: QuotaBook;
  faults: Fault[];
  /** ExecuteReport calls since the fault plan was set. */
  executeCalls: number;
  /** CreateToken calls (not `?info`) since the fault plan was set. */
  tokenCalls: number;
  log: CallRecord[];
  /** How far tests moved the service's clock past `options.now`. */
  clockOffsetMs: number;
  /** Each key's latest page answered and the query it answered, which a `repeat-page` fault serves again. */
  lastPage: Map<string, { query: string; answer: Answer }>;
}

export function newState(options: SimOptions, faults: Fault[]): SimState {
  const w = windows(options.limits);
  return {
    tokens: new TokenStore(),
    createToken: new SlidingWindowLimiter(w.createTokenCalls, w.createTokenWindowMs),
    other: new SlidingWindowLimiter(1, w.otherIntervalMs),
    quota: new QuotaBook(options.quotas, w.quotaPeriodMs),
    faults: [...faults],
    executeCalls: 0,
    tokenCalls: 0,
    log: [],
    clockOffsetMs: 0,
    lastPage: new Map(),
  };
}

/** Everything a handler needs. */
export interface Sim {
  options: SimOptions;
  state: SimState;
}
