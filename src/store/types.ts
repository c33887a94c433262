import type { PageProgress, ReportQuery } from '../api/types';
import type { CodedRows, FramedRows, WrittenRows } from '../core/coded-rows';

/**
 * The page store's public shapes (docs/architecture.md#durable-runs). A run is two kinds of record: its
 * header (in clear: enough to list, size and delete it without the key) and its pages. What the service
 * sent and what the user asked (the query, the rows, the cursors) is sealed: compressed, then encrypted
 * with AES-GCM under a key derived from the access-token secret, the tenant and a per-device salt.
 */

/** The format written by this build; an older record is migrated on read, a newer one refused. */
export const STORE_FORMAT_VERSION = 3;

export type RunState = 'running' | 'interrupted' | 'complete' | 'failed';

/** A span of the service's wall clock (`wallMs`, whole seconds, both ends inclusive) and its rows. */
export interface SegmentSpan {
  startMs: number;
  endMs: number;
  /** Rows the run holds inside the span (counted when stored, estimated by share once trimmed). */
  rows: number;
}

/**
 * A complete run as a segment of its report's history (docs/architecture.md#the-tenants-history): the
 * parts of its range it still answers for (a later fetch may have taken the rest), and when it was asked.
 */
export interface SegmentFacts {
  /** In order of time, never overlapping another segment's of the same history. */
  spans: SegmentSpan[];
  /** The service's wall clock (`wallMs`) when the run's first page was asked: the instant it reads up to. */
  fetchedAtMs: number;
}

/** A run's sealed facts: rewritten with each page, in the same transaction as the page. */
export interface RunFacts {
  /** The environment's name (e.g. "demo"): a run is resumed only against the environment it came from. */
  environment: string;
  reportName: string;
  query: ReportQuery;
  state: RunState;
  /** Why it failed, in words, when state is 'failed'. */
  failure?: string;
  pagesDone: number;
  /** Pages of the whole run as the service last declared them; 0 before the first page. */
  totalPages: number;
  rows: number;
  /** Bytes the service sent for the stored pages. */
  serviceBytes: number;
  requestCharge: number;
  /** The cursor of the next page to ask for; null when the run is complete (or before its first page). */
  nextCursor: string | null;
  /** When the first page was fetched, and the last (ms since the epoch). */
  startedAt: number;
  updatedAt: number;
  /** False once storing stopped (storage full, or turned off mid-run): later pages live in memory only. */
  keeping: boolean;
  /** The user's column layout, sort and filters when the run was last shown; opaque to the store. */
  view?: unknown;
  /**
   * The review queue's messages marked Reviewed, by their row in the run (rows come back in the order
   * they were stored). Optional, not a new format: a record written before marks were kept has none, and
   * a build that predates them still reads (and keeps) the run.
   */
  reviewed?: number[];
  /**
   * Set once the run is complete: what it answers for in its report's history. Optional, as `reviewed`: a
   * complete run stored before histories has none and is read as a segment over its query's range
   * (src/engine/history/segments-of.ts).
   */
  segment?: SegmentFacts;
  /** The device's clock (ms since the epoch) just before the first page was asked. */
  askedAt?: number;
  /**
   * A run read from the team's server: when the service was asked for the segment it read
   * (`fetchedAt`, on the service's wall clock), which its settle rule reads instead of `askedAt`.
   */
  teamFetchedAtMs?: number;
  /** The service's offset from UTC in minutes, as its rows' own dates carry it (DIALOGS `date`). */
  serviceOffsetMin?: number;
  /** The latest date of the run's rows, on the service's wall clock (`wallMs`; dated reports only). */
  newestRowMs?: number;
  /** Rows (or answers) came dated this far after the device's clock: it is behind the service's. */
  clockBehindMs?: number;
  /**
   * The service dated its answers this far before the device's clock: the device's clock is ahead of the
   * service's, and the run was asked this much earlier on the service's clock than the device said.
   */
  clockAheadMs?: number;
  /** The most rows a page of the run held: the page size an estimate prices calls with. */
  pageRows?: number;
}

/**
 * What storing a segment changes in the other runs of its history, in the same transaction as its last
 * page: facts rewritten with trimmed spans, and runs the new segment wholly covers deleted with their pages.
 */
export interface HistoryChange {
  rewrite: { runId: string; facts: RunFacts }[];
  remove: string[];
}

/** A run's header, kept in clear. */
export interface RunHeader {
  id: string;
  formatVersion: number;
  /** A salted hash of environment and tenant: "delete all runs of this tenant" works on locked runs too. */
  tenantTag: string;
  createdAt: number;
  updatedAt: number;
  /** Bytes of the stored (compressed, encrypted) records of the run. */
  storedBytes: number;
  storedPages: number;
}

/** A run as the list shows it: opened with the current key, or locked (another tenant or secret). */
export type ListedRun =
  | { header: RunHeader; locked: false; facts: RunFacts }
  | { header: RunHeader; locked: true; reason: 'other-key' | 'newer-format' | 'corrupt' };

/** What putPage did: stored, or not because the device's storage is full (the run goes on in memory). */
export type PutOutcome = 'stored' | 'full';

/** One stored page as read back: the page, or why it cannot be read (the rest of the run stays readable). */
export type ReadPage = { index: number; page: PageProgress } | { index: number; unreadable: string };

/** A stored page with its rows as they were stored (coded-rows.ts): sent on without rebuilding them. */
export type CodedPage = Omit<PageProgress, 'rows'> & { rows: CodedRows };
export type CodedRead = { index: number; page: CodedPage } | { index: number; unreadable: string };

/** A stored page with its rows still in their frame, inflated but not read (framed-rows.ts). */
export type FramedPage = Omit<PageProgress, 'rows'> & { rows: FramedRows };
export type FramedRead = { index: number; page: FramedPage } | { index: number; unreadable: string };

/** The store opened with one key (one environment, tenant and secret). */
export interface Vault {
  /** Every run on the device, newest first; runs of other keys are listed as locked. */
  list(): Promise<ListedRun[]>;
  /** Starts a run record; returns its id. */
  create(facts: RunFacts): Promise<string>;
  /**
   * Stores one page and the run's new facts in one transaction: both are kept, or neither. With `history`,
   * the other runs of its history change in that same transaction (a segment committed), or none does.
   * `coded`: the page's rows coded already (coded-rows.ts), so that they are not coded again to be stored;
   * `written`: those rows as the stored page writes them, when they came so (a team page).
   */
  putPage(
    runId: string,
    page: PageProgress,
    facts: RunFacts,
    history?: HistoryChange,
    coded?: CodedRows,
    written?: WrittenRows,
  ): Promise<PutOutcome>;
  /** Rewrites and deletes runs of a history in one transaction (a range of it deleted). */
  changeHistory(change: HistoryChange): Promise<void>;
  /** Rewrites a run's facts alone (its state, its view). */
  update(runId: string, facts: RunFacts): Promise<void>;
  /**
   * The stored pages of a run, in order, each page's rows left in their frame: read by whoever needs them
   * (codedRead, framed-read.ts), on the page or in the worker.
   */
  framedPages(runId: string): AsyncIterable<FramedRead>;
  /** Deletes every run of this vault's tenant, locked ones included; returns how many. */
  deleteTenant(): Promise<number>;
}

/** The device's store, before any key. */
export interface RunStore {
  /** Derives the key (PBKDF2-SHA-256, 600,000 iterations or more) and opens the vault. Nothing secret is stored. */
  open(input: { environment: string; tenant: string; secret: string }): Promise<Vault>;
  /** True when the store had runs before and the browser has since emptied it (storage evicted). */
  evicted(): Promise<boolean>;
  /** Deletes a run without a key (a locked run). */
  delete(runId: string): Promise<void>;
  /** The most bytes all stored runs may take (undefined: up to the browser's quota), from the next page on. */
  setBudget(bytes: number | undefined): void;
}
