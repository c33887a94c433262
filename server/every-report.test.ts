// Issue "proxy": with REPORTING_TEST_URL pointing at a server that speaks the service's protocol, every
// report of the catalog runs on "Test" through the proxy. The upstream is the simulated service behind a
// plain node:http server; the client is the app's own, as the browser uses it, only over Node's fetch.
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createReportingClient } from '../src/api/client';
import { clientLimits } from '../src/api/client-limits';
import { createMemoryLockManager } from '../src/api/locks';
import type { ReportQuery } from '../src/api/types';
import { CATALOG } from '../src/core/catalog/catalog';
import { createSimulatedService, DEMO_CREDENTIALS } from '../src/sim';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createKeyBudgets } from './key-budget/key-budgets';
import { createServerLog } from './log';
import { createDemoService } from './startup';
import { closeServer, listenLoopback, simulatedUpstream } from './test-helpers';

const limits = clientLimits(0.005); // 4 s -> 20 ms, 60 s -> 300 ms
// The client and the simulated service read one clock (faked while the test runs, see below).
const now = () => Date.now();
const upstreamSim = createSimulatedService({ limits, now });
const seenPaths: string[] = [];
/** ExecuteReport bodies the upstream received, under the catalog key of the report being run. */
const bodies: { key: string; body: Record<string, unknown> }[] = [];
let running = '';
// The server's budget on the test's clock and the upstream's scale: the client behind it leaves the pacing
// to it, and its calls wait there for their turn.
const budgets = createKeyBudgets({
  clock: {
    now,
    setTimer: (fire, ms) => {
      const timer = setTimeout(fire, ms);
      return () => clearTimeout(timer);
    },
  },
});
let upstream: Server;
let app: Server;
let base: string;

beforeAll(async () => {
  upstream = createServer(
    simulatedUpstream(upstreamSim, (target, body) => {
      seenPaths.push(target);
      if (target.includes('/ExecuteReport/'))
        bodies.push({ key: running, body: JSON.parse(body.toString()) });
    }),
  );
  const config = loadServerConfig({ REPORTING_TEST_URL: await listenLoopback(upstream) }, { port: 0 });
  app = createAppServer({
    config,
    demo: createDemoService({}),
    log: createServerLog({ echo: false }),
    // The server's budget on the test's clock and the upstream's scale: it sees the client's calls as far
    // apart as the client started them, so none waits in the server.
    keyBudgets: budgets,
    upstreamTimeScale: limits.timeScale,
  });
  base = (await listen(app, config.host, config.port)).replace(/\/$/, '');
});
afterAll(async () => {
  await closeServer(app);
  await closeServer(upstream);
});

/** Requests of the client not yet answered in full (the body read too). */
let inFlight = 0;
/** The client's fetch, with the answer's body read before it counts as answered. */
async function countedFetch(request: Request): Promise<Response> {
  inFlight++;
  try {
    const answer = await fetch(request);
    const body = answer.body === null ? null : await answer.arrayBuffer();
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  } finally {
    inFlight--;
  }
}

/**
 * Runs `work` on a fake clock that moves only between requests, to the next timer set (the throttle's
 * hold, a wait): a request takes no time on it, from the client's start to its answer, however long the
 * sockets, the proxy and a loaded machine take. On the wall clock a request the machine held back on its
 * way through the proxy reached the service closer than the window to the next one (a 429), and the run
 * outlasted the test's time limit while it slept the scaled windows for real.
 */
async function onFakeClock<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  let done = false;
  const running = work().finally(() => (done = true));
  while (!done) {
    // A turn of the real event loop: the sockets and the servers get on with what is in flight.
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Time moves when nothing is on its way: every request in flight, if any, waits its turn in the server.
    if (inFlight === budgets.waiting) await vi.advanceTimersToNextTimerAsync();
  }
  return running;
}
afterEach(() => {
  vi.useRealTimers();
});

describe('the "Test" environment through the proxy', () => {
  it('signs in and runs every report of the catalog to its last page, each with its own family body', async () => {
    const client = createReportingClient({
      environment: { name: 'test', label: 'Test', mode: 'proxy', baseUrl: `${base}/env/test`, timeScale: 1 },
      fetch: countedFetch,
      limits,
      now,
      locks: createMemoryLockManager(),
    });
    const rowsByReport = new Map<string, number>();
    await onFakeClock(async () => {
      await client.signIn({ ...DEMO_CREDENTIALS, subscriptionKey: '' });
      for (const report of CATALOG) {
        const query: ReportQuery = {
          reportKey: report.key,
          startDate: '2026-03-01 00:00:00',
          endDate: '2026-03-02 23:59:59',
          ...(report.family === 'legacy' ? { size: 10_000 } : {}),
          ...(report.requiresCampaignId ? { campaignId: '42' } : {}),
        };
        running = report.key;
        let rows = 0;
        let last = null;
        for await (const page of client.pages(query)) {
          rows += page.rows.length;
          last = page;
        }
        expect(last?.lastDocument ?? null, report.key).toBeNull();
        rowsByReport.set(report.key, rows);
      }
    });

    expect([...rowsByReport.keys()]).toHaveLength(20);
    for (const [key, rows] of rowsByReport) expect(rows, key).toBeGreaterThan(0);
    // Every call went to the upstream, under its own path: the tenant and the identifier as the catalog has them.
    const executed = upstreamSim.calls().filter((c) => c.operation === 'ExecuteReport' && c.status === 200);
    expect(new Set(executed.map((c) => c.reportId))).toEqual(new Set(CATALOG.map((r) => r.id)));
    expect(upstreamSim.calls().filter((c) => c.status === 429)).toEqual([]);
    // Legacy bodies carry `size`, new ones never; `campaingId` only where the report takes it.
    for (const report of CATALOG) {
      const sent = bodies.filter((b) => b.key === report.key).map((b) => b.body);
      expect(sent.length, report.key).toBeGreaterThan(0);
      for (const body of sent) {
        expect('size' in body, report.key).toBe(report.family === 'legacy');
        expect('campaingId' in body, report.key).toBe(report.requiresCampaignId);
      }
    }
    expect(seenPaths.every((p) => p.startsWith('/api/ServiceReporting/'))).toBe(true);
    // Nothing sleeps any more, but the whole catalog through two servers is real work: under a second
    // of CPU, yet more than the default 5 s of wall time on a machine loaded many times over (load 20-25).
  }, 60_000);
});
