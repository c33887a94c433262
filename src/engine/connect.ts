import { proxy, wrap, type Endpoint, type Remote } from 'comlink';
import { ServiceError } from '../api/errors';
import type { Environment } from '../api/environments';
import type { Usage, WaitEvent } from '../api/types';
import type { Row } from '../core/contract';
import { readDevice, writeDevice } from '../core/device-setting';
import { MARKER_KEY } from './device-store';
import { ANALYTICS_CALLS, forwardCalls, RUNS_CALLS } from './engine-calls';
import type { EngineHost } from './engine-host';
import { codedRead } from '../store/framed-read';
import type { ReadPage } from '../store/types';
import type { Engine, RunsApi } from './types';
import { decodeInSlices, yieldToPage } from './decode-in-slices';
import { unwired } from './wire-error';
import { decodeRows, stringPool, type WireRows } from './wire-rows';

const NO_USAGE: Usage = { windowStartedAt: 0, renewsAt: 0, calls: 0, kilobytes: 0, requestCharge: 0 };

/** What the page needs of the engine's worker: messages and an end (tests pass a MessagePort). */
export type EngineWorker = Endpoint & { terminate(): void };

function moduleWorker(): EngineWorker {
  return new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'engine' });
}

/**
 * A page's rows: the first slice that came with the answer, then the rest, one slice a message, each
 * received and rebuilt in a short task of its own.
 */
async function takeRows(
  host: Remote<EngineHost>,
  share: ((value: unknown) => unknown) | undefined,
  token: string,
  first: WireRows,
  count: number,
  decode: (rows: WireRows, share?: (value: unknown) => unknown) => Row[] | Promise<Row[]> = decodeRows,
) {
  const rows: Row[] = await decode(first, share);
  while (rows.length < count) {
    const slice = await decode(await host.takeRows(token, rows.length), share);
    if (slice.length === 0) throw new Error('The engine lost the rest of a page.');
    for (const row of slice) rows.push(row);
  }
  return rows;
}

type HostRead = Extract<
  Awaited<ReturnType<Remote<EngineHost>['runs']['pages']>>,
  { ok: true }
>['value'][number];

/**
 * The stored runs, answered from the worker: the listed calls as they are; a stored page's rows arrive
 * whole, in their frame (read here: framed-rows.ts), and the pages of one call are each rebuilt over tasks
 * of their own, so a frame or an input can come between them on a slow machine. Their strings are not made
 * one here, as a fetched page's are: each page's are one within it already, the table's column index gives
 * every row of a column of few values the index's one string when it indexes them
 * (src/core/table/column-index.ts), and looking each value up on arrival was a large part of the main
 * thread's time in reopening a run (docs/architecture.md#one-pipeline-the-engines-worker).
 */
function connectRuns(host: Remote<EngineHost>): RunsApi {
  const rebuilt = async (runId: string, read: HostRead): Promise<ReadPage> => {
    if (!('page' in read)) return read;
    const { index } = read;
    if ('rowCount' in read) {
      // Rows cut to a span in the worker: they crossed coded, in slices.
      const rows = await takeRows(host, undefined, `run:${runId}:${index}`, read.page.rows, read.rowCount);
      return { index, page: { ...read.page, rows } };
    }
    // A whole page in its frame: read here, once, and rebuilt over short tasks.
    const coded = codedRead(read);
    if (!('page' in coded)) return coded;
    return { index, page: { ...coded.page, rows: await decodeInSlices(coded.page.rows) } };
  };
  return {
    ...forwardCalls(host.runs, RUNS_CALLS),
    page: async (runId, index, part) => rebuilt(runId, unwired(await host.runs.page(runId, index, part))),
    async pages(asks) {
      const answers = unwired(await host.runs.pages(asks));
      const pages: ReadPage[] = [];
      for (const [i, answer] of answers.entries()) {
        if (i > 0) await yieldToPage();
        pages.push(await rebuilt(asks[i]?.runId ?? '', answer));
      }
      return pages;
    },
  };
}

/** Runs each call, once the worker has started, with an id the call's signal aborts it by. */
function abortableCalls(host: Remote<EngineHost>, started: Promise<unknown>) {
  let nextCall = 1;
  return async <T>(signal: AbortSignal | undefined, work: (callId: number) => Promise<T>): Promise<T> => {
    await started;
    if (signal?.aborted) throw new ServiceError('aborted', 'Stopped before the call.');
    const callId = nextCall++;
    const onAbort = () => void host.abort(callId);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await work(callId);
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  };
}

/**
 * The page's side of the engine's worker, as an Engine: the same calls, answered from the worker. The
 * worker is this app's own code, so what it sends was checked there (rows by their schema, errors rebuilt
 * from data by wire-error.ts) and is not checked again on the main thread, which is what the worker spares.
 * `usage()` stays synchronous: the last figures the worker sent with an answer.
 */
export function connectEngine(
  environment: Environment,
  createWorker: () => EngineWorker = moduleWorker,
): Engine {
  const worker = createWorker();
  const host: Remote<EngineHost> = wrap<EngineHost>(worker);
  const started = host.start(
    environment,
    readDevice(MARKER_KEY),
    proxy((value: string) => writeDevice(MARKER_KEY, value)),
  );
  let usage = NO_USAGE;
  let signedIn = false;
  const call = abortableCalls(host, started);

  // Equal short strings of every page this engine receives, as one string (wire-rows.ts); it ends with
  // the engine, at sign-out.
  const share = stringPool();
  const runs = connectRuns(host);

  return {
    environment,
    get signedIn() {
      return signedIn;
    },
    async signIn(credentials, signal) {
      usage = unwired(await call(signal, async (callId) => await host.signIn(callId, credentials)));
      signedIn = true;
    },
    async quotaInfo(signal) {
      const answer = unwired(await call(signal, async (callId) => await host.quotaInfo(callId)));
      usage = answer.usage;
      return { raw: answer.raw, parsed: answer.parsed };
    },
    async page(request, options = {}) {
      const { onWait } = options;
      const waits = onWait ? proxy((event: WaitEvent) => onWait(event)) : undefined;
      let callId = 0;
      const answer = unwired(
        await call(options.signal, async (id) => {
          callId = id;
          return await host.page(id, request, waits);
        }),
      );
      usage = answer.usage;
      // Rebuilt over short tasks: pages land while the user scrolls the rows already shown.
      const rows = await takeRows(
        host,
        share,
        `call:${callId}`,
        answer.page.rows,
        answer.rowCount,
        decodeInSlices,
      );
      return { ...answer.page, rows };
    },
    usage: () => usage,
    pause: () => void host.pause(),
    resume: () => void host.resume(),
    signOut() {
      signedIn = false;
      // The worker forgets the credentials and the key, then ends: nothing of the session outlives it.
      void host.signOut().finally(() => worker.terminate());
    },
    runs,
    analytics: forwardCalls(host.analytics, ANALYTICS_CALLS),
  };
}
