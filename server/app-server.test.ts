import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../src/api/environments';
import { addressLine, createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createServerLog } from './log';
import { closeServer, fakeSimulatedService, rawRequest } from './test-helpers';

let app: Server;
let base: string;
const fakeDemo = () => fakeSimulatedService();

beforeAll(async () => {
  const config = loadServerConfig(
    {
      REPORTING_TEST_URL: 'https://test.example.com',
      REPORTING_PROD_URL: 'https://prod.example.com',
      REPORTING_PROD_MODE: 'direct',
      REPORTING_ENV_LAB_URL: 'http://127.0.0.1:8081/reporting',
      REPORTING_ENV_LAB_MODE: 'direct',
    },
    { port: 0 },
  );
  app = createAppServer({ config, demo: fakeDemo(), log: createServerLog({ echo: false }) });
  base = await listen(app, config.host, config.port);
});
afterAll(() => closeServer(app));

describe('the app server', () => {
  it('publishes a direct environment with its real base URL, refuses to proxy it and allows it in connect-src', async () => {
    const config = await rawRequest(base, '/app-config.json', { method: 'GET' });
    expect(config.headers['cache-control']).toBe('no-store');
    const { environments } = appConfigSchema.parse(JSON.parse(config.body));
    expect(environments.map((e) => [e.name, e.mode, e.baseUrl])).toEqual([
      ['demo', 'proxy', '/env/demo'],
      ['test', 'proxy', '/env/test'],
      ['prod', 'direct', 'https://prod.example.com'],
      ['lab', 'direct', 'http://127.0.0.1:8081/reporting'],
    ]);
    const refused = await rawRequest(base, '/env/prod/api/ServiceReporting/CreateToken', { body: '{}' });
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toMatchObject({ message: expect.stringContaining('direct mode') });
    expect(config.headers['content-security-policy']).toContain(
      "connect-src 'self' https://prod.example.com http://127.0.0.1:8081;",
    );
  });

  it('sends the security headers on every answer', async () => {
    const answers = await Promise.all([
      rawRequest(base, '/app-config.json', { method: 'GET' }),
      rawRequest(base, '/env/demo/api/ServiceReporting/CreateToken', { body: '{}' }),
      rawRequest(base, '/env/../x', { body: '{}' }),
      rawRequest(base, '/nothing-here', { method: 'GET' }),
    ]);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toMatch(
        /^default-src 'self'; script-src 'self'; connect-src 'self'.*; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'$/,
      );
      expect(headers).toMatchObject({
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      });
    }
  });

  it('has no /__sim routes without SIM_CONTROL', async () => {
    for (const [method, target] of [
      ['GET', '/__sim/calls'],
      ['GET', '/__sim/log'],
      ['POST', '/__sim/reset'],
      ['POST', '/__sim/faults'],
      ['GET', '/__sim/clock'],
      ['POST', '/__sim/clock'],
    ] as const) {
      const answer = await rawRequest(base, target, { method, body: method === 'POST' ? '[]' : undefined });
      expect([target, answer.status]).toEqual([target, 404]);
    }
  });

  it('listens on 127.0.0.1 by default and prints the line tests parse', async () => {
    const config = loadServerConfig({ PORT: '0' }, { port: 4173 });
    const server = createAppServer({ config, demo: fakeDemo(), log: createServerLog({ echo: false }) });
    const url = await listen(server, config.host, config.port);
    await closeServer(server);
    expect(addressLine(url)).toMatch(/^Report Explorer on http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
