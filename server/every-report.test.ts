// Issue "proxy": with REPORTING_TEST_URL pointing at a server that speaks the service's protocol, every
// report of the catalog runs on "Test" through the proxy. The upstream is the simulated service behind a
// plain node:http server; the client is the app's own, as the browser uses it, only over Node's fetch.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportingClient } from '../src/api/client';
import { clientLimits } from '../src/api/client-limits';
import { createMemoryLockManager } from '../src/api/locks';
import type { ReportQuery } from '../src/api/types';
import { CATALOG } from '../src/core/catalog/catalog';
import { createSimulatedService, DEMO_CREDENTIALS } from '../src/sim';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createServerLog } from './log';
import { createDemoService } from './startup';
import { closeServer, listenLoopback, simulatedUpstream } from './test-helpers';

const limits = clientLimits(0.005); // 4 s -> 20 ms, 60 s -> 300 ms
const upstreamSim = createSimulatedService({ limits });
const seenPaths: string[] = [];
/** ExecuteReport bodies the upstream received, under the catalog key of the report being run. */
const bodies: { key: string; body: Record<string, unknown> }[] = [];
let running = '';
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
  app = createAppServer({ config, demo: createDemoService({}), log: createServerLog({ echo: false }) });
  base = (await listen(app, config.host, config.port)).replace(/\/$/, '');
});
afterAll(async () => {
  await closeServer(app);
  await closeServer(upstream);
});

describe('the "Test" environment through the proxy', () => {
  it('signs in and runs every report of the catalog to its last page, each with its own family body', async () => {
    const client = createReportingClient({
      environment: { name: 'test', label: 'Test', mode: 'proxy', baseUrl: `${base}/env/test`, timeScale: 1 },
      fetch: (request) => fetch(request),
      limits,
      locks: createMemoryLockManager(),
    });
    await client.signIn({ ...DEMO_CREDENTIALS, subscriptionKey: '' });

    const rowsByReport = new Map<string, number>();
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
  });
});
