import { createReportingClient } from '../api/client';
import { environmentSchema } from '../api/environments';
import type { Credentials, WaitEvent } from '../api/types';
import type { RunStore } from '../store/types';
import { createEngine } from './engine';
import type { Engine, PageRequest } from './types';
import { wired } from './wire-error';

export interface HostDeps {
  openStore: () => Promise<RunStore | null>;
  /** Tells the other tabs that the stored runs changed. */
  announce: () => void;
}

/**
 * The engine as the worker exposes it: each call answers a value or its error as data (wire-error.ts), and
 * an AbortSignal, which cannot cross to a worker, becomes a call id the page can abort by.
 */
export function createEngineHost(deps: HostDeps) {
  let engine: Engine | null = null;
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

  // Flat names: Comlink's types make a nested object's methods unreachable as calls.
  return {
    async start(environment: unknown) {
      engine = createEngine({
        client: createReportingClient({ environment: environmentSchema.parse(environment) }),
        store: await deps.openStore(),
        onRunsChanged: deps.announce,
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
        const page = await withSignal(callId, (signal) => current().page(request, { signal, onWait }));
        return { page, usage: current().usage() };
      }),
    abort(callId: number) {
      calls.get(callId)?.abort();
    },
    usage: () => current().usage(),
    pause: () => current().pause(),
    resume: () => current().resume(),
    signOut() {
      for (const controller of calls.values()) controller.abort();
      engine?.signOut();
    },
    runsReady: () => wired(() => runs().ready()),
    runsList: () => wired(() => runs().list()),
    runsClaim: (runId: string) => wired(() => runs().claim(runId)),
    runsPage: (runId: string, index: number) => wired(() => runs().page(runId, index)),
    runsStopped: (runId: string, state: 'interrupted' | 'failed', failure?: string) =>
      wired(() => runs().stopped(runId, state, failure)),
    runsRelease: (runId: string) => wired(() => runs().release(runId)),
    runsSaveView: (runId: string, view: unknown) => wired(() => runs().saveView(runId, view)),
    runsDelete: (runId: string) => wired(() => runs().delete(runId)),
    runsDeleteTenant: () => wired(() => runs().deleteTenant()),
    runsSetKeeping: (on: boolean) => wired(() => runs().setKeeping(on)),
    runsEvicted: () => wired(() => runs().evicted()),
  };
}
export type EngineHost = ReturnType<typeof createEngineHost>;
