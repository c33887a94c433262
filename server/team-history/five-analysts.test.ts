// Five analysts asking the same range at once through one server, each with the app's own client (over
// Node's fetch): the service answers each page once, and the team's history keeps the run once.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportingClient } from '../../src/api/client';
import { clientLimits } from '../../src/api/client-limits';
import { createMemoryLockManager } from '../../src/api/locks';
import type { ReportQuery } from '../../src/api/types';
import { createSimulatedService, DEMO_CREDENTIALS } from '../../src/sim';
import { createAppServer, listen } from '../app-server';
import { loadServerConfig } from '../config';
import { createServerLog } from '../log';
import { closeServer, manualBudgetClock, until } from '../test-helpers';
import { createMemoryTeamStore } from './memory-store';

// The demo's 4 s as 20 ms: the key's turns come on the real clock, quickly.
const limits = clientLimits(0.005);
const demo = createSimulatedService({ limits });
const store = createMemoryTeamStore();
const TEN_DAYS: ReportQuery = {
  reportKey: 'dialogs',
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-03-10 23:59:59',
};
let app: Server;
let base: string;

beforeAll(async () => {
  const config = loadServerConfig({}, { port: 0 });
  // The team's clock stands still: an answer once shared stays shared for the whole test, however slowly
  // the machine lets an analyst's next page come.
  const teamClock = manualBudgetClock({ t: 0 }).clock;
  const log = createServerLog({ echo: false });
  app = createAppServer({ config, demo, log, teamStore: store, teamClock });
  base = (await listen(app, config.host, config.port)).replace(/\/$/, '');
});
afterAll(() => closeServer(app));

async function analyst(): Promise<{ pages: number; rows: number }> {
  const client = createReportingClient({
    environment: {
      name: 'demo',
      label: 'Demo',
      mode: 'proxy',
      baseUrl: `${base}/env/demo`,
      timeScale: 0.005,
    },
    limits,
    locks: createMemoryLockManager(),
  });
  await client.signIn({ ...DEMO_CREDENTIALS, subscriptionKey: '' });
  let pages = 0;
  let rows = 0;
  for await (const page of client.pages(TEN_DAYS)) {
    pages++;
    rows += page.rows.length;
  }
  return { pages, rows };
}

describe('five analysts asking the same range at once', () => {
  it('cost the service the calls of one, and the server keeps the run once', async () => {
    const runs = await Promise.all([analyst(), analyst(), analyst(), analyst(), analyst()]);
    const [one] = runs;
    expect(one?.pages).toBeGreaterThan(3);
    expect(runs).toEqual(Array(5).fill(one));
    const executed = demo.calls().filter((c) => c.operation === 'ExecuteReport');
    expect(executed.map((c) => c.status).every((s) => s === 200)).toBe(true);
    // At most 1.05x the calls of one analyst alone: here exactly one call per page.
    expect(executed).toHaveLength(one?.pages ?? 0);
    const key = {
      environment: 'demo',
      tenant: DEMO_CREDENTIALS.tenant,
      reportKey: 'dialogs',
      campaignId: null,
    } as const;
    await until(() => store.open === 0 && store.segments(key).length === 1);
    expect(store.segments(key)[0]?.rows).toHaveLength(one?.rows ?? -1);
  });
});
