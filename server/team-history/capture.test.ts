import { SHARED_FOR_MS } from './single-flight';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALOGS_ID } from '../../src/core/catalog/catalog';
import { createSimulatedService, DEMO_CREDENTIALS, DEMO_TENANT_OFFSET_MS } from '../../src/sim';
import { createAppServer, listen } from '../app-server';
import { loadServerConfig } from '../config';
import { createKeyBudgets } from '../key-budget/key-budgets';
import { createServerLog } from '../log';
import { closeServer, manualBudgetClock, rawRequest, until, type RawAnswer } from '../test-helpers';
import { createMemoryTeamStore } from './memory-store';
import { IDLE_RUN_MS } from './team-server';

const API = '/env/demo/api/ServiceReporting';
const DIALOGS = `${API}/ExecuteReport/${DEMO_CREDENTIALS.tenant}/${DIALOGS_ID}`;
const KEY = {
  environment: 'demo',
  tenant: DEMO_CREDENTIALS.tenant,
  reportKey: 'dialogs',
  campaignId: null,
} as const;
// Two days of the demo's DIALOGS: about 800 rows, two pages of 500.
const RANGE = { startDate: '2026-03-10 00:00:00', endDate: '2026-03-11 23:59:59' };
const envelope = z.object({
  result: z.array(z.record(z.string(), z.unknown())),
  lastDocument: z.string().nullish(),
});

// The demo and the key's budget on one clock the test moves; the team's history on another.
const time = { t: Date.UTC(2026, 3, 1, 12) };
const demo = createSimulatedService({ now: () => time.t });
const budgetClock = manualBudgetClock(time);
const budgets = createKeyBudgets({ clock: budgetClock.clock });
const teamTime = { t: 0 };
const teamClock = manualBudgetClock(teamTime);
const store = createMemoryTeamStore();
let app: Server;
let base: string;

beforeAll(async () => {
  const config = loadServerConfig({}, { port: 0 });
  const log = createServerLog({ echo: false });
  app = createAppServer({
    config,
    demo,
    log,
    keyBudgets: budgets,
    teamStore: store,
    teamClock: teamClock.clock,
  });
  base = await listen(app, config.host, config.port);
});
afterAll(() => closeServer(app));
let callsBefore = 0;
beforeEach(() => {
  // After the key's longest window (60 s), so a test's first call goes at once.
  time.t += 120_000;
  budgetClock.fireDue();
  forgetSharedAnswers();
  callsBefore = demo.calls().length;
});

/** Lets the key's turns come (the clock moved to each) until every request is answered. */
async function served(...requests: Promise<RawAnswer>[]): Promise<RawAnswer[]> {
  const answers: (RawAnswer | null)[] = requests.map(() => null);
  requests.forEach((r, i) => void r.then((a) => (answers[i] = a)));
  const done = () => answers.every((a) => a !== null);
  for (;;) {
    await until(() => done() || budgets.waiting > 0);
    if (done()) return answers.filter((a) => a !== null);
    budgetClock.fireNext();
  }
}
const servedOne = async (request: Promise<RawAnswer>) => (await served(request))[0] ?? fail();
const fail = (): never => {
  throw new Error('no answer');
};

async function signIn(): Promise<string> {
  const answer = await servedOne(
    rawRequest(base, `${API}/CreateToken`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    }),
  );
  return z.object({ token: z.string() }).parse(JSON.parse(answer.body)).token;
}

const ask = (token: string, cursor: string, range = RANGE) =>
  rawRequest(base, DIALOGS, {
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...range, lastDocument: cursor }),
  });

/** One page as the app asks it: its rows and the cursor of the next page ('' after the last). */
async function page(token: string, cursor: string, range = RANGE) {
  const answer = await servedOne(ask(token, cursor, range));
  expect(answer.status).toBe(200);
  const { result, lastDocument } = envelope.parse(JSON.parse(answer.body));
  return { rows: result, next: lastDocument ?? '', body: answer.body };
}

/** The ExecuteReport calls the demo received in this test. */
const executed = () =>
  demo
    .calls()
    .slice(callsBefore)
    .filter((c) => c.operation === 'ExecuteReport');

/** Shared answers are kept a while on the team's clock: past that, a page asked again goes out. */
function forgetSharedAnswers() {
  teamTime.t += SHARED_FOR_MS + 1;
  teamClock.fireDue();
}

describe("the team's history keeps what passes through the proxy", () => {
  it('keeps a run only once its last page has arrived, as the service gave it, asked at its first page', async () => {
    const token = await signIn();
    const first = await page(token, '');
    expect(first.next).not.toBe('');
    await until(() => store.open === 1);
    expect(store.segments(KEY)).toEqual([]);
    const second = await page(token, first.next);
    expect(second.next).toBe('');
    await until(() => store.open === 0 && store.segments(KEY).length === 1);
    const [kept] = store.segments(KEY);
    expect(kept?.rows).toEqual([...first.rows, ...second.rows]);
    expect(kept?.rows.length).toBe(executed().reduce((sum, c) => sum + c.rows, 0));
    expect(kept?.bytes).toBe(executed().reduce((sum, c) => sum + c.bytes, 0));
    // The service's wall clock when the first page was asked (the tenant's zone), a second off.
    const askedAt = executed()[0]?.at ?? 0;
    expect(kept?.fetchedAtMs).toBe(Math.floor((askedAt + DEMO_TENANT_OFFSET_MS) / 1000) * 1000 - 1000);
    expect(kept).toMatchObject({ startMs: Date.UTC(2026, 2, 10), endMs: Date.UTC(2026, 2, 11, 23, 59, 59) });
  });

  it('keeps nothing of a run stopped half-way, and drops what it staged once the run is idle', async () => {
    const range = { startDate: '2026-03-14 00:00:00', endDate: '2026-03-15 23:59:59' };
    const token = await signIn();
    expect((await page(token, '', range)).next).not.toBe('');
    await until(() => store.open === 1);
    // Ten minutes of the demo's time with no next page.
    teamTime.t += IDLE_RUN_MS * demo.options.limits.timeScale;
    teamClock.fireDue();
    await until(() => store.open === 0);
    const held = await store.held(KEY, { startMs: Date.UTC(2026, 2, 14), endMs: Date.UTC(2026, 2, 16) });
    expect(held.segments).toEqual([]);
  });

  it('keeps a page asked again once, not twice', async () => {
    // Four days: four pages or so, the second of them asked twice.
    const range = { startDate: '2026-03-18 00:00:00', endDate: '2026-03-21 23:59:59' };
    const token = await signIn();
    const pages = [await page(token, '', range)];
    for (let last = pages[0]; last && last.next !== ''; last = pages.at(-1)) {
      pages.push(await page(token, last.next, range));
      if (pages.length !== 2) continue;
      forgetSharedAnswers();
      // The app asks the same page again (its answer was lost on the way): the service answers it again.
      const again = await page(token, last.next, range);
      expect(again.body).toBe(pages[1]?.body);
    }
    expect(pages.length).toBeGreaterThan(2);
    expect(executed()).toHaveLength(pages.length + 1);
    await until(() => store.open === 0);
    const span = { startMs: Date.UTC(2026, 2, 18), endMs: Date.UTC(2026, 2, 21, 23, 59, 59) };
    const held = await store.held(KEY, span);
    expect(held.segments.map((s) => s.rows)).toEqual([pages.reduce((sum, p) => sum + p.rows.length, 0)]);
  });
});

describe("a demo sign-in's proof", () => {
  it("ages on the demo's clock, as the demo's tokens do", async () => {
    const token = await signIn();
    const held = () =>
      rawRequest(base, '/team/demo/held', {
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          history: { tenant: KEY.tenant, reportKey: KEY.reportKey, campaignId: null },
          range: { start: RANGE.startDate, end: RANGE.endDate },
        }),
      });
    expect((await held()).status).toBe(200);
    time.t += demo.options.tokenLifetimeMs * demo.options.limits.timeScale + 1_000;
    expect((await held()).status).toBe(401);
  });
});

describe('one call for the same page asked at once', () => {
  it("sends five analysts' identical page once, while it waits its turn, and gives each the same answer", async () => {
    const range = { startDate: '2026-03-22 00:00:00', endDate: '2026-03-22 23:59:59' };
    const tokens = [];
    for (let i = 0; i < 5; i++) tokens.push(await signIn());
    time.t += 120_000;
    budgetClock.fireDue();
    // Another page holds the key: the first of the five waits its turn, the other four wait for it.
    await page(tokens[0] ?? '', '');
    const before = executed().length;
    const all = await served(...tokens.map((token) => ask(token, '', range)));
    expect(executed()).toHaveLength(before + 1);
    expect(all.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((a) => a.body)).size).toBe(1);
    expect(all.map((a) => a.headers['cache-control'])).toEqual(Array(5).fill('no-store'));
  });

  it('shares no refusal: after a 401, the next of the others asks for itself and shares its answer', async () => {
    const range = { startDate: '2026-03-24 00:00:00', endDate: '2026-03-24 23:59:59' };
    const tokens = [await signIn(), await signIn(), await signIn()];
    time.t += 120_000;
    budgetClock.fireDue();
    demo.setFaults([{ kind: 'unauthorized', atCall: 1 }]);
    const all = await served(...tokens.map((token) => ask(token, '', range)));
    demo.setFaults([]);
    expect(executed().map((c) => c.status)).toEqual([401, 200]);
    expect(all.map((a) => a.status).sort()).toEqual([200, 200, 401]);
  });

  it('does not share with a caller whose token the server never saw issued', async () => {
    const range = { startDate: '2026-03-26 00:00:00', endDate: '2026-03-26 23:59:59' };
    const token = await signIn();
    const stranger = 'a-token-issued-before-a-restart';
    const [mine, theirs] = await served(ask(token, '', range), ask(stranger, '', range));
    expect(mine?.status).toBe(200);
    // The demo refuses a token it did not issue: the stranger's call went to it, and got its own answer.
    expect(theirs?.status).toBe(401);
    expect(executed()).toHaveLength(2);
  });
});
