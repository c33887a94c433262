import type { Priority } from './round-robin';
import type { WindowCount } from './window-count';

/** 'token': CreateToken and its ?info form (3 per 60 s); 'execute': ExecuteReport (1 per 4 s). */
export type BudgetKind = 'token' | 'execute';

/** Time, injected: the server passes the real clock, tests a fake one. */
export interface BudgetClock {
  now(): number;
  /** Calls `fire` after `ms`; returns what cancels it. */
  setTimer(fire: () => void, ms: number): () => void;
}

export interface TurnRequest {
  /** The key's identity (never a secret: a keyed hash of it), including its environment. */
  key: string;
  /** The environment's name (the key's hash includes it already): the demo's windows end when it is reset. */
  env: string;
  /** The environment's time scale: its windows are the service's times this (as src/api/client-limits.ts). */
  timeScale: number;
  kind: BudgetKind;
  /** Who is waiting (a keyed hash too): turns go round-robin between clients. */
  client: string;
  priority: Priority;
  /** Aborted (the client went away): the call leaves the queue and nobody else loses anything. */
  signal?: AbortSignal;
}

/** What a call learns when its turn comes, for the headers of its answer. */
export interface Turn {
  /** Calls due before this one when it arrived. */
  ahead: number;
  waitedMs: number;
  /** Clients with calls waiting on the key when this one went, this one included. */
  clients: number;
  /** The expected wait of this client's next call, were it sent now. */
  nextInMs: number;
  /** The key's calls this server sent in the quota window, this one included, every client together. */
  window: WindowCount;
}

/** Over the bound of waiting calls of one key: the call is refused instead of waiting. */
export class QueueFullError extends Error {
  constructor(readonly bound: number) {
    super(`Too many calls are waiting for this key (${bound}): try again later.`);
    this.name = 'QueueFullError';
  }
}

export class TurnAbortedError extends Error {
  constructor() {
    super('The client went away before its turn.');
    this.name = 'TurnAbortedError';
  }
}
