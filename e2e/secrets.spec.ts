import type { Download, Page, Response } from '@playwright/test';
import { z } from 'zod';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import {
  cacheStorageContents,
  downloadText,
  indexedDbContents,
  leaked,
  recordConsole,
  recordUrlHistory,
  webStorage,
} from './pages/secret-places';
import { SignInPage } from './pages/sign-in-page';

const WEEK = { start: '2026-03-01 00:00:00', end: '2026-03-07 23:59:59' };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const tokenSchema = z.object({ token: z.string().min(1) });

// A page may arrive a little early on a loaded machine; the client waits the 429 out.
test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

/** Every bearer token the service handed this page: read from the CreateToken answers themselves. */
function recordBearerTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', (r: Response) => {
    if (!new URL(r.url()).pathname.endsWith('/CreateToken') || !r.ok()) return;
    void r.json().then(
      (body: unknown) => {
        const parsed = tokenSchema.safeParse(body);
        if (parsed.success) tokens.push(parsed.data.token);
      },
      () => undefined, // the ?info answer or a body already gone: not a token
    );
  });
  return tokens;
}

async function download(page: Page, button: ReturnType<Page['getByRole']>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

test('after a full premium session nothing secret is left in any place a browser or server keeps', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const urlHistory = await recordUrlHistory(page);
  const consoleMessages = recordConsole(page);
  const tokens = recordBearerTokens(page);
  const signIn = new SignInPage(page);
  const explorer = new ExplorerPage(page);

  // Sign in to the demo with the subscription key (premium), remembering the non-secret fields.
  await signIn.goto();
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await expect(signIn.subscriptionKey()).toHaveValue(DEMO_CREDENTIALS.subscriptionKey);
  await signIn.rememberMe().check();
  const tokenAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/CreateToken'));
  await signIn.signInButton().click();
  expect((await tokenAnswer).status()).toBe(200);
  // Read now: the call comes from the session's worker, and its body goes with the worker at sign-out.
  const issued = tokenSchema.parse(await (await tokenAnswer).json()).token;
  await page.getByRole('button', { name: /^Quota/ }).click();
  const quota = page.getByRole('region', { name: 'Quota' });
  await expect(quota).toContainText('Premium product');
  await quota.getByRole('button', { name: 'Ask the service' }).click();
  await expect(quota.getByRole('meter', { name: 'Calls (service)' })).toBeVisible();
  await page.getByRole('button', { name: /^Quota/ }).click();

  // A legacy run (the body with size) and a DIALOGS run, each to the last row.
  await explorer.selectReport('Productivity Detail');
  await explorer.setRange(WEEK.start, WEEK.end);
  await explorer.pageSize().fill('50');
  await explorer.run();
  await explorer.waitForAllRows();
  await explorer.selectReport('DIALOGS');
  await explorer.setRange(WEEK.start, WEEK.end);
  await explorer.run();
  await explorer.waitForAllRows();

  // Export the rows, open a conversation, export it both ways.
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const files: Download[] = [
    await download(page, table.getByRole('button', { name: 'Export CSV', exact: true })),
  ];
  await page.getByRole('tabpanel', { name: 'Rows' }).getByRole('button', { name: UUID }).first().click();
  const panel = page.getByRole('tabpanel', { name: 'Conversations' });
  await expect(panel.getByRole('heading', { name: /^Conversation [0-9a-f]{8}-/i })).toBeVisible();
  files.push(await download(page, panel.getByRole('button', { name: 'Export conversation CSV' })));
  files.push(await download(page, panel.getByRole('button', { name: 'Export transcript' })));

  const whileSignedIn = { storage: await webStorage(page), idb: await indexedDbContents(page) };
  await explorer.signOut();
  await expect(signIn.secret()).toHaveValue('');

  const secrets = {
    'access token secret': DEMO_CREDENTIALS.accessTokenSecret,
    'subscription key': DEMO_CREDENTIALS.subscriptionKey,
    ...Object.fromEntries(tokens.map((t, i) => [`bearer token ${i + 1}`, t])),
  };
  // The session really happened: a token was issued and read, premium calls ran, files came down.
  expect(tokens.length).toBeGreaterThanOrEqual(1);
  expect(tokens).toContain(issued);

  const after = await webStorage(page);
  // Remember me kept its three non-secret fields: the place was read, and it holds no secret.
  expect(after.local.join('\n')).toContain(DEMO_CREDENTIALS.accessToken);
  expect(leaked([...whileSignedIn.storage.local, ...after.local], secrets), 'localStorage').toEqual([]);
  expect(leaked([...whileSignedIn.storage.session, ...after.session], secrets), 'sessionStorage').toEqual([]);
  expect(leaked([...whileSignedIn.idb, ...(await indexedDbContents(page))], secrets), 'IndexedDB').toEqual(
    [],
  );
  expect(leaked(await cacheStorageContents(page), secrets), 'Cache Storage').toEqual([]);
  const cookies = await page.context().cookies();
  expect(leaked(JSON.stringify(cookies), secrets), 'cookies').toEqual([]);
  expect(leaked(await page.evaluate(() => document.cookie), secrets), 'document.cookie').toEqual([]);

  const urls = await urlHistory();
  expect(urls.some((u) => u.includes('report=productivity-detail'))).toBe(true);
  expect(urls.some((u) => u.includes('report=dialogs'))).toBe(true);
  expect(leaked(urls, secrets), 'URL history').toEqual([]);
  expect(leaked(consoleMessages, secrets), 'console').toEqual([]);

  for (const file of files) {
    const text = await downloadText(file);
    expect(text.length, file.suggestedFilename()).toBeGreaterThan(0);
    expect(leaked(text, secrets), `download ${file.suggestedFilename()}`).toEqual([]);
    expect(leaked(file.suggestedFilename(), secrets), 'download file name').toEqual([]);
  }

  const serverLog = z.array(z.string()).parse(await (await request.get('/__sim/log')).json());
  expect(serverLog.some((line) => line.includes('ExecuteReport'))).toBe(true);
  expect(leaked(serverLog, secrets), 'server log').toEqual([]);
  expect(leaked(JSON.stringify(await sim.calls(request)), secrets), 'simulated service call log').toEqual([]);
});
