import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createServerLog } from './log';
import {
  closeServer,
  fakeSimulatedService,
  rawRequest,
  startUpstream,
  type Upstream,
  type UpstreamAnswer,
} from './test-helpers';

const ID = '9306395D-F645-4597-9563-78DF67836192';
const TOKEN_SECRET = 'upstream-bearer-token-xyz';
const SUB_KEY = 'premium-key-123';
const ACCESS_SECRET = 'access-secret-456';

// A large page (10,000 rows can weigh megabytes) streams through the socket's back-pressure.
const BIG_BODY = JSON.stringify({
  isValid: true,
  result: Array.from({ length: 40_000 }, (_, i) => ({ i, text: 'x'.repeat(100) })),
});

let evil: Upstream;
let upstream: Upstream;
let app: Server;
let base: string;
const log = createServerLog({ echo: false });
const demoSeen: Request[] = [];
const fakeDemo = () => fakeSimulatedService(demoSeen);

beforeAll(async () => {
  evil = await startUpstream(() => ({ status: 200, body: 'evil' }));
  upstream = await startUpstream(({ url }): UpstreamAnswer => {
    const tail = url.replace('/base/api/ServiceReporting/', '');
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    if (tail === 'CreateToken')
      return { status: 200, headers: json, body: JSON.stringify({ token: TOKEN_SECRET }) };
    if (tail === 'CreateToken?info') return { status: 200, headers: json, body: '{"product":"premium"}' };
    if (tail.endsWith('/RATE'))
      return {
        status: 429,
        headers: { ...json, 'Retry-After': '7' },
        body: '{"statusCode": 429, "message": "Rate limit is exceeded. Try again in 7 seconds."}',
      };
    if (tail.endsWith('/QUOTA'))
      return {
        status: 403,
        headers: { ...json, 'Retry-After': '3600' },
        body: '{"statusCode": 403, "message": "Out of call volume quota."}',
      };
    if (tail.endsWith('/MOVED')) return { status: 302, headers: { Location: `${evil.url}stolen` }, body: '' };
    if (tail.endsWith('/HTML'))
      return { status: 503, headers: { 'Content-Type': 'text/html' }, body: '<h1>Down</h1>' };
    if (tail.endsWith('/SLOW')) return 'hang';
    if (tail.endsWith('/BIG')) return { status: 200, headers: json, body: BIG_BODY };
    return {
      status: 200,
      headers: { ...json, 'Set-Cookie': 'session=upstream', 'X-Upstream-Internal': 'yes' },
      body: '{"isValid":true,"pageCount":0,"lastDocument":null,"result":[{"a":1}]}',
    };
  });
  const config = loadServerConfig(
    {
      REPORTING_TEST_URL: `${upstream.url}base`,
      REPORTING_PROD_URL: 'https://prod.example.com',
      REPORTING_PROD_MODE: 'direct',
      REPORTING_ENV_DOWN_URL: 'http://127.0.0.1:1',
      REPORTING_ENV_EVIL_URL: evil.url,
      REPORTING_ENV_EVIL_MODE: 'direct',
    },
    { port: 0 },
  );
  app = createAppServer({ config, demo: fakeDemo(), log });
  base = await listen(app, config.host, config.port);
});

afterAll(async () => {
  await closeServer(app);
  await upstream.close();
  await evil.close();
});

beforeEach(() => {
  upstream.seen.length = 0;
});

const TEST = '/env/test/api/ServiceReporting';

describe('the proxy', () => {
  it('forwards method, body and only the headers the service needs', async () => {
    const body = JSON.stringify({
      startDate: '2026-01-01 00:00:00',
      endDate: '2026-01-31 23:59:59',
      lastDocument: '',
    });
    const answer = await rawRequest(base, `${TEST}/ExecuteReport/1234/${ID}`, {
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${TOKEN_SECRET}`,
        'Ocp-Apim-Subscription-Key': SUB_KEY,
        Cookie: 'app-session=1',
        'X-Other': 'other',
        Host: new URL(evil.url).host,
        'X-Forwarded-Host': new URL(evil.url).host,
        'X-Forwarded-For': '203.0.113.9',
      },
      body,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      isValid: true,
      pageCount: 0,
      lastDocument: null,
      result: [{ a: 1 }],
    });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-upstream-internal']).toBeUndefined();

    expect(upstream.seen).toHaveLength(1);
    const [seen] = upstream.seen;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe(`/base/api/ServiceReporting/ExecuteReport/1234/${ID}`);
    expect(seen?.body).toBe(body);
    expect(seen?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: `Bearer ${TOKEN_SECRET}`,
      'ocp-apim-subscription-key': SUB_KEY,
      host: new URL(upstream.url).host,
    });
    for (const name of ['cookie', 'x-other', 'x-forwarded-host', 'x-forwarded-for'])
      expect(seen?.headers[name], name).toBeUndefined();
    expect(evil.seen).toEqual([]);
  });

  it('passes CreateToken and CreateToken?info through', async () => {
    const token = await rawRequest(base, `${TEST}/CreateToken`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessToken: 'a', accessTokenSecret: ACCESS_SECRET, tenant: '1234' }),
    });
    expect(JSON.parse(token.body)).toEqual({ token: TOKEN_SECRET });
    const info = await rawRequest(base, `${TEST}/CreateToken?info`, { body: '{}' });
    expect(info.body).toBe('{"product":"premium"}');
    expect(upstream.seen.map((s) => s.url)).toEqual([
      '/base/api/ServiceReporting/CreateToken',
      '/base/api/ServiceReporting/CreateToken?info',
    ]);
  });

  it.each([
    ['RATE', 429, '7', 'Rate limit is exceeded'],
    ['QUOTA', 403, '3600', 'Out of call volume quota'],
  ])(
    'returns a %s answer with its status, body and Retry-After unchanged',
    async (tail, status, retryAfter, text) => {
      const answer = await rawRequest(base, `${TEST}/ExecuteReport/1234/${tail}`, { body: '{}' });
      expect(answer.status).toBe(status);
      expect(answer.headers['retry-after']).toBe(retryAfter);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toMatchObject({
        statusCode: status,
        message: expect.stringContaining(text),
      });
      // Same origin: nothing to expose.
      expect(answer.headers['access-control-expose-headers']).toBeUndefined();
    },
  );

  it('streams a large page through whole', async () => {
    const answer = await rawRequest(base, `${TEST}/ExecuteReport/1234/BIG`, { body: '{}' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(BIG_BODY.length);
    expect(answer.body).toBe(BIG_BODY);
  });

  it('returns an HTML error page as it came', async () => {
    const answer = await rawRequest(base, `${TEST}/ExecuteReport/1234/HTML`, { body: '{}' });
    expect([answer.status, answer.headers['content-type'], answer.body]).toEqual([
      503,
      'text/html',
      '<h1>Down</h1>',
    ]);
  });

  it('does not follow a redirect: it answers 502 with a clear message', async () => {
    const answer = await rawRequest(base, `${TEST}/ExecuteReport/1234/MOVED`, { body: '{}' });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('redirect'),
    });
    expect(answer.headers.location).toBeUndefined();
    expect(evil.seen).toEqual([]);
  });

  it('answers 504 when the upstream does not answer in time, 502 when it cannot be reached', async () => {
    // A server of its own with a short timeout, so that no other test's call can run out of time.
    const config = loadServerConfig({ REPORTING_TEST_URL: `${upstream.url}base` }, { port: 0 });
    const impatient = createAppServer({ config, demo: fakeDemo(), log, upstreamTimeoutMs: 200 });
    const impatientBase = await listen(impatient, config.host, config.port);
    const slow = await rawRequest(impatientBase, `${TEST}/ExecuteReport/1234/SLOW`, { body: '{}' });
    await closeServer(impatient);
    expect(slow.status).toBe(504);
    expect(JSON.parse(slow.body)).toMatchObject({ message: expect.stringContaining('did not answer') });
    const down = await rawRequest(base, '/env/down/api/ServiceReporting/CreateToken', { body: '{}' });
    expect(down.status).toBe(502);
    expect(JSON.parse(down.body)).toMatchObject({ message: expect.stringContaining('Could not reach') });
  });

  it('takes POST only and caps the request body', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await rawRequest(base, `${TEST}/CreateToken`, { method });
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'POST']);
    }
    const big = await rawRequest(base, `${TEST}/CreateToken`, { body: 'x'.repeat(65 * 1024) });
    expect(big.status).toBe(413);
    expect(upstream.seen).toEqual([]);
  });

  it('sends the demo to the simulated service with the same header filter', async () => {
    demoSeen.length = 0;
    const answer = await rawRequest(base, `/env/demo/api/ServiceReporting/ExecuteReport/1234/${ID}`, {
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer t',
        Cookie: 'c=1',
        'X-Other': 'o',
      },
      body: '{"lastDocument":""}',
    });
    expect(answer.status).toBe(200);
    const [request] = demoSeen;
    expect(new URL(request?.url ?? '').pathname).toBe(
      `/env/demo/api/ServiceReporting/ExecuteReport/1234/${ID}`,
    );
    expect(request?.headers.get('authorization')).toBe('Bearer t');
    expect(request?.headers.get('cookie')).toBeNull();
    expect(request?.headers.get('x-other')).toBeNull();
    expect(await request?.text()).toBe('{"lastDocument":""}');
    expect(upstream.seen).toEqual([]);
  });
});

describe('path tricks', () => {
  const evilHost = () => new URL(evil.url).host;
  const targets = () => [
    `${TEST}/ExecuteReport/1234%2F..%2F..%2F..%2Fstolen/${ID}`,
    `${TEST}/ExecuteReport/%2e%2e/%2e%2e/${ID}`,
    `${TEST}/ExecuteReport/%252e%252e/${ID}`,
    `${TEST}/ExecuteReport/../../../../stolen`,
    `${TEST}/ExecuteReport/1234%5C..%5Cstolen/${ID}`,
    `${TEST}/ExecuteReport\\..\\..\\stolen`,
    `${TEST}//${evilHost()}/stolen`,
    `${TEST}/ExecuteReport/http:/${evilHost()}/stolen`,
    `${TEST}/ExecuteReport/1234@${evilHost()}/${ID}`,
    `${TEST}/CreateToken?url=${evil.url}stolen`,
    `${TEST}/CreateToken?info&next=${evil.url}`,
    `//${evilHost()}${TEST}/CreateToken`,
    `${evil.url}stolen`,
    `http://${evilHost()}${TEST}/CreateToken`,
    `/env/${evilHost()}/api/ServiceReporting/CreateToken`,
    `/env/evil/api/ServiceReporting/CreateToken`,
    `/env/nope/api/ServiceReporting/CreateToken`,
    `/env/test/api/ServiceReporting/Admin`,
    `/ENV/test/api/ServiceReporting/CreateToken`,
    `/env%2Ftest/api/ServiceReporting/CreateToken`,
  ];

  it('refuses every trick with 400 or 404, and no request reaches any host', async () => {
    for (const target of targets()) {
      const answer = await rawRequest(base, target, {
        headers: { Host: evilHost(), 'X-Forwarded-Host': evilHost(), 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect([400, 404], `${target} -> ${answer.status}`).toContain(answer.status);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(upstream.seen).toEqual([]);
    expect(evil.seen).toEqual([]);
  });

  it('never uses Host or X-Forwarded-Host to pick the target', async () => {
    await rawRequest(base, `${TEST}/CreateToken`, {
      headers: { Host: new URL(evil.url).host, 'X-Forwarded-Host': new URL(evil.url).host },
      body: '{}',
    });
    expect(upstream.seen).toHaveLength(1);
    expect(evil.seen).toEqual([]);
  });
});

describe('the log', () => {
  it('logs one line per proxied call, without any secret', () => {
    const lines = log.lines();
    // A call that waited its turn on the key says so at the end ("(waited 0.001 s)").
    const logged = (call: string) =>
      lines.some((l) => new RegExp(` test ${call} 200 \\d+ms( \\(waited [\\d.]+ s\\))?$`).test(l));
    expect(logged(`ExecuteReport ${ID}`)).toBe(true);
    expect(logged('CreateToken')).toBe(true);
    expect(logged('QuotaInfo')).toBe(true);
    for (const secret of [TOKEN_SECRET, SUB_KEY, ACCESS_SECRET, 'Bearer', 'accessToken', 'isValid'])
      expect(
        lines.filter((l) => l.includes(secret)),
        secret,
      ).toEqual([]);
  });
});
