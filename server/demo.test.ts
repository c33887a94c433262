import { createServer, type Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTokenResponseSchema } from '../src/core/contract';
import { retryAfterSeconds } from '../src/sim/index';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createServerLog } from './log';
import { createDemoService } from './startup';
import { closeServer, listenLoopback, rawRequest, simulatedUpstream, type RawAnswer } from './test-helpers';

const DIALOGS = '9306395D-F645-4597-9563-78DF67836192';
const SIM_ENV = { SIM_TIME_SCALE: '0.01' };
const { accessToken, accessTokenSecret, tenant, subscriptionKey } = DEMO_CREDENTIALS;
const signInBody = JSON.stringify({ accessToken, accessTokenSecret, tenant });
const reportBody = JSON.stringify({
  startDate: '2026-01-01 00:00:00',
  endDate: '2026-01-02 00:00:00',
  lastDocument: '',
});

const demo = createDemoService(SIM_ENV);
const upstreamSim = createDemoService(SIM_ENV);
let upstream: Server;
let app: Server;
let base: string;
const tokens: string[] = [];

beforeAll(async () => {
  // The simulated service behind a plain node:http server stands in for the real test service.
  upstream = createServer(simulatedUpstream(upstreamSim));
  const upstreamUrl = await listenLoopback(upstream);
  const config = loadServerConfig({ REPORTING_TEST_URL: upstreamUrl, SIM_CONTROL: '1' }, { port: 0 });
  app = createAppServer({ config, demo, log: createServerLog({ echo: false }), upstreamTimeScale: 0.01 });
  base = await listen(app, config.host, config.port);
});
afterAll(async () => {
  await closeServer(app);
  await closeServer(upstream);
});
beforeEach(async () => {
  expect((await rawRequest(base, '/__sim/reset')).status).toBe(200);
  upstreamSim.reset();
});

/** A call that waits out the simulated 429s as the client would, for as long as Retry-After says. */
async function call(target: string, options: Parameters<typeof rawRequest>[2]): Promise<RawAnswer> {
  for (;;) {
    const answer = await rawRequest(base, target, options);
    if (answer.status !== 429) return answer;
    await delay(Number(answer.headers['retry-after'] ?? '0.1') * 1000);
  }
}

async function signInAndRun(env: string) {
  const api = `/env/${env}/api/ServiceReporting`;
  const json = { 'Content-Type': 'application/json' };
  const signIn = await call(`${api}/CreateToken`, { headers: json, body: signInBody });
  expect(signIn.status).toBe(200);
  const { token } = createTokenResponseSchema.parse(JSON.parse(signIn.body));
  tokens.push(token);
  const info = await call(`${api}/CreateToken?info`, {
    headers: { ...json, 'Ocp-Apim-Subscription-Key': subscriptionKey },
    body: signInBody,
  });
  expect(JSON.parse(info.body)).toMatchObject({ product: 'premium' });
  const auth = { ...json, Authorization: `Bearer ${token}`, 'Ocp-Apim-Subscription-Key': subscriptionKey };
  return {
    auth,
    run: () => call(`${api}/ExecuteReport/${tenant}/${DIALOGS}`, { headers: auth, body: reportBody }),
  };
}

describe('the demo and the proxy with the simulated service', () => {
  it('signs in and pages a report on the demo and through the proxy', async () => {
    for (const env of ['demo', 'test']) {
      const report = await (await signInAndRun(env)).run();
      expect(report.status).toBe(200);
      const envelope = z
        .object({ isValid: z.boolean(), result: z.array(z.unknown()) })
        .parse(JSON.parse(report.body));
      expect(envelope.isValid).toBe(true);
      expect(envelope.result.length).toBeGreaterThan(0);
    }
    const calls = z
      .array(z.object({ operation: z.string() }))
      .parse(JSON.parse((await rawRequest(base, '/__sim/calls', { method: 'GET' })).body));
    expect(calls.map((c) => c.operation)).toEqual(
      expect.arrayContaining(['CreateToken', 'QuotaInfo', 'ExecuteReport']),
    );
  });

  it('never logs a credential, a token, a key or a body', async () => {
    await (await signInAndRun('test')).run();
    const lines = z
      .array(z.string())
      .parse(JSON.parse((await rawRequest(base, '/__sim/log', { method: 'GET' })).body));
    expect(lines.some((l) => l.includes(` test ExecuteReport ${DIALOGS} 200 `))).toBe(true);
    expect(lines.some((l) => l.includes(' demo CreateToken 200 '))).toBe(true);
    const secrets = [
      accessToken,
      accessTokenSecret,
      subscriptionKey,
      'Bearer',
      'startDate',
      'isValid',
      ...tokens,
    ];
    for (const secret of secrets)
      expect(
        lines.filter((l) => l.includes(secret)),
        secret,
      ).toEqual([]);
  });

  it('closes the socket without an answer on a dropped connection, and answers the next call', async () => {
    const { run } = await signInAndRun('demo');
    const set = await rawRequest(base, '/__sim/faults', {
      body: JSON.stringify([{ kind: 'drop', atCall: 1 }]),
    });
    expect(set.status).toBe(200);
    await expect(run()).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect((await run()).status).toBe(200);
  });

  it('passes a simulated 429 with its Retry-After through unchanged', async () => {
    const { auth } = await signInAndRun('demo');
    await rawRequest(base, '/__sim/faults', {
      body: JSON.stringify([{ kind: 'rate-limit', atCall: 1, retryAfterSeconds: 30 }]),
    });
    const answer = await rawRequest(
      base,
      `/env/demo/api/ServiceReporting/ExecuteReport/${tenant}/${DIALOGS}`,
      {
        headers: auth,
        body: reportBody,
      },
    );
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe(retryAfterSeconds(30 * 1000 * 0.01, 0.01));
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 429 });
  });

  it('moves the demo clock forward on request, and back to the real time on reset', async () => {
    const read = async () =>
      z
        .object({ now: z.number() })
        .parse(JSON.parse((await rawRequest(base, '/__sim/clock', { method: 'GET' })).body)).now;
    const before = Date.now();
    const moved = await rawRequest(base, '/__sim/clock', { body: JSON.stringify({ advanceMs: 86_400_000 }) });
    expect(moved.status).toBe(200);
    expect(await read()).toBeGreaterThanOrEqual(before + 86_400_000);
    for (const body of ['{"advanceMs":-1}', '{}', 'soon'])
      expect((await rawRequest(base, '/__sim/clock', { body })).status, body).toBe(400);
    await rawRequest(base, '/__sim/reset');
    expect(await read()).toBeLessThan(before + 86_400_000);
  });

  it('refuses a fault plan that is not a list of known faults', async () => {
    for (const body of [
      'not json',
      '{"kind":"drop"}',
      '[{"kind":"meteor","atCall":1}]',
      '[{"kind":"drop","atCall":0}]',
    ])
      expect((await rawRequest(base, '/__sim/faults', { body })).status, body).toBe(400);
    expect((await rawRequest(base, '/__sim/faults', { method: 'GET' })).status).toBe(404);
  });

  it('takes the extra-fields fault: a served page whose rows carry undocumented fields', async () => {
    const { run } = await signInAndRun('demo');
    const set = await rawRequest(base, '/__sim/faults', {
      body: JSON.stringify([{ kind: 'extra-fields', atCall: 1 }]),
    });
    expect(set.status).toBe(200);
    const answer = await run();
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('"_rid"');
    await rawRequest(base, '/__sim/reset');
  });

  it('forgets the call log on reset', async () => {
    await signInAndRun('demo');
    expect(JSON.parse((await rawRequest(base, '/__sim/calls', { method: 'GET' })).body)).not.toEqual([]);
    await rawRequest(base, '/__sim/reset');
    expect(JSON.parse((await rawRequest(base, '/__sim/calls', { method: 'GET' })).body)).toEqual([]);
  });
});
