import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appConfigSchema } from '../../src/api/environments';
import { DIALOGS_ID } from '../../src/core/catalog/catalog';
import { decodeRows } from '../../src/core/coded-rows';
import {
  CODED_ROWS_TYPE,
  decodeRowsPage,
  heldAnswerSchema,
  teamRefusalSchema,
} from '../../src/core/team-history';
import { createAppServer, listen } from '../app-server';
import { loadServerConfig, type ServerConfig } from '../config';
import { createServerLog } from '../log';
import {
  closeServer,
  fakeSimulatedService,
  manualBudgetClock,
  rawRequest,
  startUpstream,
  until,
  type Upstream,
} from '../test-helpers';
import { createMemoryTeamStore } from './memory-store';
import type { TeamStore } from './store-port';

const API = '/env/test/api/ServiceReporting';
const ROWS = [
  { date: '2026-03-10T10:00:00.125-05:00', text: 'hello' },
  { date: '2026-03-10T10:00:05.500-05:00', text: 'how can I help?' },
];
const RANGE = { start: '2026-03-10 00:00:00', end: '2026-03-10 23:59:59' };
const REFUSED_RANGE = '2026-01-01 00:00:00';
const history = (tenant: string) => ({ tenant, reportKey: 'dialogs' as const, campaignId: null });
// The upstream's clock when it answered: 12:00 UTC, 07:00 on the tenant's wall clock (UTC-5).
const UPSTREAM_DATE = 'Wed, 01 Apr 2026 12:00:00 GMT';

// A service upstream that issues a token to any tenant and answers one page of two DIALOGS rows.
let upstream: Upstream;
let issued = 0;
const teamClock = manualBudgetClock({ t: 0 });
const store = createMemoryTeamStore();
const apps: Server[] = [];
let config: ServerConfig;

/** An app server over `teamStore` (none: it keeps no team history); a second one is "after a restart". */
async function startApp(teamStore?: TeamStore, log = createServerLog({ echo: false })): Promise<string> {
  const app = createAppServer({
    config,
    demo: fakeSimulatedService(),
    log,
    teamStore,
    teamClock: teamClock.clock,
    // The upstream's 4 s turns as 4 ms: a test's pages go about at once.
    upstreamTimeScale: 0.001,
  });
  apps.push(app);
  return listen(app, config.host, config.port);
}

let base: string;
beforeAll(async () => {
  upstream = await startUpstream(({ url, body }) => {
    const json = { 'Content-Type': 'application/json; charset=utf-8', Date: UPSTREAM_DATE };
    if (url.endsWith('/CreateToken')) {
      const { tenant } = z.object({ tenant: z.string() }).parse(JSON.parse(body));
      return { status: 200, headers: json, body: JSON.stringify({ token: `token-${tenant}-${++issued}` }) };
    }
    // The service no longer takes a token asked this range with (as it does an expired one).
    if (body.includes(REFUSED_RANGE)) return { status: 401, headers: json, body: '{"statusCode":401}' };
    const page = { isValid: true, pageCount: 0, lastDocument: null, result: ROWS };
    return { status: 200, headers: json, body: JSON.stringify(page) };
  });
  config = loadServerConfig(
    {
      REPORTING_TEST_URL: `${upstream.url}base`,
      REPORTING_PROD_URL: 'https://prod.example.com',
      REPORTING_PROD_MODE: 'direct',
    },
    { port: 0 },
  );
  base = await startApp(store);
});
afterAll(async () => {
  for (const app of apps) await closeServer(app);
  await upstream.close();
});

async function signIn(at: string, tenant: string, accessToken = 'team-key'): Promise<string> {
  const answer = await rawRequest(at, `${API}/CreateToken`, {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessToken, accessTokenSecret: 'secret', tenant }),
  });
  return z.object({ token: z.string() }).parse(JSON.parse(answer.body)).token;
}

const team = (at: string, target: string, body: unknown, token?: string) =>
  rawRequest(at, target, {
    headers: {
      'Content-Type': 'application/json',
      ...(token !== undefined && { Authorization: `Bearer ${token}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const held = (token: string | undefined, tenant = '1234', at = base) =>
  team(at, '/team/test/held', { history: history(tenant), range: RANGE }, token);
/** A rows page as the server coded it, its rows rebuilt. */
async function rowsPage(answer: { bytes: Buffer }) {
  const page = await decodeRowsPage(Uint8Array.from(answer.bytes));
  if (!page) throw new Error('not a coded rows page');
  const { coded, written: _, ...place } = page;
  return { ...place, rows: decodeRows(coded) };
}
const refusal = (body: string) => teamRefusalSchema.parse(JSON.parse(body)).message;

const execute = (token: string, startDate: string, at = base) =>
  rawRequest(at, `${API}/ExecuteReport/1234/${DIALOGS_ID}`, {
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ startDate, endDate: RANGE.end, lastDocument: '' }),
  });

/** Ana of tenant 1234 runs the day through the proxy: the server keeps it. */
async function anaRuns(): Promise<string> {
  const ana = await signIn(base, '1234');
  expect((await execute(ana, RANGE.start)).status).toBe(200);
  await until(
    () => store.open === 0 && store.segments({ environment: 'test', ...history('1234') }).length > 0,
  );
  return ana;
}

describe("the team's history routes", () => {
  it('says in app-config.json which environments have a team history: not a direct one', async () => {
    const answer = await rawRequest(base, '/app-config.json', { method: 'GET' });
    const { environments } = appConfigSchema.parse(JSON.parse(answer.body));
    expect(environments.map((e) => [e.name, e.teamHistory])).toEqual([
      ['demo', true],
      ['test', true],
      ['prod', false],
    ]);
  });

  it("answers a run's segment and its rows to the tenant's people, a colleague with her own key too", async () => {
    const ana = await anaRuns();
    const answer = await held(ana);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { segments, offsetMinutes } = heldAnswerSchema.parse(JSON.parse(answer.body));
    expect(offsetMinutes).toBe(-300);
    expect(segments).toHaveLength(1);
    const [segment] = segments;
    expect(segment).toMatchObject({ ...RANGE, rows: 2 });
    // Asked just before the upstream's Date, on the tenant's wall clock, with a second off.
    expect(segment?.fetchedAt).toMatch(/^2026-04-01 06:59:(5\d|4\d)$/);
    const bea = await signIn(base, '1234', 'bea-own-key');
    const rows = await team(
      base,
      '/team/test/rows',
      { history: history('1234'), span: RANGE, fetchedAt: segment?.fetchedAt, page: 0 },
      bea,
    );
    expect(rows.status).toBe(200);
    expect(rows.headers['content-type']).toBe(CODED_ROWS_TYPE);
    expect(await rowsPage(rows)).toEqual({
      rows: ROWS,
      page: 0,
      nextPage: null,
      pages: 1,
      bytes: expect.any(Number),
    });
  });

  it('reads a page once for colleagues who ask it at once, and refuses it still to another tenant', async () => {
    const ana = await anaRuns();
    let reads = 0;
    const counted = startApp({
      ...store,
      readPage: (...args) => {
        reads++;
        return store.readPage(...args);
      },
    });
    const at = await counted;
    const [segment] = heldAnswerSchema.parse(JSON.parse((await held(ana)).body)).segments;
    const ask = { history: history('1234'), span: RANGE, fetchedAt: segment?.fetchedAt, page: 0 };
    // Tokens this server saw issued: each server learns its own (access.ts).
    const colleagues = [
      await signIn(at, '1234'),
      await signIn(at, '1234', 'bea-own-key'),
      await signIn(at, '1234'),
    ];
    const other = await signIn(at, '5678', 'other-key');
    const answers = await Promise.all(colleagues.map((token) => team(at, '/team/test/rows', ask, token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await Promise.all(answers.map(rowsPage))).map((p) => p.rows)).toEqual([ROWS, ROWS, ROWS]);
    expect(reads).toBe(1);
    const refused = await team(at, '/team/test/rows', { ...ask, history: history('1234') }, other);
    expect(refused.status).toBe(401);
    expect(refused.body).not.toContain('hello');
  });

  it('answers 409 for a segment that is not held as it was when planned', async () => {
    const ana = await anaRuns();
    const rows = await team(
      base,
      '/team/test/rows',
      { history: history('1234'), span: RANGE, fetchedAt: '2026-04-01 00:00:00', page: 0 },
      ana,
    );
    expect(rows.status).toBe(409);
    expect(refusal(rows.body)).toContain('plan the run again');
  });

  it("refuses with 401 a request without a token, another tenant's token, a token the service refused", async () => {
    await anaRuns();
    const without = await held(undefined);
    expect(without.status).toBe(401);
    expect(refusal(without.body)).toContain('sign in again');
    const zoe = await signIn(base, '5678');
    const other = await held(zoe);
    expect(other.status).toBe(401);
    expect(refusal(other.body)).toContain("another tenant's");
    // Her own tenant's history holds nothing: an empty answer, not an error.
    const own = await held(zoe, '5678');
    expect(heldAnswerSchema.parse(JSON.parse(own.body)).segments).toEqual([]);
    const cy = await signIn(base, '1234');
    expect((await held(cy)).status).toBe(200);
    expect((await execute(cy, REFUSED_RANGE)).status).toBe(401);
    const refused = await held(cy);
    expect(refused.status).toBe(401);
    expect(refusal(refused.body)).toContain('refused this sign-in');
  });

  it('refuses a token issued before the server restarted, until the next CreateToken proves the key', async () => {
    const ana = await anaRuns();
    const restarted = await startApp(store);
    const before = await held(ana, '1234', restarted);
    expect(before.status).toBe(401);
    expect(refusal(before.body)).toContain('did not see this sign-in');
    const again = await signIn(restarted, '1234');
    const after = await held(again, '1234', restarted);
    expect(after.status).toBe(200);
    expect(heldAnswerSchema.parse(JSON.parse(after.body)).segments).toHaveLength(1);
  });

  it('answers 404 for a direct environment, an unknown one, and on a server that keeps no history', async () => {
    const direct = await team(base, '/team/prod/held', { history: history('1234'), range: RANGE });
    expect(direct.status).toBe(404);
    expect(refusal(direct.body)).toContain('direct mode');
    expect((await team(base, '/team/nowhere/held', {})).status).toBe(404);
    expect((await team(base, '/team/test/everything', {})).status).toBe(404);
    const without = await startApp();
    expect((await team(without, '/team/test/held', { history: history('1234'), range: RANGE })).status).toBe(
      404,
    );
  });
});

describe("a team history request's body", () => {
  // A store that fails the test if it is asked anything.
  const asked: string[] = [];
  const untouchable: TeamStore = {
    held: async () => {
      asked.push('held');
      throw new Error('asked');
    },
    readPage: async () => {
      asked.push('readPage');
      throw new Error('asked');
    },
    begin: async () => {
      asked.push('begin');
      throw new Error('asked');
    },
  };
  let guarded: string;
  beforeAll(async () => {
    guarded = await startApp(untouchable);
  });

  it.each([
    [
      'a range without its time',
      { history: history('1234'), range: { start: '2026-03-10', end: RANGE.end } },
    ],
    [
      'a range that ends before it starts',
      { history: history('1234'), range: { start: RANGE.end, end: RANGE.start } },
    ],
    [
      'a day that does not exist',
      { history: history('1234'), range: { start: '2026-02-30 00:00:00', end: RANGE.end } },
    ],
    ['a report that is not one', { history: { ...history('1234'), reportKey: 'passwords' }, range: RANGE }],
    ['a field the wire does not have', { history: history('1234'), range: RANGE, path: '../../etc' }],
    ['no JSON at all', 'range=all'],
  ])('refuses %s with 400 and a reason, before the store is asked', async (_, body) => {
    const token = await signIn(guarded, '1234');
    const answer = await team(guarded, '/team/test/held', body, token);
    expect(answer.status).toBe(400);
    expect(refusal(answer.body).length).toBeGreaterThan(10);
    expect(asked).toEqual([]);
  });

  it('refuses a body larger than the proxy takes with 413, and anything but POST with 405', async () => {
    const big = await team(guarded, '/team/test/held', {
      history: history('x'.repeat(128)),
      pad: 'x'.repeat(70_000),
    });
    expect(big.status).toBe(413);
    const get = await rawRequest(guarded, '/team/test/held', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(asked).toEqual([]);
  });

  it('proxies on when the store fails to keep a run, and logs it without a token or a row', async () => {
    const log = createServerLog({ echo: false });
    const failing = await startApp(untouchable, log);
    const token = await signIn(failing, '1234');
    const answer = await execute(token, RANGE.start, failing);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: ROWS });
    await until(() => log.lines().some((l) => l.includes('team history: begin failed')));
    const written = log.lines().join('\n');
    expect(written).not.toContain(token);
    expect(written).not.toContain('how can I help?');
    asked.length = 0;
  });

  it('answers 500 without a word of the store’s error when the store fails', async () => {
    const token = await signIn(guarded, '1234');
    const answer = await held(token, '1234', guarded);
    expect(answer.status).toBe(500);
    expect(refusal(answer.body)).not.toContain('asked');
    expect(asked).toEqual(['held']);
  });
});
