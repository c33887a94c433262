import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';
import { executeReportCalls, simCalls } from './pages/sim-calls';

/**
 * Every invalid value of the two forms is refused beside its field, and the simulated service's call log
 * proves no call was spent on it: a refused sign-in costs no CreateToken (3 a minute), a refused query no
 * ExecuteReport (1 every 4 s, and quota). explorer-sign-in and explorer-query check more of the wording.
 */

const DEMO = { accessToken: 'demo-access-token', secret: 'demo-access-token-secret', tenant: '1234' };
const JAN = { start: '2026-01-01 00:00:00', end: '2026-01-31 23:59:59' };

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

/** The field says it is invalid, with the message read with it (Field wires aria-describedby). */
async function expectRefused(field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

const createTokenCalls = async (request: APIRequestContext) =>
  (await simCalls(request)).filter((c) => c.operation === 'CreateToken');

test('each invalid sign-in value is refused beside its field, and no CreateToken is spent', async ({
  page,
  request,
}) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  const fields = { accessToken: signIn.accessToken(), secret: signIn.secret(), tenant: signIn.tenant() };
  const cases: { what: string; field: keyof typeof fields; value: string; message: RegExp }[] = [
    { what: 'empty access token', field: 'accessToken', value: '', message: /Enter the access token/ },
    { what: 'blank access token', field: 'accessToken', value: '   ', message: /Enter the access token/ },
    { what: 'empty secret', field: 'secret', value: '', message: /Enter the secret/ },
    { what: 'blank secret', field: 'secret', value: ' \t ', message: /Enter the secret/ },
    { what: 'empty tenant', field: 'tenant', value: '', message: /Enter your tenant/ },
    { what: 'blank tenant', field: 'tenant', value: '  ', message: /Enter your tenant/ },
  ];
  for (const c of cases) {
    await test.step(c.what, async () => {
      await signIn.fill(DEMO);
      await fields[c.field].fill(c.value);
      await signIn.signInButton().click();
      await expectRefused(fields[c.field], c.message);
      // Only the field at fault is marked.
      for (const [name, other] of Object.entries(fields)) {
        if (name !== c.field) await expect(other).toHaveAttribute('aria-invalid', 'false');
      }
      await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      expect(await createTokenCalls(request), c.what).toEqual([]);
    });
  }
  // The same form with good values does spend one call: the log above was not empty by accident.
  await signIn.fill(DEMO);
  await signIn.signInButton().click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(async () => (await createTokenCalls(request)).length).toBe(1);
});

test('each invalid query value is refused beside its field, and no ExecuteReport is spent', async ({
  page,
  request,
}) => {
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${new URLSearchParams({ report: 'survey-result-v2', ...JAN }).toString()}`);
  await signIn.signInToDemo();
  const explorer = new ExplorerPage(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Survey Result v2' })).toBeVisible();

  /** Sets one field to a bad value, the others to good ones, presses Run, and checks the refusal. */
  async function refuses(what: string, set: () => Promise<void>, field: Locator, message: RegExp) {
    await test.step(what, async () => {
      await explorer.setRange(JAN.start, JAN.end);
      if ((await explorer.pageSize().count()) > 0) await explorer.pageSize().fill('500');
      await set();
      await explorer.run();
      await expectRefused(field, message);
      await expect(explorer.runBar()).toHaveCount(0);
      expect(await executeReportCalls(request), what).toEqual([]);
    });
  }

  const FORMAT = /Use yyyy-MM-dd HH:mm:ss/;
  const start = explorer.start();
  const end = explorer.end();
  const size = explorer.pageSize();
  await refuses('empty start', () => start.fill(''), start, /Enter a date/);
  await refuses('start without a time', () => start.fill('2026-01-01'), start, FORMAT);
  await refuses('start in words', () => start.fill('yesterday'), start, FORMAT);
  await refuses(
    'start on 30 February',
    () => start.fill('2026-02-30 00:00:00'),
    start,
    /2026-02-30 is not a date/,
  );
  await refuses(
    'start in month 13',
    () => start.fill('2026-13-01 00:00:00'),
    start,
    /2026-13-01 is not a date/,
  );
  await refuses('start at 24:00:00', () => start.fill('2026-01-01 24:00:00'), start, /not a time of day/);
  await refuses('end with slashes', () => end.fill('2026/01/31 23:59:59'), end, FORMAT);
  await refuses('end before start', () => end.fill('2025-12-31 23:59:59'), end, /End is before start/);
  for (const bad of ['0', '10001', '2.5', 'abc', '', ' ', '-5', '1e3']) {
    await refuses(`page size "${bad}"`, () => size.fill(bad), size, /Page size must be/);
  }

  await explorer.selectReport('OUTBOUND GET CAMPAIGN RESULT');
  const campaign = explorer.campaignId();
  await refuses('no campaign id', () => campaign.fill(''), campaign, /needs a campaign id/);
  await refuses('blank campaign id', () => campaign.fill('   '), campaign, /needs a campaign id/);

  // Good values run: the log above was empty because nothing was sent, not because nothing could be.
  await campaign.fill('CMP-1001');
  await explorer.run();
  await expect.poll(async () => (await executeReportCalls(request)).length).toBeGreaterThan(0);
});
