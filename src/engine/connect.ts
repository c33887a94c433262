import { proxy, wrap, type Endpoint, type Remote } from 'comlink';
import { ServiceError } from '../api/errors';
import type { Environment } from '../api/environments';
import type { Usage, WaitEvent } from '../api/types';
import type { Row } from '../core/contract';
import { MARKER_KEY } from './device-store';
import type { EngineHost } from './engine-host';
import type { Engine, RunsApi } from './types';
import { unwired } from './wire-error';

const NO_USAGE: Usage = { windowStartedAt: 0, renewsAt: 0, calls: 0, kilobytes: 0, requestCharge: 0 };

const pageMarker = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Strings up to this length are shared within a page: labels, channels, bot names, short replies. */
const SHARED_STRING_MAX = 40;

/**
 * Makes equal short values of a stored page's rows one string. Rows fetched from the service arrive with
 * such values shared already (JSON.parse reuses a value equal to the same field's in the row before); a
 * stored page is read from packed rows, which get no such reuse, and a reopened 250,000-row DIALOGS run
 * held 1.38x the heap of the run when fetched; with this, 0.98-1.01x (bench/durable.bench.ts). It costs
 * the main thread about a quarter of the reopening; sharing only the fields that repeat within the first
 * rows cost less but left 1.05-1.07x. Sharing in the worker does not help: a string crosses to this
 * thread as a copy each time it is sent.
 */
function shareStrings(rows: Row[]) {
  const shared = new Map<string, string>();
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (typeof value !== 'string' || value.length > SHARED_STRING_MAX) continue;
      const known = shared.get(value);
      // Equal strings compare equal: the assignment is what makes the row hold the shared one.
      if (known === undefined) shared.set(value, value);
      else row[key] = known;
    }
  }
}

/** What the page needs of the engine's worker: messages and an end (tests pass a MessagePort). */
export type EngineWorker = Endpoint & { terminate(): void };

function moduleWorker(): EngineWorker {
  return new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'engine' });
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
    pageMarker()?.getItem(MARKER_KEY) ?? null,
    proxy((value: string) => pageMarker()?.setItem(MARKER_KEY, value)),
  );
  let usage = NO_USAGE;
  let signedIn = false;
  let nextCall = 1;

  /** Runs a call with an id the signal aborts by. */
  async function call<T>(signal: AbortSignal | undefined, work: (callId: number) => Promise<T>): Promise<T> {
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
  }

  /** The rest of a page's rows, one slice a message: each is received in a short task of its own. */
  async function takeRest(token: string, rows: Row[], count: number) {
    while (rows.length < count) {
      const slice = await host.takeRows(token, rows.length);
      if (slice.length === 0) throw new Error('The engine lost the rest of a page.');
      for (const row of slice) rows.push(row);
    }
  }

  const runs: RunsApi = {
    ready: async () => unwired(await host.runsReady()),
    list: async () => unwired(await host.runsList()),
    claim: async (runId) => unwired(await host.runsClaim(runId)),
    async page(runId, index) {
      const read = unwired(await host.runsPage(runId, index));
      if (!('page' in read)) return read;
      await takeRest(`run:${runId}:${index}`, read.page.rows, read.rowCount);
      shareStrings(read.page.rows);
      return { index, page: read.page };
    },
    stopped: async (runId, state, failure) => unwired(await host.runsStopped(runId, state, failure)),
    release: async (runId) => unwired(await host.runsRelease(runId)),
    saveView: async (runId, view) => unwired(await host.runsSaveView(runId, view)),
    delete: async (runId) => unwired(await host.runsDelete(runId)),
    deleteTenant: async () => unwired(await host.runsDeleteTenant()),
    setKeeping: async (on) => unwired(await host.runsSetKeeping(on)),
    setBudget: async (bytes) => unwired(await host.runsSetBudget(bytes)),
    evicted: async () => unwired(await host.runsEvicted()),
  };

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
      const rows = answer.page.rows;
      await takeRest(`call:${callId}`, rows, answer.rowCount);
      return answer.page;
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
  };
}
