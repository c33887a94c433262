import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createServerLog } from './log';
import { closeServer, fakeSimulatedService, rawRequest } from './test-helpers';

let app: Server;
let base: string;
const INDEX = '<!doctype html><div id="root"></div>';

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'report-explorer-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(join(tmpdir(), 'outside-dist.txt'), 'outside');
  app = createAppServer({
    config: loadServerConfig({}, { port: 0 }),
    demo: fakeSimulatedService(),
    staticRoot: root,
    log: createServerLog({ echo: false }),
  });
  base = await listen(app, '127.0.0.1', 0);
});
afterAll(() => closeServer(app));

const get = (target: string) => rawRequest(base, target, { method: 'GET' });

describe('serving the built app', () => {
  it('serves hashed assets with a long cache and the rest revalidated', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect([asset.status, asset.body, asset.headers['content-type']]).toEqual([
      200,
      'console.log(1)',
      'text/javascript; charset=utf-8',
    ]);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect([icon.status, icon.headers['content-type'], icon.headers['cache-control']]).toEqual([
      200,
      'image/svg+xml',
      'no-cache',
    ]);
  });

  it('answers index.html for the app routes, a 404 for a missing file', async () => {
    for (const target of ['/', '/reports/dialogs?from=2026-01-01', '/conversations/abc']) {
      const page = await get(target);
      expect([target, page.status, page.body, page.headers['cache-control']]).toEqual([
        target,
        200,
        INDEX,
        'no-cache',
      ]);
    }
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    expect((await get('/missing.png')).status).toBe(404);
  });

  it('never serves a file outside dist/', async () => {
    for (const target of [
      '/../outside-dist.txt',
      '/%2e%2e/outside-dist.txt',
      '/..%2foutside-dist.txt',
      '/assets/..%5c..%5coutside-dist.txt',
    ])
      expect((await get(target)).body, target).not.toBe('outside');
  });

  it('takes GET and HEAD only', async () => {
    expect((await rawRequest(base, '/', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await rawRequest(base, '/favicon.svg', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
  });
});
