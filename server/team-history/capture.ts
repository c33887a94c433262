import { parseRows } from '../../src/api/paging/parse-rows';
import { nextCursor } from '../../src/api/paging/next-page';
import { envelopeSchema, type Row } from '../../src/core/contract';
import { historyTraits } from '../../src/core/history';
import type { ServerLog } from '../log';
import { askedAtMs, rowsOffsetMin, type FirstPageClock } from './asked-at';
import type { PageCall } from './page-call';
import type { SpanWriter, TeamStore } from './store-port';

/** Runs followed at once at most: past it the oldest is dropped, so a flood of first pages holds no memory. */
const MAX_RUNS = 1_000;

/** A page's answer as the proxy received it, once it has gone on to the client. */
export interface PageAnswer {
  status: number;
  body: Buffer;
  clock: FirstPageClock;
}

export interface CaptureOptions {
  store: TeamStore;
  log: ServerLog;
  setTimer: (fire: () => void, ms: number) => () => void;
  /** How long a run may wait for its next page before what it staged is dropped, per environment. */
  idleMs: (env: string) => number;
}

/** One run of pages being kept, from its first page's answer to its last (or its abort). */
interface Run {
  first: PageCall;
  writer: SpanWriter | null;
  /** The store's steps, one after the other. */
  work: Promise<void>;
  /** Keys of `byCursor` naming this run's pages. */
  cursors: string[];
  cancelIdle: () => void;
  over: boolean;
}

/**
 * Keeps every ExecuteReport answer that passes through the proxy in the team's history
 * (docs/architecture.md#the-teams-history). A run's pages are followed by their cursors: a first page
 * (no cursor) begins a span over the body's range, each valid page is put at its index (a page asked
 * again replaces itself), the last page commits, and a run left idle, or answered as invalid, is
 * aborted: the store keeps a span only whole. Store failures are logged and end the run; they never
 * reach the client, whose answer has gone before any of this runs.
 */
export function createTeamCapture({ store, log, setTimer, idleMs }: CaptureOptions) {
  const runs = new Set<Run>();
  const byCursor = new Map<string, { run: Run; index: number }>();
  /** The offset a tenant's rows carried last, per environment: for the reports whose rows carry none. */
  const offsets = new Map<string, number>();

  const fail = (run: Run, what: string) => (e: unknown) => {
    const { environment } = run.first.key;
    log.info(`${new Date().toISOString()} team history: ${what} failed in ${environment} (${nameOf(e)})`);
    if (!run.over) end(run, 'abort');
    else void run.writer?.abort().catch(() => undefined);
  };
  /** Queues `op` after the run's earlier steps; a step that fails ends the run. */
  const then = (run: Run, what: string, op: () => Promise<void> | undefined) => {
    run.work = run.work.then(op).catch(fail(run, what));
  };
  const step = (run: Run, what: string, op: (writer: SpanWriter) => Promise<void>) =>
    then(run, what, () => (run.writer ? op(run.writer) : undefined));
  function end(run: Run, how: 'commit' | 'abort') {
    if (run.over) return;
    run.over = true;
    run.cancelIdle();
    runs.delete(run);
    for (const key of run.cursors) if (byCursor.get(key)?.run === run) byCursor.delete(key);
    if (how === 'commit') step(run, 'commit', (w) => w.commit());
    // An abort after a failed step is the store's to refuse: nothing more to log.
    else then(run, 'abort', () => run.writer?.abort().catch(() => undefined));
  }
  const waitNext = (run: Run) => {
    run.cancelIdle();
    run.cancelIdle = setTimer(() => end(run, 'abort'), idleMs(run.first.key.environment));
  };

  function start(call: PageCall, asked: number): Run {
    const run = newRun(call);
    then(run, 'begin', async () => {
      run.writer = await store.begin(call.key, call.span, asked);
    });
    runs.add(run);
    for (const oldest of runs) {
      if (runs.size <= MAX_RUNS) break;
      end(oldest, 'abort');
    }
    return run;
  }

  /** Puts a valid page at `index` of its run (the first page begins the run), then commits or waits. */
  function answered(call: PageCall, at: { run: Run; index: number } | null, answer: PageAnswer) {
    // A refusal or a failure puts nothing: the client asks the same page again, or stops.
    if (at?.run.over || answer.status < 200 || answer.status >= 300) return;
    const page = pageOf(call, answer.body);
    if (page === null) {
      if (at) end(at.run, 'abort');
      return;
    }
    const { rows, next } = page;
    const tenant = `${call.key.environment}\0${call.key.tenant}`;
    const offset = historyTraits(call.report).datedRows ? rowsOffsetMin(rows) : null;
    if (offset !== null) offsets.set(tenant, offset);
    let place = at;
    if (place === null) {
      const asked = askedAtMs(answer.clock, offset ?? offsets.get(tenant) ?? null);
      if (asked === null) return;
      place = { run: start(call, asked), index: 0 };
    }
    const { run, index } = place;
    step(run, 'put', (w) => w.put(index, rows, answer.body.length));
    if (next === null) return end(run, 'commit');
    const key = `${call.run}\0${next}`;
    byCursor.set(key, { run, index: index + 1 });
    run.cursors.push(key);
    waitNext(run);
  }

  return {
    /**
     * A page is being sent: what to do with its answer, or null for a page of no run this server
     * follows (its run began before a restart, or was dropped).
     */
    page(call: PageCall): ((answer: PageAnswer) => void) | null {
      const at = call.cursor === '' ? null : byCursor.get(`${call.run}\0${call.cursor}`);
      if (at === undefined) return null;
      // Waiting its turn on the key is not idling: the clock starts again when the page is asked.
      if (at) waitNext(at.run);
      return (answer) => {
        // Nothing of the client's answer depends on this: it has gone already.
        try {
          answered(call, at, answer);
        } catch (e) {
          log.info(`${new Date().toISOString()} team history: a page was not kept (${nameOf(e)})`);
        }
      };
    },
  };
}

export type TeamCapture = ReturnType<typeof createTeamCapture>;

const newRun = (first: PageCall): Run => ({
  first,
  writer: null,
  work: Promise.resolve(),
  cursors: [],
  cancelIdle: () => undefined,
  over: false,
});

/** The error's name only: a store's message could quote a path or a row. */
const nameOf = (e: unknown) => (e instanceof Error ? e.name : 'unknown');

/** A 2xx answer's rows and the cursor of the next page (null: the last), or null when it is no valid page. */
function pageOf(call: PageCall, body: Buffer): { rows: readonly Row[]; next: string | null } | null {
  const envelope = envelopeSchema.safeParse(parseJson(body));
  if (!envelope.success || !envelope.data.isValid) return null;
  const { result, pageCount, lastDocument } = envelope.data;
  const next = nextCursor({ facts: { pageCount: pageCount ?? null }, lastDocument: lastDocument ?? null });
  return { rows: parseRows(call.report.key, result).rows, next };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
