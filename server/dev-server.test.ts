import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import { addressLine } from './app-server';
import { loadServerConfig } from './config';
import { startDevServer } from './dev-server';
import { createServerLog } from './log';
import { rawRequest } from './test-helpers';

let dev: ViteDevServer;
let base: string;

beforeAll(async () => {
  const env = { PORT: '0', SIM_TIME_SCALE: '0.01' };
  const started = await startDevServer(loadServerConfig(env, { port: 5173 }), env, {
    log: createServerLog({ echo: false }),
    overrides: {
      // Its own cache: the test must not touch the optimised deps of a developer's `npm start`.
      cacheDir: mkdtempSync(join(tmpdir(), 'report-explorer-vite-')),
      logLevel: 'silent',
      server: { watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    },
  });
  dev = started.server;
  base = started.url;
}, 60_000);
afterAll(() => dev.close());

describe('the dev server (npm start)', () => {
  it('listens on 127.0.0.1 by default', () => {
    expect(addressLine(base)).toMatch(/^Report Explorer on http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves /app-config.json and the demo on the same routes as the built server', async () => {
    const config = await rawRequest(base, '/app-config.json', { method: 'GET' });
    expect(JSON.parse(config.body)).toMatchObject({
      environments: [{ name: 'demo', baseUrl: '/env/demo', timeScale: 0.01 }],
    });
    const { accessToken, accessTokenSecret, tenant } = DEMO_CREDENTIALS;
    const token = await rawRequest(base, '/env/demo/api/ServiceReporting/CreateToken', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessToken, accessTokenSecret, tenant }),
    });
    expect(token.status).toBe(200);
    expect(JSON.parse(token.body)).toMatchObject({ token: expect.any(String) });
    expect(token.headers['cache-control']).toBe('no-store');
    const trick = await rawRequest(base, '/env/demo/api/ServiceReporting/%2e%2e/CreateToken', { body: '{}' });
    expect(trick.status).toBe(400);
  });

  it('sends the looser dev headers: no CSP (React refresh is an inline script), the rest kept', async () => {
    const page = await rawRequest(base, '/', { method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers['content-security-policy']).toBeUndefined();
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
  });

  it('has no /__sim routes without SIM_CONTROL', async () => {
    expect((await rawRequest(base, '/__sim/calls', { method: 'GET' })).status).toBe(404);
  });
});
