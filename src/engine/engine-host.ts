import { proxy, transfer } from 'comlink';
import { createReportingClient } from '../api/client';
import { environmentSchema, type Environment } from '../api/environments';
import type { ReportingClient } from '../api/client-contract';
import type { Credentials, WaitEvent } from '../api/types';
import { codedRead, type CodedPage, type CodedRead, type MarkerStorage, type RunStore } from '../store';
import { settleMsOf } from '../core/history';
import { mirroredMarker } from './device-store';
import { createEngine } from './engine';
import { ANALYTICS_CALLS, hostCalls, RUNS_CALLS } from './engine-calls';
import { createRunAnalytics, type PageOf, type RunAnalytics } from './run-analytics';
import { framedCoded, type CodedRows, type FramedRows } from '../core/coded-rows';
import type { PageAsk, PageRequest, PartRead, WorkerEngine, WorkerRunsApi } from './types';
import { wired } from './wire-error';
import { encodeRows, sliceCoded, type WireRows } from './wire-rows';

/**
 * Rows cross to the page in slices, each as wire rows (wire-rows.ts): the page's main thread deserialises
 * each message in one task, so a whole 10,000-row page would be one long task, and slices of this size keep
 * each short. Plain columns rebuilt into rows, and one JSON string parsed on the page, were both slower
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
export const ROW_SLICE = 1_000;

export interface HostDeps {
  /** The device's store, with the page's marker of "this device had runs" (see device-store.ts). */
  openStore: (marker: MarkerStorage | null) => Promise<RunStore | null>;
  /** The client of an environment; tests pass one over the simulated service. */
  createClient?: (environment: Environment) => ReportingClient;
  /** Tells the other tabs that the stored runs changed. */
  announce: () => void;
}

type SlicedCoded = <P extends CodedPage>(
  token: string,
  page: P,
) => { page: Omit<P, 'rows'> & { rows: WireRows }; rowCount: number };

/**
 * The most bytes of a frame the page reads: about 1,400 DIALOGS rows, read in a few ms. A page of a
 * legacy report holds up to 10,000 rows, whose frame read at once made a long task on a slow machine: it
 * is read in the worker and crosses in slices, as before
 * (docs/architecture.md#stored-pages-cross-as-their-frame).
 */
const FRAME_ON_PAGE_MOST = 256 * 1024;

/** The frames of stored pages read: handed over to the page with the answer, not copied (framed-rows.ts). */
const framesOf = (reads: readonly ({ unreadable: string } | { page: { rows: CodedRows | FramedRows } })[]) =>
  reads.flatMap((read) => ('page' in read && 'frame' in read.page.rows ? [read.page.rows.frame.buffer] : []));

/** The stored runs' calls: those listed (engine-calls.ts) as they are, and pages sent on as stored. */
function storedRunsHost(runs: () => WorkerRunsApi, sliced: SlicedCoded, analytics: RunAnalytics) {
  /** A page read back, folded (later, and its rows read then) under its view's query or its run's. */
  const fold = async (runId: string, page: PageOf<() => CodedRows | null>, part?: PartRead) => {
    if (part?.foldAs) {
      // A view's part: folded under the view's query, at the view's place.
      const { query, index: at, totalPages } = part.foldAs;
      analytics.codedAs(query, { ...page, index: at, totalPages });
      return;
    }
    // The run's pages are folded under its query, as a fetched run's are: learnt from its facts.
    if (!analytics.named(runId)) {
      const listed = (await runs().list()).find((run) => run.header.id === runId);
      if (listed && !listed.locked) analytics.name(runId, listed.facts.query);
    }
    analytics.coded(runId, page);
  };
  /** A page read in the worker, cut to its span when `within`: its rows cross coded, in slices. */
  const coded = async (runId: string, read: CodedRead, part?: PartRead) => {
    if (!('page' in read)) return read;
    const { rows } = read.page;
    await fold(runId, { ...read.page, rows: () => rows }, part);
    return { index: read.index, ...sliced(`run:${runId}:${read.index}`, read.page) };
  };
  const read = async (runId: string, index: number, part?: PartRead) => {
    // Cut to its span here, by each row's date.
    if (part?.within) return coded(runId, await runs().codedPage(runId, index, part.within), part);
    const read = await runs().framedPage(runId, index);
    if (!('page' in read)) return read;
    // A page too big to read in one short task on the page is read here and crosses in slices.
    if (read.page.rows.frame.byteLength > FRAME_ON_PAGE_MOST) return coded(runId, codedRead(read), part);
    // Sent on in its frame, read once, on the page. The worker folds its own copy of the bytes.
    const kept = { frame: read.page.rows.frame.slice() };
    await fold(runId, { ...read.page, rows: () => framedCoded(kept) }, part);
    return read;
  };
  return {
    ...hostCalls(runs, RUNS_CALLS),
    async page(runId: string, index: number, part?: PartRead) {
      const answer = await wired(() => read(runId, index, part));
      return transfer(answer, answer.ok ? framesOf([answer.value]) : []);
    },
    // Each read started in turn, as single calls are: a run's reader hands out its pages in the order
    // they were asked (runs-api.ts).
    async pages(asks: readonly PageAsk[]) {
      const answer = await wired(() =>
        Promise.all(asks.map(({ runId, index, part }) => read(runId, index, part))),
      );
      return transfer(answer, answer.ok ? framesOf(answer.value) : []);
    },
  };
}

/**
 * Pages' rows as they cross in slices: the first slice goes with the answer, the rest are kept under a
 * token until the page takes them (`takeRows`), each cut from the page's coded rows when it is taken.
 */
function rowSlices() {
  const untaken = new Map<string, { count: number; slice: (from: number) => WireRows }>();
  const keep = (token: string, count: number, slice: (from: number) => WireRows) => {
    if (count > ROW_SLICE) untaken.set(token, { count, slice });
  };
  return {
    slicedCoded: <P extends CodedPage>(token: string, page: P) => {
      // Coded as stored, a page crosses as it is; only a page of more rows than a slice is cut.
      const { rows } = page;
      const count = rows.shapeOf.length;
      keep(token, count, (from) => sliceCoded(rows, from, from + ROW_SLICE));
      return {
        page: { ...page, rows: count > ROW_SLICE ? sliceCoded(rows, 0, ROW_SLICE) : rows },
        rowCount: count,
      };
    },
    takeRows(token: string, from: number): WireRows {
      const rest = untaken.get(token);
      if (!rest || from >= rest.count) return encodeRows([]);
      if (from + ROW_SLICE >= rest.count) untaken.delete(token);
      return rest.slice(from);
    },
  };
}

/**
 * The engine as the worker exposes it: each call answers a value or its error as data (wire-error.ts), and
 * an AbortSignal, which cannot cross to a worker, becomes a call id the page can abort by.
 */
export function createEngineHost(deps: HostDeps) {
  let engine: WorkerEngine | null = null;
  const calls = new Map<number, AbortController>();
  const current = () => {
    if (!engine) throw new Error('The engine has not started.');
    return engine;
  };
  async function withSignal<T>(callId: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    calls.set(callId, controller);
    try {
      return await work(controller.signal);
    } finally {
      calls.delete(callId);
    }
  }
  const runs = () => current().runs;
  const { slicedCoded, takeRows } = rowSlices();
  const analytics = createRunAnalytics();

  return {
    /**
     * `hadRuns`: the page's marker as it read it; `keepMarker` writes it back on the page (a worker has no
     * localStorage), so a browser that evicted the runs can be told from one that never had any.
     */
    async start(environment: unknown, hadRuns: string | null = null, keepMarker?: (value: string) => void) {
      const env = environmentSchema.parse(environment);
      engine = createEngine({
        client: (deps.createClient ?? ((e) => createReportingClient({ environment: e })))(env),
        store: await deps.openStore(mirroredMarker(hadRuns, (value) => keepMarker?.(value))),
        onRunsChanged: deps.announce,
        // The environment's settle time, when it says one (the demo says its own); the margin otherwise.
        settleMs: settleMsOf(env.settleMinutes),
      });
    },
    signIn: (callId: number, credentials: Credentials) =>
      wired(async () => {
        await withSignal(callId, (signal) => current().signIn(credentials, signal));
        return current().usage();
      }),
    quotaInfo: (callId: number) =>
      wired(async () => {
        const info = await withSignal(callId, (signal) => current().quotaInfo(signal));
        return { ...info, usage: current().usage() };
      }),
    page: (callId: number, request: PageRequest, onWait?: (event: WaitEvent) => void) =>
      wired(async () => {
        const { coded, ...page } = await withSignal(callId, (signal) =>
          current().page(request, { signal, onWait }),
        );
        const { foldAs } = request;
        analytics.rows(
          foldAs?.query ?? request.query,
          foldAs ? { ...page, index: foldAs.index, totalPages: foldAs.totalPages } : page,
        );
        // Sent on as it was stored: coded once (engine.ts), as a stored page read back is.
        return { ...slicedCoded(`call:${callId}`, { ...page, rows: coded }), usage: current().usage() };
      }),
    /** The next slice of a page's rows, from `from`; the last slice forgets the page. */
    takeRows,
    abort(callId: number) {
      calls.get(callId)?.abort();
    },
    pause: () => current().pause(),
    resume: () => current().resume(),
    signOut() {
      for (const controller of calls.values()) controller.abort();
      engine?.signOut();
    },
    // Marked to be proxied: Comlink's types then let the page call into them (`host.runs.list()`), as it
    // does at run time; a plain nested object would be typed as a value to copy.
    runs: proxy(storedRunsHost(runs, slicedCoded, analytics)),
    /** The overviews of the runs folded as their pages pass (docs/analytics.md). */
    analytics: proxy(hostCalls(() => analytics, ANALYTICS_CALLS)),
  };
}
export type EngineHost = ReturnType<typeof createEngineHost>;
