import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { expect, sim, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './pages/axe';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';
import { executeReportCalls, simCalls } from './pages/sim-calls';

const DEMO = {
  accessToken: 'demo-access-token',
  secret: 'demo-access-token-secret',
  tenant: '1234',
  subscriptionKey: 'demo-premium-key',
};
const answeredCalls = async (request: APIRequestContext) =>
  (await executeReportCalls(request)).filter((c) => c.status === 200).length;
const CREATE_TOKEN = '**/env/demo/api/ServiceReporting/CreateToken';

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('offers exactly the configured environments and fills the demo credentials', async ({
  page,
  request,
}) => {
  const config = z
    .object({ environments: z.array(z.object({ label: z.string() })) })
    .parse(await (await request.get('/app-config.json')).json());
  const signIn = new SignInPage(page);
  await signIn.goto();
  await expect(signIn.environment().locator('option')).toHaveText(config.environments.map((e) => e.label));
  await expect(signIn.environment()).toHaveValue('demo');
  await expectNoSeriousA11yViolations(page, 'the sign-in form');
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await expect(signIn.accessToken()).toHaveValue(DEMO.accessToken);
  await expect(signIn.secret()).toHaveValue(DEMO.secret);
  await expect(signIn.tenant()).toHaveValue(DEMO.tenant);
  await expect(signIn.subscriptionKey()).toHaveValue(DEMO.subscriptionKey);
  await page.screenshot({ path: 'test-results/explorer/sign-in.png', fullPage: true });
  await signIn.signInButton().click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: /^Quota/ }).click();
  const quota = page.getByRole('region', { name: 'Quota' });
  await expect(quota).toContainText('Premium product');
  await expect(quota.getByRole('meter', { name: 'Calls', exact: true })).toHaveAccessibleName('Calls');
  // Behind the app's server the key's calls of all its users are counted too (one user here).
  await expect(quota.getByRole('meter', { name: 'Calls (all users)' })).toBeVisible();
  await expect(quota).toContainText('of 20,000');
  await expect(quota).toContainText('Not asked yet in this session.');
  await quota.getByRole('button', { name: 'Ask the service' }).click();
  await expect(quota.getByRole('meter', { name: 'Calls (service)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the quota panel');
  await page.screenshot({ path: 'test-results/explorer/quota.png' });
});

test.describe('refusals', () => {
  test.use({ allowedConsoleErrors: [/status of (401|429)|ERR_FAILED|ERR_CONNECTION/] });

  test('an empty form is refused beside each field before any call', async ({ page, request }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInButton().click();
    for (const field of [signIn.accessToken(), signIn.secret(), signIn.tenant()]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(signIn.secret()).toHaveAccessibleDescription(
      /Enter the secret paired with the access token/,
    );
    expect(await simCalls(request)).toEqual([]);
  });

  test('wrong credentials are explained with what to do', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.fill({ ...DEMO, secret: 'not-the-secret' });
    await signIn.signInButton().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Sign-in refused');
    await expect(alert).toContainText('Check the access token, its secret and the tenant');
    await expectNoSeriousA11yViolations(page, 'a refused sign-in');
    await page.screenshot({ path: 'test-results/explorer/sign-in-refused.png', fullPage: true });
  });

  test('a rate limit is explained with a live countdown and Sign in waits for it', async ({ page }) => {
    await page.route(CREATE_TOKEN, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          statusCode: 429,
          message: 'Rate limit is exceeded. Try again in 30 seconds.',
        }),
      }),
    );
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.fill(DEMO);
    await signIn.signInButton().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    const countdown = alert.locator('.countdown');
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    await expect(signIn.signInButton()).toBeDisabled();
    await page.screenshot({ path: 'test-results/explorer/sign-in-rate-limited.png', fullPage: true });
  });

  test('network trouble is explained', async ({ page }) => {
    await page.route(CREATE_TOKEN, (route) => route.abort('connectionfailed'));
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.fill(DEMO);
    await signIn.signInButton().click();
    await expect(page.getByRole('alert')).toContainText('No connection to the service', { timeout: 30_000 });
    await expect(page.getByRole('alert')).toContainText('Check the connection');
  });
});

test.describe('with a run', () => {
  // A page may arrive a little early under load; the client waits the 429 out (explorer-run.spec.ts).
  test.use({ allowedConsoleErrors: [/status of 429/] });

  test('the secret and the bearer token never reach storage, the URL or the console', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const tokens: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/CreateToken') && r.ok())
        tokens.push(z.object({ token: z.string() }).parse(await r.json()).token);
    });
    const signIn = new SignInPage(page);
    await signIn.goto();
    await page.getByRole('button', { name: 'Use demo credentials' }).click();
    await signIn.rememberMe().check();
    await signIn.signInButton().click();
    const explorer = new ExplorerPage(page);
    await explorer.selectReport('DIALOGS');
    await page.getByRole('button', { name: 'Today' }).click();
    await explorer.run();
    await explorer.waitForAllRows();
    expect(tokens).toHaveLength(1);

    const stored = await page.evaluate(async () => {
      const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`);
      const dbs = 'databases' in indexedDB ? await indexedDB.databases() : [];
      return [
        ...dump(localStorage),
        ...dump(sessionStorage),
        document.cookie,
        ...dbs.map((d) => d.name ?? ''),
      ].join('\n');
    });
    const cookies = JSON.stringify(await page.context().cookies());
    const secrets = [DEMO.secret, DEMO.subscriptionKey, ...tokens];
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(cookies).not.toContain(secret);
      expect(page.url()).not.toContain(secret);
      expect(logged.join('\n')).not.toContain(secret);
    }
    // Remember me kept exactly the environment, the tenant and the access token.
    const remembered = await page.evaluate(() => localStorage.getItem('report-explorer:remembered'));
    expect(JSON.parse(remembered ?? 'null')).toEqual({
      environment: 'demo',
      tenant: '1234',
      accessToken: DEMO.accessToken,
    });

    await explorer.signOut();
    await page.reload();
    await expect(signIn.accessToken()).toHaveValue(DEMO.accessToken);
    await expect(signIn.tenant()).toHaveValue(DEMO.tenant);
    await expect(signIn.secret()).toHaveValue('');
    await expect(signIn.rememberMe()).toBeChecked();
  });

  test('sign out forgets everything, cached results included', async ({ page, request }) => {
    const signIn = new SignInPage(page);
    const explorer = new ExplorerPage(page);
    await signIn.goto('/?report=dialogs');
    await signIn.signInToDemo();
    await page.getByRole('button', { name: 'Today' }).click();
    await explorer.run();
    const rows = await explorer.waitForAllRows();
    const callsOfOneRun = await answeredCalls(request);

    await explorer.signOut('Delete stored runs');
    await expect(signIn.secret()).toHaveValue('');
    await expect(signIn.accessToken()).toHaveValue('');
    // Nothing is left in localStorage but the page store's flag that runs were once kept here (it tells
    // a browser that evicted them from one that never had any), and no run in IndexedDB.
    const left = await page.evaluate(() => Object.entries(localStorage));
    expect(left).toEqual([['report-explorer-runs:had-runs', '1']]);

    await signIn.signInToDemo();
    await expect(explorer.status()).toHaveCount(0);
    await page.getByRole('button', { name: 'Today' }).click();
    await explorer.run();
    expect(await explorer.waitForAllRows()).toBe(rows);
    // The cache went with the session: the same query spent its calls again.
    expect(await answeredCalls(request)).toBe(2 * callsOfOneRun);
  });
});
