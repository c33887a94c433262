import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { quotaInfoSchema } from '../core/contract';
import { DEMO_CREDENTIALS, DEMO_OTHER_KEYS, DEMO_REISSUED_SECRET } from './types';
import { DIALOGS_ID, gatewayBodySchema, harness } from '../testing/sim-harness';

const WRONG = { ...DEMO_CREDENTIALS, accessTokenSecret: 'nope' };

describe('CreateToken', () => {
  it('gives an opaque token for the demo credentials', async () => {
    const h = harness();
    const res = await h.post('/CreateToken', DEMO_CREDENTIALS);
    expect(res.status).toBe(200);
    const { token } = z.object({ token: z.string() }).parse(await res.json());
    expect(token.length).toBeGreaterThan(60);
    expect(token).not.toContain(DEMO_CREDENTIALS.accessToken);
  });

  it('takes the tenant as a number too', async () => {
    const h = harness();
    const res = await h.post('/CreateToken', { ...DEMO_CREDENTIALS, tenant: 1234 });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong secret', WRONG],
    ['another tenant', { ...DEMO_CREDENTIALS, tenant: '999' }],
    ['a missing field', { accessToken: DEMO_CREDENTIALS.accessToken }],
    ['a body that is not JSON', 'accessToken=x'],
  ])('answers 401 with an empty body for %s', async (_name, body) => {
    const h = harness();
    const res = await h.post('/CreateToken', body);
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
  });

  it('refuses the 4th call within 60 s with 429, Retry-After and the gateway message', async () => {
    const h = harness();
    for (let i = 0; i < 3; i++) {
      expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(200);
      h.clock.t += 10_000;
    }
    const res = await h.post('/CreateToken', DEMO_CREDENTIALS);
    expect(res.status).toBe(429);
    // The first call was 30 s ago: it leaves the window in 30 s.
    expect(res.headers.get('retry-after')).toBe('30');
    expect(gatewayBodySchema.parse(await res.json())).toEqual({
      statusCode: 429,
      message: 'Rate limit is exceeded. Try again in 30 seconds.',
    });
    h.clock.t += 30_000;
    expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(200);
  });

  it('counts wrong credentials in the window too (the limit runs before the check)', async () => {
    const h = harness();
    for (let i = 0; i < 3; i++) expect((await h.post('/CreateToken', WRONG)).status).toBe(401);
    expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(429);
  });

  it('counts per access token', async () => {
    const h = harness();
    for (let i = 0; i < 3; i++) await h.post('/CreateToken', DEMO_CREDENTIALS);
    const other = await h.post('/CreateToken', { ...WRONG, accessToken: 'someone-else' });
    expect(other.status).toBe(401);
  });

  it('sends the scaled wait as fractional seconds under a small time scale', async () => {
    const h = harness({ limits: { ...harness().sim.options.limits, timeScale: 0.001 } });
    for (let i = 0; i < 3; i++) await h.post('/CreateToken', DEMO_CREDENTIALS);
    h.clock.t += 12;
    const res = await h.post('/CreateToken', DEMO_CREDENTIALS);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('0.048');
    expect(gatewayBodySchema.parse(await res.json()).message).toBe(
      'Rate limit is exceeded. Try again in 0.048 seconds.',
    );
  });
});

describe('CreateToken?info', () => {
  it('answers the quota of the basic product, in the shape of quotaInfoSchema', async () => {
    const h = harness();
    const res = await h.post('/CreateToken?info', DEMO_CREDENTIALS);
    expect(res.status).toBe(200);
    const info = quotaInfoSchema.parse(await res.json());
    expect(info).toMatchObject({
      product: 'basic',
      periodSeconds: 43_200,
      calls: { used: 0, limit: 10_000, remaining: 10_000 },
      kilobytes: { used: 0, limit: 102_400, remaining: 102_400 },
    });
    expect(Date.parse(info.renewsAt)).toBe(h.clock.t + 43_200_000);
  });

  it('answers the premium product with a valid subscription key, and 401 with an invalid one', async () => {
    const h = harness();
    const premium = await h.post('/CreateToken?info', DEMO_CREDENTIALS, {
      'ocp-apim-subscription-key': DEMO_CREDENTIALS.subscriptionKey,
    });
    expect(quotaInfoSchema.parse(await premium.json()).calls.limit).toBe(20_000);
    const invalid = await h.post('/CreateToken?info', DEMO_CREDENTIALS, {
      'ocp-apim-subscription-key': 'bad',
    });
    expect(invalid.status).toBe(401);
    expect(gatewayBodySchema.parse(await invalid.json()).message).toContain('invalid subscription key');
  });

  it('answers 401 with an empty body to wrong credentials', async () => {
    const res = await harness().post('/CreateToken?info', WRONG);
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
  });

  it('shares the 3-per-60-s window with CreateToken', async () => {
    const h = harness();
    await h.post('/CreateToken', DEMO_CREDENTIALS);
    await h.post('/CreateToken?info', DEMO_CREDENTIALS);
    await h.post('/CreateToken', DEMO_CREDENTIALS);
    expect((await h.post('/CreateToken?info', DEMO_CREDENTIALS)).status).toBe(429);
    expect(h.sim.calls().map((c) => c.operation)).toEqual([
      'CreateToken',
      'QuotaInfo',
      'CreateToken',
      'QuotaInfo',
    ]);
  });
});

describe('a reissued secret', () => {
  it('signs in to the demo as the first secret does', async () => {
    const h = harness();
    const res = await h.post('/CreateToken', {
      ...DEMO_CREDENTIALS,
      accessTokenSecret: DEMO_REISSUED_SECRET,
    });
    expect(res.status).toBe(200);
  });
});

describe('the keys a team has', () => {
  const DAY = { startDate: '2026-03-02 00:00:00', endDate: '2026-03-02 23:59:59' };
  const rowsOf = async (h: ReturnType<typeof harness>, tenant: string, bearer: string) => {
    const res = await h.post(`/ExecuteReport/${tenant}/${DIALOGS_ID}`, DAY, {
      authorization: `Bearer ${bearer}`,
    });
    h.clock.t += h.interval;
    return z.object({ result: z.array(z.unknown()) }).parse(await res.json()).result;
  };

  it('a colleague’s own key reads the same history of the tenant; another tenant’s key reads its own', async () => {
    const h = harness();
    const [colleague, other] = DEMO_OTHER_KEYS;
    const mine = await rowsOf(h, '1234', await h.token());
    expect(mine.length).toBeGreaterThan(0);
    expect(await rowsOf(h, '1234', await h.token(colleague))).toEqual(mine);
    const theirs = await rowsOf(h, '5678', await h.token(other));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs).not.toEqual(mine);
  });

  it('refuses a colleague’s key for another tenant', async () => {
    const h = harness();
    const res = await h.post('/CreateToken', { ...DEMO_OTHER_KEYS[0], tenant: '5678' });
    expect(res.status).toBe(401);
  });
});
