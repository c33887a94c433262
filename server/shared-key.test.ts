import { request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSimulatedService } from '../src/sim/service';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createKeyBudgets } from './key-budget/key-budgets';
import { createServerLog } from './log';
import { closeServer, manualBudgetClock, rawRequest, until, type RawAnswer } from './test-helpers';

const API = '/env/demo/api/ServiceReporting';
const DIALOGS = `${API}/ExecuteReport/1234/9306395D-F645-4597-9563-78DF67836192`;
const MARCH = JSON.stringify({ startDate: '2026-03-01 00:00:00', endDate: '2026-03-31 23:59:59' });
// The demo's real interval plus the client's margin (its 100 ms floor at the real scale).
const INTERVAL = 4_100;

// Three analysts on the demo's one key; the demo and the key's budget on one clock the test moves.
const time = { t: Date.UTC(2026, 3, 1, 12) };
const demo = createSimulatedService({ now: () => time.t });
const budgetClock = manualBudgetClock(time);
const budgets = createKeyBudgets({ clock: budgetClock.clock, maxWaiting: 3 });
const log = createServerLog({ echo: false });
let app: Server;
let base: string;
const tokens: Record<'ana' | 'ben' | 'cy', string> = { ana: '', ben: '', cy: '' };

beforeAll(async () => {
  // With the demo's controls, whose reset the last test uses.
  const config = loadServerConfig({ SIM_CONTROL: '1' }, { port: 0 });
  app = createAppServer({ config, demo, log, keyBudgets: budgets });
  base = await listen(app, config.host, config.port);
  for (const who of ['ana', 'ben', 'cy'] as const) {
    const signIn = await rawRequest(base, `${API}/CreateToken`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    tokens[who] = z.object({ token: z.string() }).parse(JSON.parse(signIn.body)).token;
  }
});
afterAll(() => closeServer(app));
beforeEach(() => {
  // Each test starts after the key's longest window (60 s) since the last, within the tokens' hour.
  time.t += 120_000;
  budgetClock.fireDue();
  seenBefore = demo.calls().length;
});
let seenBefore = 0;

const page = (who: keyof typeof tokens, headers: Record<string, string> = {}) =>
  rawRequest(base, DIALOGS, {
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[who]}`, ...headers },
    body: MARCH,
  });
/** The ExecuteReport calls the demo received in this test. */
const executed = () =>
  demo
    .calls()
    .slice(seenBefore)
    .filter((c) => c.operation === 'ExecuteReport');

/** Pages `pages` times one after the other, as the app does, noting who got each answer in `order`. */
async function pager(who: keyof typeof tokens, pages: number, order: string[], answers: RawAnswer[] = []) {
  for (let i = 0; i < pages; i++) {
    answers.push(await page(who));
    order.push(who);
  }
}

describe('a team on one key, through the app server', () => {
  it('spaces two analysts paging at once at the key’s rate, one page each in turn, with no 429', async () => {
    const order: string[] = [];
    const bens: RawAnswer[] = [];
    const ana = pager('ana', 3, order);
    // Ana pages alone at first; her second page waits when Ben starts.
    await until(() => order.length === 1 && budgets.waiting === 1);
    const ben = pager('ben', 3, order, bens);
    await until(() => budgets.waiting === 2);
    // Each client has one page waiting at a time until it has had its three.
    const clientsLeft = () => ['ana', 'ben'].filter((w) => order.filter((o) => o === w).length < 3).length;
    for (let turn = 2; turn <= 6; turn++) {
      budgetClock.fireNext();
      await until(() => order.length === turn && budgets.waiting === clientsLeft());
    }
    await Promise.all([ana, ben]);
    expect(order.join(' ')).toBe('ana ana ben ana ben ben');
    const calls = executed();
    expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(calls.map((c) => c.at - (calls[0]?.at ?? 0))).toEqual([0, 1, 2, 3, 4, 5].map((i) => i * INTERVAL));
    // Ben's first page waited one turn behind Ana's, with the two of them on the key.
    expect(bens[0]?.headers).toMatchObject({
      'key-queue-ahead': '1',
      'key-queue-waited': String((2 * INTERVAL) / 1000),
      'key-queue-clients': '2',
    });
  });

  it('keeps an analyst’s place in the turns when her token is renewed, her calls naming their client', async () => {
    const renewed = await rawRequest(base, `${API}/CreateToken`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    const anaAgain = z.object({ token: z.string() }).parse(JSON.parse(renewed.body)).token;
    const order: string[] = [];
    const send = async (who: 'ana' | 'ben', token: string) => {
      await rawRequest(base, DIALOGS, {
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Key-Queue-Client': `${who}-0123456789abcdef`,
        },
        body: MARCH,
      });
      order.push(who);
    };
    const sent = [send('ana', tokens.ana)];
    await until(() => order.length === 1);
    sent.push(send('ben', tokens.ben));
    await until(() => budgets.waiting === 1);
    budgetClock.fireNext();
    await until(() => order.length === 2);
    // Ben's next page reaches the server before Ana's, which comes with her new token: she had her turn
    // before his, so she goes first, as she would have with her old token.
    sent.push(send('ben', tokens.ben));
    await until(() => budgets.waiting === 1);
    sent.push(send('ana', anaAgain));
    await until(() => budgets.waiting === 2);
    budgetClock.fireNext();
    await until(() => order.length === 3);
    budgetClock.fireNext();
    await Promise.all(sent);
    expect(order.join(' ')).toBe('ana ben ana ben');
    expect(executed().map((c) => c.status)).toEqual([200, 200, 200, 200]);
  });

  it("puts an analyst's page before the command line's background pages", async () => {
    const order: string[] = [];
    const background = { 'Key-Queue-Priority': 'background' };
    const nightly = [page('cy', background), page('cy', background)].map((p) =>
      p.then(() => order.push('cy')),
    );
    await until(() => order.length === 1 && budgets.waiting === 1);
    const ana = page('ana').then(() => order.push('ana'));
    await until(() => budgets.waiting === 2);
    budgetClock.fireNext();
    await until(() => order.length === 2);
    budgetClock.fireNext();
    await Promise.all([...nightly, ana]);
    expect(order).toEqual(['cy', 'ana', 'cy']);
  });

  it('gives the turn of a request that went away to the next one waiting', async () => {
    const first = await page('ana');
    expect(first.status).toBe(200);
    const { hostname, port } = new URL(base);
    const gone = httpRequest({
      host: hostname,
      port,
      method: 'POST',
      path: DIALOGS,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.ben}` },
    });
    gone.on('error', () => undefined);
    gone.end(MARCH);
    await until(() => budgets.waiting === 1);
    const cy = page('cy');
    await until(() => budgets.waiting === 2);
    gone.destroy();
    await until(() => budgets.waiting === 1);
    budgetClock.fireNext();
    expect((await cy).status).toBe(200);
    const calls = executed();
    expect(calls.map((c) => c.at - (calls[0]?.at ?? 0))).toEqual([0, INTERVAL]);
    expect(log.lines().some((l) => l.endsWith('(the client went away while waiting its turn)'))).toBe(true);
  });

  it('refuses a call over the bound of waiting calls with 503 and a message saying why', async () => {
    const waiting = [page('ana'), page('ana'), page('ana'), page('ana')];
    await until(() => budgets.waiting === 3);
    const refused = await page('ana');
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 503,
      message: 'Too many calls are waiting for this key (3): try again later.',
    });
    for (let sent = 2; sent <= 4; sent++) {
      budgetClock.fireNext();
      await until(() => executed().length === sent);
    }
    expect((await Promise.all(waiting)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
  });

  it("counts the key's calls of all its users in the 12-hour window on every answer", async () => {
    const ana = await page('ana');
    const counted = Number(ana.headers['key-queue-calls']);
    // The three sign-ins and the pages of the tests before: every call the server sent of the key.
    expect(counted).toBe(demo.calls().length);
    budgetClock.fireDue();
    const ben = page('ben');
    await until(() => budgets.waiting === 1);
    budgetClock.fireNext();
    const answer = await ben;
    expect(answer.headers['key-queue-calls']).toBe(String(counted + 1));
    // The window began with the first sign-in; the key's calls renew 12 hours after it.
    const renews = Number(answer.headers['key-queue-renews']);
    expect(renews).toBeGreaterThan(0);
    expect(renews).toBeLessThan(12 * 3600);
  });

  it('holds the key for everyone when a 429 comes all the same, for its Retry-After and the margin', async () => {
    // Another machine used the key: the service refuses Ana's page and asks for 10 s.
    demo.setFaults([{ kind: 'rate-limit', atCall: 1, retryAfterSeconds: 10 }]);
    try {
      const refusedAt = time.t;
      expect((await page('ana')).status).toBe(429);
      const ben = page('ben');
      await until(() => budgets.waiting === 1);
      budgetClock.fireNext();
      expect((await ben).status).toBe(200);
      // 10 s and the client's margin over it (2 % of 10 s), not the 4.1 s of the interval.
      expect(time.t - refusedAt).toBe(10_200);
    } finally {
      demo.setFaults([]);
    }
  });

  it("starts the key's count over when the demo is reset, as the demo's own quota window does", async () => {
    expect(Number((await page('ana')).headers['key-queue-calls'])).toBeGreaterThan(1);
    expect((await rawRequest(base, '/__sim/reset')).status).toBe(200);
    // The reset demo knows no token: Ana signs in again, the window's first call.
    const signIn = await rawRequest(base, `${API}/CreateToken`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    expect(signIn.headers['key-queue-calls']).toBe('1');
    tokens.ana = z.object({ token: z.string() }).parse(JSON.parse(signIn.body)).token;
    const next = page('ana');
    await until(() => budgets.waiting === 1);
    budgetClock.fireNext();
    expect((await next).headers['key-queue-calls']).toBe('2');
  });
});
