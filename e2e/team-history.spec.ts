import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { z } from 'zod';
import { DEMO_CREDENTIALS, DEMO_OTHER_KEYS } from '../src/sim';
import { E2E_TIME_SCALE } from '../playwright.config';
import { expect, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';

// The team's history (docs/architecture.md#the-teams-history) on a server of its own, so that what it
// keeps and its restart touch no other spec: three analysts of one tenant, another tenant, and the
// nightly extraction, each on a device of their own.
const BIN = fileURLToPath(new URL('../bin/report-explorer.mjs', import.meta.url));
const PORT = Number(process.env.E2E_PORT) + 2000;
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = `node_modules/.cache/e2e-dist/${process.env.E2E_PORT}`;
// Settled long ago on the demo's clock: nothing of it is asked again because it had not settled.
const TEN_DAYS = { start: '2026-03-01 00:00:00', end: '2026-03-10 23:59:59' };
const NIGHTLY = { start: '2026-03-11 00:00:00', end: '2026-03-12 23:59:59' };

interface Key {
  accessToken: string;
  secret: string;
  tenant: string;
}
const DEMO: Key = {
  accessToken: DEMO_CREDENTIALS.accessToken,
  secret: DEMO_CREDENTIALS.accessTokenSecret,
  tenant: DEMO_CREDENTIALS.tenant,
};
const keyOf = (k: (typeof DEMO_OTHER_KEYS)[number]): Key => ({
  accessToken: k.accessToken,
  secret: k.accessTokenSecret,
  tenant: k.tenant,
});
const COLLEAGUE = keyOf(DEMO_OTHER_KEYS[0]);
const OTHER_TENANT = keyOf(DEMO_OTHER_KEYS[1]);

const callsSchema = z.array(z.looseObject({ operation: z.string() }));

/** The ExecuteReport calls the demo behind the team's server answered since the server started. */
async function serviceCalls(page: Page): Promise<number> {
  const answer = await page.request.get(`${BASE}/__sim/calls`);
  return callsSchema.parse(await answer.json()).filter((c) => c.operation === 'ExecuteReport').length;
}

/** The app's server, as `npm run serve` runs it, keeping the team's history in `dataDir`. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: {
      ...process.env,
      DIST_DIR: DIST,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SIM_TIME_SCALE: E2E_TIME_SCALE,
      SIM_CONTROL: '1',
      TEAM_HISTORY: '1',
      TEAM_HISTORY_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${String(code)}): ${said}`)));
    child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Report Explorer on')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return child;
}
const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** An analyst on a device of their own, signed in with `key`, asking DIALOGS over `range`. */
async function analyst(
  browser: Browser,
  key: Key,
  range: { start: string; end: string },
  onTeamRequest: (r: { url: string; body: string }) => void = () => undefined,
) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-US' });
  const page = await context.newPage();
  page.on('request', (r) => {
    if (r.url().includes('/team/')) onTeamRequest({ url: r.url(), body: r.postData() ?? '' });
  });
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${new URLSearchParams({ report: 'dialogs' }).toString()}`);
  await signIn.fill({ ...key, subscriptionKey: '' });
  await signIn.signInButton().click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const explorer = new ExplorerPage(page);
  await explorer.setRange(range.start, range.end);
  // The plan of this range, not of the one the form held before it was typed.
  const days = Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000);
  await expect(explorer.plan()).toContainText(`${days} days`);
  const plan = (await explorer.plan().textContent()) ?? '';
  await explorer.run();
  const rows = await explorer.waitForAllRows(120_000);
  return { context, page, plan, rows };
}

/** The run's rows as exported, one CSV line each, sorted: the same rows whatever order they came in. */
async function exportedRows(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return text.split('\r\n').slice(1).filter(Boolean).sort();
}

/** The nightly history through the team's server, as cron runs it. */
async function nightly(range: { start: string; end: string }) {
  const dir = await mkdtemp(join(tmpdir(), 're-team-nightly-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!name.startsWith('REPORTING_') && !name.startsWith('SIM_') && !name.startsWith('TEAM_'))
      env[name] = value;
  const args = [
    'extract',
    '--env',
    'demo',
    '--report',
    'DIALOGS',
    '--since',
    range.start,
    '--end',
    range.end,
  ];
  const child = spawn(process.execPath, [BIN, ...args, '--out', join(dir, 'out'), '--via', `${BASE}/`], {
    env: { ...env, REPORT_EXPLORER_STATE_DIR: join(dir, 'state') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stderr };
}

test('the team buys each day once: colleagues on the same key or their own read it with no call, another tenant reads none of it, and it outlives a restart', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const dataDir = await mkdtemp(join(tmpdir(), 're-team-history-'));
  let server = await startServer(dataDir);
  const contexts: BrowserContext[] = [];
  try {
    // Ana buys the ten days.
    const ana = await analyst(browser, DEMO, TEN_DAYS);
    contexts.push(ana.context);
    expect(ana.rows).toBeGreaterThan(1000);
    const bought = await serviceCalls(ana.page);
    expect(bought).toBeGreaterThan(0);
    const anaRows = await exportedRows(ana.page);

    // Ben, on the same key, and Carla, with her own key of the tenant, each on a new device: no call.
    const asked: { url: string; body: string }[] = [];
    for (const key of [DEMO, COLLEAGUE]) {
      const colleague = await analyst(browser, key, TEN_DAYS, (r) => asked.push(r));
      contexts.push(colleague.context);
      expect(colleague.plan).toContain('0 of 10 days on this device, 10 from the team’s server');
      expect(colleague.rows).toBe(ana.rows);
      expect(await serviceCalls(colleague.page)).toBe(bought);
      expect(await exportedRows(colleague.page)).toEqual(anaRows);
      // Asked again on the same device: it is on the device now.
      const explorer = new ExplorerPage(colleague.page);
      await explorer.openForm();
      await expect(explorer.plan()).toContainText('all 10 days on this device');
    }
    expect(asked.map((r) => new URL(r.url).pathname)).toEqual(
      expect.arrayContaining(['/team/demo/held', '/team/demo/rows']),
    );

    // Another tenant on the same server: its own rows, fetched, and none of this tenant's.
    const dario = await analyst(browser, OTHER_TENANT, TEN_DAYS);
    contexts.push(dario.context);
    expect(dario.plan).not.toContain('team’s server');
    expect(await serviceCalls(dario.page)).toBeGreaterThan(bought);
    expect(await exportedRows(dario.page)).not.toEqual(anaRows);

    // The colleagues' requests for the tenant's history, replayed without a token and with a token the
    // server saw issued for the other tenant: no row.
    const signIn = await dario.page.request.post(`${BASE}/env/demo/api/ServiceReporting/CreateToken`, {
      data: {
        accessToken: OTHER_TENANT.accessToken,
        accessTokenSecret: OTHER_TENANT.secret,
        tenant: OTHER_TENANT.tenant,
      },
    });
    const otherToken = z.object({ token: z.string() }).parse(await signIn.json()).token;
    for (const request of asked)
      for (const headers of [{}, { Authorization: `Bearer ${otherToken}` }] as Record<string, string>[]) {
        const answer = await dario.page.request.post(request.url, {
          headers: { 'Content-Type': 'application/json', ...headers },
          data: request.body,
        });
        expect(answer.status()).toBe(401);
        expect(await answer.text()).not.toContain('"rows"');
      }

    // The server restarts: the same ten days still cost no call on a new device.
    await stopServer(server);
    server = await startServer(dataDir);
    const eva = await analyst(browser, DEMO, TEN_DAYS);
    contexts.push(eva.context);
    expect(eva.plan).toContain('10 from the team’s server');
    expect(eva.rows).toBe(ana.rows);
    expect(await serviceCalls(eva.page)).toBe(0);

    // The nightly extraction buys two more days through the server; an analyst then reads them with no call.
    const night = await nightly(NIGHTLY);
    expect(night.code, night.stderr).toBe(0);
    const afterNight = await serviceCalls(eva.page);
    expect(afterNight).toBeGreaterThan(0);
    const fede = await analyst(browser, COLLEAGUE, NIGHTLY);
    contexts.push(fede.context);
    expect(fede.plan).toContain('2 from the team’s server');
    expect(await serviceCalls(fede.page)).toBe(afterNight);
  } finally {
    for (const context of contexts) await context.close();
    await stopServer(server);
  }
});
