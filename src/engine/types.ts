import type { ReportingClient } from '../api/client-contract';
import type { PageProgress, ReportQuery, ResumePoint, WaitEvent } from '../api/types';
import type { Bucket, ColumnProfile, ConversationPick, DialogsOverview, ReviewItem } from '../core/analytics';
import type { ClusterMembers, MessageClusters } from '../core/analytics/clusters';
import type { Span } from '../core/history';
import type { CodedRows } from '../core/coded-rows';
import type { ListedRun, CodedRead, FramedRead, ReadPage } from '../store/types';
import type { HistorySummary } from './history/summaries';
import type { ViewPlan } from './history/plan-view';

export type { HistorySummary } from './history/summaries';
export type { TeamHeld, ViewLeg, ViewPlan } from './history/plan-view';

/**
 * A page of a view (docs/architecture.md#the-tenants-history) is folded into the overview under the
 * view's query, as the view's page `index` of `totalPages`, not under the leg's own query.
 */
export interface FoldAs {
  query: ReportQuery;
  index: number;
  totalPages: number;
}

/** How a stored page is read as part of a view: the span its rows are kept within, and its fold. */
export interface PartRead {
  /** Rows dated outside are dropped in the worker; null keeps every row. */
  within: Span | null;
  foldAs?: FoldAs;
}

/** A stored page to read: its run, its index and, as part of a view, how. */
export interface PageAsk {
  runId: string;
  index: number;
  part?: PartRead;
}

/** One page of a run, asked of the engine: the query, where to go on from, and the stored run it joins. */
export interface PageRequest {
  query: ReportQuery;
  /** Null for the first page. */
  resumeFrom: ResumePoint | null;
  /** The stored run this page belongs to; null for a new run (the engine starts one with its first page). */
  runId: string | null;
  /** The report's name, kept with the run so the list can say what it is. */
  reportName: string;
  /** Folded under a view's query and place instead of the run's own (a window of a view). */
  foldAs?: FoldAs;
  /**
   * Read from the team's server instead of the service (a view's team leg): the query's span of the held
   * segment asked at `fetchedAt`, page `page` (0-based). The leg's first page falls back to the service
   * when the server cannot answer it.
   */
  team?: TeamRead;
}

/** A page of a team leg to read: the held segment's `fetchedAt`, as the server names it, and the page. */
export interface TeamRead {
  fetchedAt: string;
  page: number;
}

/**
 * Whether a page is kept on the device: 'stored' once it is in IndexedDB (only then is it done for the
 * user), 'full' when the device's storage refused it (the run goes on in memory), 'off' when the user turned
 * storing off, 'unavailable' when this browser has no IndexedDB (or the key is not ready).
 */
export type Kept = 'stored' | 'full' | 'off' | 'unavailable';

export interface RunPage extends PageProgress {
  runId: string | null;
  kept: Kept;
  /** Read from the team's server: no call, no quota. Absent for a page the service answered. */
  fromTeam?: true;
  /** Rows of this page, or its answer, were dated this far after the device's clock (it is behind). */
  clockBehindMs?: number;
  /** The service dated this page's answer this far before the device's clock (it is ahead). */
  clockAheadMs?: number;
}

/** A stored run as the list shows it, with whether a tab is running it right now. */
export type DeviceRun = ListedRun & { activeElsewhere: boolean };

export interface StorageFigures {
  /** Bytes of this app's stored runs, and the browser's own estimate of what the origin uses and may use. */
  runsBytes: number;
  usage: number | null;
  quota: number | null;
  /** Whether the browser granted persistent storage; null when it cannot say. */
  persisted: boolean | null;
}

/** The runs kept on this device, as the UI reaches them. */
export interface RunsApi {
  list(): Promise<DeviceRun[]>;
  /** One stored page, read, decrypted and checked in the worker; as part of a view with `part`. */
  page(runId: string, index: number, part?: PartRead): Promise<ReadPage>;
  /**
   * Several stored pages in one call, answered in the order asked: reading a run back asks for its pages
   * a few at a time, and each call costs the page's main thread a message each way.
   */
  pages(asks: readonly PageAsk[]): Promise<ReadPage[]>;
  /**
   * How a view of `query` would be answered now: what the device holds of it, the queries to fetch and
   * what they should cost. `'all'` fetches the whole range again. Null when the query's range does not read.
   */
  plan(query: ReportQuery, fetch?: 'unsettled' | 'all'): Promise<ViewPlan | null>;
  /** Each report's history on this device: the days it holds and the space they take. */
  histories(): Promise<HistorySummary[]>;
  /** Deletes the days of a history within `span` (every day when null); returns the runs deleted. */
  deleteHistory(key: string, span: Span | null): Promise<number>;
  /** The run stopped without being complete (paused, cancelled, failed): its state, and why. */
  stopped(runId: string, state: 'interrupted' | 'failed', failure?: string): Promise<void>;
  /** Gives the run's lock back (the view was left). */
  release(runId: string): Promise<void>;
  saveView(runId: string, view: unknown): Promise<void>;
  /** The rows of the run whose review-queue messages are marked Reviewed. */
  saveReviewed(runId: string, rows: readonly number[]): Promise<void>;
  delete(runId: string): Promise<void>;
  deleteTenant(): Promise<number>;
  /** Storing on or off for the runs that start from now. */
  setKeeping(on: boolean): Promise<void>;
  /** The most bytes stored runs may take on this device (null: up to the browser's quota). */
  setBudget(bytes: number | null): Promise<void>;
  evicted(): Promise<boolean>;
}

/**
 * The stored runs as the engine's worker holds them: a page is read with its rows as stored, and sent on
 * so (engine-host.ts); the page's side rebuilds them (connect.ts).
 */
export interface WorkerRunsApi extends Omit<RunsApi, 'page' | 'pages'> {
  /** A stored page, its rows inflated but left in their frame (framed-rows.ts). */
  framedPage(runId: string, index: number): Promise<FramedRead>;
  /** A stored page with its rows read as stored; with `within`, only its rows dated inside that span. */
  codedPage(runId: string, index: number, within?: Span | null): Promise<CodedRead>;
}

/** A run's overview as far as its folded rows go (docs/analytics.md). */
export interface RunOverview {
  overview: DialogsOverview;
  rows: number;
}

/** The overviews the worker computes from the pages it folded. */
export interface AnalyticsApi {
  /** Null until a page of the run named by `key` was folded. */
  overview(key: string, bucket: Bucket): Promise<RunOverview | null>;
  /** The run's not-understood customer messages, worst margin first. */
  reviewQueue(key: string): Promise<{ items: ReviewItem[]; rows: number } | null>;
  /** The run's not-understood messages grouped by what they say, largest groups first. */
  clusters(key: string): Promise<MessageClusters | null>;
  /** The messages (their ids) and conversations of one of those groups. */
  clusterMembers(key: string, group: number): Promise<ClusterMembers | null>;
  /** Any other report's columns profiled (docs/analytics.md#other-reports). */
  profile(key: string): Promise<{ columns: ColumnProfile[]; rows: number } | null>;
  /** The ids of a DIALOGS run's conversations behind one figure, in order of first sight. */
  conversations(key: string, pick: ConversationPick): Promise<string[] | null>;
}

/** What the app holds once signed in: the client's calls, one page at a time, and the stored runs. */
export interface Engine extends Omit<ReportingClient, 'pages' | 'team'> {
  page(
    request: PageRequest,
    options?: { signal?: AbortSignal; onWait?: (event: WaitEvent) => void },
  ): Promise<RunPage>;
  readonly runs: RunsApi;
  readonly analytics: AnalyticsApi;
}

/**
 * The engine as its worker holds it (engine.ts): its stored runs' pages can be read as stored; the
 * worker's host folds pages and answers overviews.
 */
export interface WorkerEngine extends Omit<Engine, 'runs' | 'analytics' | 'page'> {
  page(...args: Parameters<Engine['page']>): Promise<WorkerRunPage>;
  readonly runs: WorkerRunsApi;
}

/**
 * A fetched page as the worker's engine answers it: its rows also coded, once, as they were stored
 * (src/core/coded-rows/coded-rows.ts), so that the host sends them on as a stored page is sent, not coded again.
 */
export interface WorkerRunPage extends RunPage {
  coded: CodedRows;
}
