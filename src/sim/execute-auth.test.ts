import { quotaInfoSchema } from '../core/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from './types';
import {
  BASE,
  DIALOGS_ID,
  gatewayBodySchema,
  harness,
  MARCH,
  simEnvelopeSchema,
} from '../testing/sim-harness';

const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized. Access token is missing or invalid.' };
const PREMIUM = { 'ocp-apim-subscription-key': DEMO_CREDENTIALS.subscriptionKey };

describe('ExecuteReport authentication', () => {
  it('answers 401 with the gateway body without a bearer token', async () => {
    const h = harness();
    const res = await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH);
    expect(res.status).toBe(401);
    expect(gatewayBodySchema.parse(await res.json())).toEqual(UNAUTHORIZED);
  });

  it('answers 401 to a token it never issued', async () => {
    const h = harness();
    const res = await h.execute(DIALOGS_ID, MARCH, 'made-up-token');
    expect(res.status).toBe(401);
    expect(gatewayBodySchema.parse(await res.json())).toEqual(UNAUTHORIZED);
  });

  it('answers 401 once the token outlives its scaled lifetime, and a new token works', async () => {
    const h = harness({ tokenLifetimeMs: 60_000 });
    const bearer = await h.token();
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(200);
    h.clock.t += 60_000;
    const res = await h.execute(DIALOGS_ID, MARCH, bearer);
    expect(res.status).toBe(401);
    expect(gatewayBodySchema.parse(await res.json())).toEqual(UNAUTHORIZED);
    expect((await h.execute(DIALOGS_ID, MARCH, await h.token())).status).toBe(200);
  });

  it('scales the token lifetime with timeScale', async () => {
    const base = harness().sim.options.limits;
    const h = harness({ tokenLifetimeMs: 60_000, limits: { ...base, timeScale: 0.01 } });
    const bearer = await h.token();
    h.clock.t += 599;
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(200);
    h.clock.t += 1;
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(401);
  });

  it('answers 401 with the gateway message to an invalid subscription key', async () => {
    const h = harness();
    const res = await h.execute(DIALOGS_ID, MARCH, await h.token(), { 'ocp-apim-subscription-key': 'wrong' });
    expect(res.status).toBe(401);
    expect(gatewayBodySchema.parse(await res.json())).toEqual({
      statusCode: 401,
      message:
        'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
    });
  });

  it('runs under the premium product with a valid key and under basic without one', async () => {
    const h = harness();
    const bearer = await h.token();
    expect((await h.execute(DIALOGS_ID, MARCH, bearer, PREMIUM)).status).toBe(200);
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(200);
    const premium = await h.post('/CreateToken?info', DEMO_CREDENTIALS, PREMIUM);
    const basic = await h.post('/CreateToken?info', DEMO_CREDENTIALS);
    expect(quotaInfoSchema.parse(await premium.json()).calls.used).toBe(1);
    expect(quotaInfoSchema.parse(await basic.json()).calls.used).toBe(1);
  });

  it('refuses a path tenant other than the token tenant', async () => {
    const h = harness();
    const bearer = await h.token();
    const res = await h.post(`/ExecuteReport/999/${DIALOGS_ID}`, MARCH, {
      authorization: `Bearer ${bearer}`,
    });
    const body = simEnvelopeSchema.parse(await res.json());
    expect(body.isValid).toBe(false);
    expect(body.errors[0]?.code).toBe('TenantMismatch');
  });
});

describe('ExecuteReport rate limit (1 call every 4 s per key)', () => {
  it('refuses a second call within 4 s with 429, the remaining wait and the gateway body', async () => {
    const h = harness();
    const bearer = await h.token();
    const headers = { authorization: `Bearer ${bearer}` };
    expect((await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers)).status).toBe(200);
    h.clock.t += 1_500;
    const res = await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(gatewayBodySchema.parse(await res.json())).toEqual({
      statusCode: 429,
      message: 'Rate limit is exceeded. Try again in 3 seconds.',
    });
    // The refused call did not restart the window: 4 s after the first call, one is admitted.
    h.clock.t += 2_500;
    expect((await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers)).status).toBe(200);
  });

  it('judges a call by when it arrived, not by when its body had been read', async () => {
    const h = harness();
    const headers = { authorization: `Bearer ${await h.token()}` };
    const ask = (arrival?: { arrivedAt: number }) =>
      h.sim.fetch(
        new Request(`${BASE}/ExecuteReport/1234/${DIALOGS_ID}`, {
          method: 'POST',
          body: JSON.stringify(MARCH),
          headers: { 'content-type': 'application/json', ...headers },
        }),
        arrival,
      );
    // The first call reached the server at t0, but a busy server read its body 3 s later.
    const arrivedAt = h.sim.now();
    h.clock.t += 3_000;
    expect((await ask({ arrivedAt })).status).toBe(200);
    // The next one reaches it 4 s after the first arrived: admitted, though only 1 s after the body was read.
    h.clock.t += 1_000;
    expect((await ask()).status).toBe(200);
    expect(h.sim.calls().map((c) => c.at - arrivedAt)).toEqual([expect.any(Number), 0, 4_000]);
  });

  it('counts calls that end in 4xx, and keys by access token (a new bearer token does not help)', async () => {
    const h = harness();
    const bearer = await h.token();
    const headers = { authorization: `Bearer ${bearer}` };
    const invalid = await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, { startDate: 'x' }, headers);
    expect(simEnvelopeSchema.parse(await invalid.json()).isValid).toBe(false);
    const again = await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, {
      authorization: `Bearer ${await h.token()}`,
    });
    expect(again.status).toBe(429);
  });

  it('sends fractional seconds under a small time scale', async () => {
    const base = harness().sim.options.limits;
    const h = harness({ limits: { ...base, timeScale: 0.01 } });
    const headers = { authorization: `Bearer ${await h.token()}` };
    await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers);
    h.clock.t += 10;
    const res = await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('0.03');
    h.clock.t += 30;
    expect((await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers)).status).toBe(200);
  });

  it('never lets two admitted calls of one key be closer than the interval', async () => {
    const h = harness();
    const headers = { authorization: `Bearer ${await h.token()}` };
    for (let i = 0; i < 12; i++) {
      await h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers);
      h.clock.t += 700;
    }
    const admitted = h.sim
      .calls()
      .filter((c) => c.operation === 'ExecuteReport' && c.status === 200)
      .map((c) => c.at);
    expect(admitted.length).toBeGreaterThan(1);
    const gaps = admitted.slice(1).map((at, i) => at - (admitted[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4_000);
  });
});
