import type { ReportingClient } from '../api/client-contract';
import { isServiceError, ServiceError } from '../api/errors';
import type { Credentials, PageProgress, WaitEvent } from '../api/types';
import { reportByKey } from '../core/catalog/catalog';
import { formatWallClock } from '../core/dates';
import { DEFAULT_SETTLE_MS, historyTraits } from '../core/history';
import { encodeRows, type CodedRows, type WrittenRows } from '../core/coded-rows';
import type { HistoryChange, RunFacts, RunStore, Vault } from '../store/types';
import { committed } from './history/commit';
import { historyKey } from './history/history-key';
import { observeAnswerDate, observeRows, type DateClock, type RowClock } from './history/observe';
import { historyRuns } from './history/segments-of';
import { factsAfter, firstFacts } from './run-facts';
import { defaultRunLocks, type RunLocks } from './run-locks';
import { createRunsApi } from './runs-api';
import { readTeamPage } from './team-pages';
import { writeAhead } from './write-ahead';
import type { Kept, PageRequest, RunPage, WorkerEngine, WorkerRunPage } from './types';

export interface EngineOptions {
  client: ReportingClient;
  /** The device's page store; null where IndexedDB is missing (runs are then kept in memory only). */
  store: RunStore | null;
  runLocks?: RunLocks;
  now?: () => number;
  /** Told whenever the stored runs change, so other tabs can list them again. */
  onRunsChanged?: () => void;
  /** How long the service's rows take to settle (docs/service.md#rows-arrive-late); a margin by default. */
  settleMs?: number;
}

/** The facts of a run stored earlier (resumed in this tab), as the store has them. */
async function storedFacts(opened: Vault, runId: string): Promise<RunFacts | undefined> {
  const listed = (await opened.list()).find((run) => run.header.id === runId);
  return listed && !listed.locked ? listed.facts : undefined;
}

/** A new stored run with its first facts, held by this tab (one tab per run). */
async function newStoredRun(opened: Vault, locks: RunLocks, facts: RunFacts) {
  const runId = await opened.create(facts);
  await locks.hold(runId);
  return { runId, facts };
}

/** The signed-in tenant's vault, or null where there is no store or it cannot be opened. */
function openVault(store: RunStore | null, environment: string, credentials: Credentials) {
  if (!store) return Promise.resolve(null);
  return store
    .open({ environment, tenant: credentials.tenant, secret: credentials.accessTokenSecret })
    .catch(() => null);
}

/** One page from the client: the request's page, from its cursor. */
async function fetchOnePage(
  client: ReportingClient,
  request: PageRequest,
  options: { signal?: AbortSignal; onWait?: (event: WaitEvent) => void },
) {
  const pages = client.pages(request.query, {
    resumeFrom: request.resumeFrom ?? undefined,
    signal: options.signal,
    onWait: options.onWait,
  });
  try {
    const fetched = await pages.next();
    if (fetched.done) throw new ServiceError('malformed', 'The service answered without a page.');
    return fetched.value;
  } finally {
    await pages.return(undefined);
  }
}

/** What storing a page needs of the engine: its vault, its setting, its record of runs and its clock. */
interface KeeperDeps {
  environment: string;
  vault: () => Promise<Vault | null>;
  keeping: () => boolean;
  facts: Map<string, RunFacts>;
  locks: RunLocks;
  now: () => number;
  changed: () => void;
  settleMs: number;
}

/**
 * A page as the keeper stores it: with when it was asked and what its rows and its answer's date said of
 * the service's clock.
 */
export interface KeptPage {
  page: RunPage;
  /** Its rows coded, as they are stored and sent on. */
  coded: CodedRows;
  /** Its rows as a stored page writes them, when they came so (a team page). */
  written?: WrittenRows;
  askedAt: number;
  clock: RowClock | null;
  dated: DateClock;
}

/**
 * A run whose last page is being stored becomes a segment of its history: its facts with the segment,
 * and the change to the history's other runs, both written with that page (docs/architecture.md#the-tenants-history).
 */
async function asSegment(
  opened: Vault,
  runId: string,
  after: RunFacts,
  settleMs: number,
): Promise<{ facts: RunFacts; history?: HistoryChange }> {
  if (after.state !== 'complete' || !after.keeping) return { facts: after };
  const listed = await opened.list();
  const others = historyRuns(listed, historyKey(after.environment, after.query)).filter(
    (run) => run.header.id !== runId,
  );
  // The tenant's offset, from any run whose rows said it (another report's too): one tenant, one clock.
  const offsetMin = listed.find((r) => !r.locked && r.facts.serviceOffsetMin !== undefined);
  const made = committed(after, others, {
    datedRows: historyTraits(reportByKey(after.query.reportKey)).datedRows,
    settleMs,
    offsetMin: offsetMin && !offsetMin.locked ? offsetMin.facts.serviceOffsetMin : undefined,
  });
  return made ? { facts: made.facts, history: made.change } : { facts: after };
}

/** Stores each page with the run's new facts; the run goes on in memory when that cannot be done. */
function keeper(deps: KeeperDeps) {
  const { facts, locks, now, changed } = deps;
  return async (
    request: PageRequest,
    { page, coded, written, askedAt, clock, dated }: KeptPage,
  ): Promise<{ runId: string | null; kept: Kept }> => {
    const opened = await deps.vault();
    if (!opened) return { runId: request.runId, kept: 'unavailable' };
    let runId = request.runId;
    let before = runId ? (facts.get(runId) ?? (await storedFacts(opened, runId))) : undefined;
    if (runId && before && !before.keeping) return { runId, kept: 'full' };
    if (!runId || !before) {
      if (!deps.keeping()) return { runId: null, kept: 'off' };
      ({ runId, facts: before } = await newStoredRun(
        opened,
        locks,
        firstFacts(deps.environment, request, now(), askedAt),
      ));
    }
    const { facts: after, history } = await asSegment(
      opened,
      runId,
      factsAfter(before, page, now(), clock, dated),
      deps.settleMs,
    );
    if ((await opened.putPage(runId, page, after, history, coded, written)) === 'full') {
      const stopped = { ...before, keeping: false, updatedAt: now() };
      facts.set(runId, stopped);
      await opened.update(runId, stopped).catch(() => undefined);
      changed();
      return { runId, kept: 'full' };
    }
    facts.set(runId, after);
    if (after.state === 'complete') locks.release(runId);
    changed();
    return { runId, kept: 'stored' };
  };
}

type PageOptions = NonNullable<Parameters<WorkerEngine['page']>[1]>;

/** What serving a page needs of the engine: the client, its record of runs and the settle time. */
interface ServeDeps {
  client: ReportingClient;
  facts: Map<string, RunFacts>;
  settleMs: number;
}

/**
 * The page a request asks for: from the service, or, for a team leg, from the team's server, without a
 * call or its turn in the throttle. A team leg whose first page the server cannot give (unreachable,
 * refused after a new token, no longer held) is fetched from the service instead; `served` is the
 * request as answered, so that the page is stored as what it is.
 */
async function servedPage(
  deps: ServeDeps,
  request: PageRequest,
  options: PageOptions,
): Promise<{
  page: PageProgress;
  served: PageRequest;
  fromTeam: boolean;
  coded?: CodedRows;
  written?: WrittenRows;
}> {
  const { client } = deps;
  const read = request.team;
  if (!read) return { page: await fetchOnePage(client, request, options), served: request, fromTeam: false };
  // A leg whose first page read another segment than planned (planned again after a 409) goes on with it.
  const known = request.runId ? deps.facts.get(request.runId) : undefined;
  const fetchedAt =
    known?.teamFetchedAtMs === undefined ? read.fetchedAt : formatWallClock(known.teamFetchedAtMs);
  try {
    const before = { rows: known?.rows ?? 0, bytes: known?.serviceBytes ?? 0 };
    const done = await readTeamPage(
      client,
      request,
      { ...read, fetchedAt },
      {
        before,
        settleMs: deps.settleMs,
        signal: options.signal,
      },
    );
    const { page, coded, written } = done;
    return { page, served: { ...request, team: done.read }, fromTeam: true, coded, written };
  } catch (e) {
    if (isServiceError(e) && e.kind === 'aborted') throw e;
    const why = e instanceof Error ? e.message : String(e);
    // Rows of the span are already shown: fetched from the service now, some would come twice.
    if (read.page > 0)
      throw new ServiceError(
        'network',
        `The team’s history stopped answering (${why}). Refresh plans the view again.`,
      );
    const fallback: PageRequest = { ...request, team: undefined, resumeFrom: null, runId: null };
    return { page: await fetchOnePage(client, fallback, options), served: fallback, fromTeam: false };
  }
}

/**
 * One page fetched from the client (or read from the team's server), then stored before it is handed on,
 * with what its rows and its answer's date said of how far the device's clock is from the service's.
 */
async function keptPage(
  deps: ServeDeps & { locks: RunLocks; now: () => number; keep: ReturnType<typeof keeper> },
  request: PageRequest,
  pageOptions: Parameters<WorkerEngine['page']>[1],
): Promise<WorkerRunPage> {
  const { locks, now, keep } = deps;
  if (request.runId && !locks.mine(request.runId) && !(await locks.hold(request.runId))) {
    throw new ServiceError('aborted', 'Another tab is resuming this run.');
  }
  const askedAt = now();
  const {
    page: answered,
    served,
    fromTeam,
    coded: teamCoded,
    written,
  } = await servedPage(deps, request, pageOptions ?? {});
  const page: RunPage = { ...answered, runId: served.runId, kept: 'unavailable' };
  const receivedAt = now();
  const datedRows = historyTraits(reportByKey(served.query.reportKey)).datedRows;
  const clock = datedRows ? observeRows(page.rows, receivedAt) : null;
  const dated = observeAnswerDate(page.serviceDateMs, receivedAt);
  // Coded once: stored so, and sent on to the page so (engine-host.ts). A team page came coded.
  const coded = teamCoded ?? encodeRows(page.rows);
  // A store that fails in a way it did not foresee must not cost the user the page: it is shown, unkept.
  const kept = await keep(served, { page, coded, written, askedAt, clock, dated }).catch(() => ({
    runId: served.runId,
    kept: 'full' as const,
  }));
  const behind = Math.max(clock?.behindMs ?? 0, dated.behindMs);
  return {
    ...page,
    ...kept,
    ...(fromTeam && { fromTeam: true as const }),
    ...(behind > 0 && { clockBehindMs: behind }),
    ...(dated.aheadMs > 0 && { clockAheadMs: dated.aheadMs }),
    coded,
  };
}

/**
 * The client and the page store together: each page is fetched, checked, stored with the run's resume
 * point in one transaction, and only then handed on (docs/architecture.md#durable-runs). Headless: the app
 * runs it in a worker (engine-worker.ts), tests run it in-process.
 */
export function createEngine(options: EngineOptions): WorkerEngine {
  const { client } = options;
  const now = options.now ?? Date.now;
  const locks = options.runLocks ?? defaultRunLocks();
  const changed = () => options.onRunsChanged?.();
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  /** The facts of the runs this engine writes to, as last stored. */
  const facts = new Map<string, RunFacts>();
  let vault: Promise<Vault | null> = Promise.resolve(null);
  let keeping = true;

  const keep = keeper({
    environment: client.environment.name,
    vault: () => vault,
    keeping: () => keeping,
    facts,
    locks,
    now,
    changed,
    settleMs,
  });

  const ahead = writeAhead((request, pageOptions) =>
    keptPage({ client, facts, settleMs, locks, now, keep }, request, pageOptions),
  );

  const engine: WorkerEngine = {
    environment: client.environment,
    get signedIn() {
      return client.signedIn;
    },
    async signIn(credentials: Credentials, signal?: AbortSignal) {
      await client.signIn(credentials, signal);
      // The key takes a moment to derive (PBKDF2): sign-in does not wait for it; the first store does.
      vault = openVault(options.store, client.environment.name, credentials);
    },
    quotaInfo: (signal) => client.quotaInfo(signal),
    usage: () => client.usage(),
    pause: () => client.pause(),
    resume: () => client.resume(),
    signOut() {
      ahead.clear();
      client.signOut();
      for (const runId of facts.keys()) locks.release(runId);
      facts.clear();
      vault = Promise.resolve(null);
    },
    page: (request, pageOptions) => ahead.page(request, pageOptions),
    runs: createRunsApi({
      environment: client.environment.name,
      team: client.team,
      settleMs,
      vault: () => vault,
      store: options.store,
      locks,
      facts,
      now,
      changed,
      setKeeping: (on) => {
        keeping = on;
      },
    }),
  };
  return engine;
}
