import { DEMO_CREDENTIALS } from '../src/sim/types';
import { expect, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';

// "Test" is configured (REPORTING_TEST_URL in playwright.config.ts) to a server that speaks the service's
// protocol at the real limits: the browser reaches it only through the app's proxy, on its own origin.
test('signs in on "Test" and runs a report through the proxy', async ({ page }) => {
  const upstreamCalls: string[] = [];
  page.on('request', (r) => upstreamCalls.push(new URL(r.url()).pathname));
  const signIn = new SignInPage(page);
  await signIn.goto('/?report=agents-status');
  await signIn.environment().selectOption({ label: 'Test' });
  // The demo's credentials are offered for the demo only.
  await expect(page.getByRole('button', { name: 'Use demo credentials' })).toHaveCount(0);
  await signIn.fill({
    accessToken: DEMO_CREDENTIALS.accessToken,
    secret: DEMO_CREDENTIALS.accessTokenSecret,
    tenant: DEMO_CREDENTIALS.tenant,
  });
  await signIn.signInButton().click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Test');

  const explorer = new ExplorerPage(page);
  await explorer.setRange('2026-03-01 00:00:00', '2026-03-01 23:59:59');
  await explorer.run();
  expect(await explorer.waitForAllRows()).toBeGreaterThan(0);
  expect(upstreamCalls.filter((p) => p.includes('/ServiceReporting/'))).toEqual(
    expect.arrayContaining([
      '/env/test/api/ServiceReporting/CreateToken',
      expect.stringMatching(/^\/env\/test\/api\/ServiceReporting\/ExecuteReport\/1234\//),
    ]),
  );
});
