import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSimulatedService } from '../src/sim/service';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createKeyBudgets } from './key-budget/key-budgets';
import { createServerLog } from './log';
import { closeServer, manualBudgetClock, rawRequest, until } from './test-helpers';

const API = '/env/demo/api/ServiceReporting';
const DIALOGS = `${API}/ExecuteReport/1234/9306395D-F645-4597-9563-78DF67836192`;
const MARCH = JSON.stringify({ startDate: '2026-03-01 00:00:00', endDate: '2026-03-31 23:59:59' });
const { accessToken, accessTokenSecret, tenant } = DEMO_CREDENTIALS;

// The demo and the key's budget on a clock the test moves: only the order of events matters, never the
// machine's speed. The budget's timers fire when the test moves the clock past them.
const clock = { t: Date.UTC(2026, 3, 1, 12) };
const demo = createSimulatedService({ now: () => clock.t });
const budgetClock = manualBudgetClock(clock);
const budgets = createKeyBudgets({ clock: budgetClock.clock });
let app: Server;
let base: string;
let bearer: string;

beforeAll(async () => {
  const config = loadServerConfig({}, { port: 0 });
  app = createAppServer({ config, demo, log: createServerLog({ echo: false }), keyBudgets: budgets });
  base = await listen(app, config.host, config.port);
  const signIn = await rawRequest(base, `${API}/CreateToken`, {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessToken, accessTokenSecret, tenant }),
  });
  bearer = z.object({ token: z.string() }).parse(JSON.parse(signIn.body)).token;
});
afterAll(() => closeServer(app));

const headers = () => ({ 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` });

/** Sends a call's head at once and its body only once `beforeBody` has run: a body that arrives late. */
async function callWithLateBody(beforeBody: () => void): Promise<number> {
  const { hostname, port } = new URL(base);
  const req = httpRequest({ host: hostname, port, method: 'POST', path: DIALOGS, headers: headers() });
  req.flushHeaders();
  // The server has the request (its handler ran) before the clock moves.
  await once(app, 'request');
  beforeBody();
  req.end(MARCH);
  const res = await new Promise<IncomingMessage>((resolve) => req.once('response', resolve));
  res.resume();
  await once(res, 'end');
  return res.statusCode ?? 0;
}

describe("the demo's limits behind the app's server", () => {
  it('judge a call the server paced by when the server sent it, so a body read late brings no call closer', async () => {
    const interval = demo.options.limits.otherIntervalMs * demo.options.limits.timeScale;
    const arrivedAt = clock.t;
    // The body comes in most of an interval after the request reached the server (a busy event loop):
    // the call is sent then, and judged then.
    expect(await callWithLateBody(() => (clock.t += interval - 500))).toBe(200);
    const sentAt = clock.t;
    // The next call reaches the server a full interval after the first one did: it waits in the server
    // until an interval and the client's margin after the first was sent, and is admitted.
    clock.t = arrivedAt + interval;
    const second = rawRequest(base, DIALOGS, { headers: headers(), body: MARCH });
    await until(() => budgets.waiting === 1);
    budgetClock.fireNext();
    const answer = await second;
    expect(answer.status).toBe(200);
    const at = demo
      .calls()
      .filter((c) => c.operation === 'ExecuteReport')
      .map((c) => c.at - sentAt);
    expect(at).toEqual([0, interval + 100]);
    expect(answer.headers['key-queue-waited']).toBe(String((interval - 400) / 1000));
  });

  it("date their answers on the demo's clock, not this server's, so the app can compare it with the device's", async () => {
    clock.t += 10_000;
    const answer = await rawRequest(base, DIALOGS, { headers: headers(), body: MARCH });
    expect(answer.status).toBe(200);
    expect(Date.parse(String(answer.headers.date))).toBe(Math.floor(clock.t / 1000) * 1000);
  });
});
