import { describe, expect, it } from 'vitest';
import { quotaInfoSchema } from '../core/contract';
import { retryAfterSeconds, timeSpan } from './responses';
import { DEMO_CREDENTIALS } from './types';
import { DIALOGS_ID, gatewayBodySchema, harness, MARCH } from '../testing/sim-harness';

const PERIOD = 43_200_000;
const tiny = { basic: { calls: 3, kb: 102_400 }, premium: { calls: 5, kb: 997_200 } };

describe('quotas', () => {
  it('refuses calls past the call quota with 403, Retry-After and a TimeSpan message, then renews', async () => {
    const h = harness({ quotas: tiny });
    const bearer = await h.token();
    const windowStart = h.clock.t;
    for (let i = 0; i < 3; i++) expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(200);
    const res = await h.execute(DIALOGS_ID, MARCH, bearer);
    expect(res.status).toBe(403);
    const waitMs = windowStart + PERIOD - (h.clock.t - h.interval);
    expect(res.headers.get('retry-after')).toBe(String(Math.ceil(waitMs / 1000)));
    expect(gatewayBodySchema.parse(await res.json())).toEqual({
      statusCode: 403,
      message: `Out of call volume quota. Quota will be replenished in ${timeSpan(waitMs)}.`,
    });
    expect(timeSpan(waitMs)).toBe('11:59:48');
    // A refused call counts nothing; the window renews a whole period after the key's first call.
    h.clock.t = windowStart + PERIOD;
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(401); // the 1-hour token expired
    h.clock.t += h.interval;
    expect((await h.execute(DIALOGS_ID, MARCH, await h.token())).status).toBe(200);
  });

  it('keeps a separate quota per product', async () => {
    const h = harness({ quotas: tiny, tokenLifetimeMs: PERIOD * 2 });
    const bearer = await h.token();
    for (let i = 0; i < 3; i++) await h.execute(DIALOGS_ID, MARCH, bearer);
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(403);
    const premium = { 'ocp-apim-subscription-key': DEMO_CREDENTIALS.subscriptionKey };
    expect((await h.execute(DIALOGS_ID, MARCH, bearer, premium)).status).toBe(200);
  });

  it('refuses calls once the bandwidth quota is used up, with the bandwidth message', async () => {
    const h = harness({ quotas: { basic: { calls: 100, kb: 500 }, premium: tiny.premium } });
    const bearer = await h.token();
    // A 500-row DIALOGS page is ~400 KB: the second one passes the 500 KB mark.
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(200);
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(200);
    const res = await h.execute(DIALOGS_ID, MARCH, bearer);
    expect(res.status).toBe(403);
    expect(gatewayBodySchema.parse(await res.json()).message).toMatch(
      /^Out of bandwidth quota\. Quota will be replenished in \d{2}:\d{2}:\d{2}\.$/,
    );
  });

  it('reports calls and KB used through CreateToken?info', async () => {
    const h = harness();
    const bearer = await h.token();
    await h.execute(DIALOGS_ID, MARCH, bearer);
    await h.execute(DIALOGS_ID, MARCH, bearer);
    const bytes = h.sim
      .calls()
      .filter((c) => c.operation === 'ExecuteReport')
      .reduce((sum, c) => sum + c.bytes, 0);
    const info = quotaInfoSchema.parse(await (await h.post('/CreateToken?info', DEMO_CREDENTIALS)).json());
    expect(info.calls).toEqual({ used: 2, limit: 10_000, remaining: 9_998 });
    expect(info.kilobytes.used).toBeCloseTo(bytes / 1024, 1);
  });
});

describe('wait formats', () => {
  it('writes a .NET TimeSpan [d.]hh:mm:ss, rounded up', () => {
    expect(timeSpan(0)).toBe('00:00:00');
    expect(timeSpan(1)).toBe('00:00:01');
    expect(timeSpan(43_200_000)).toBe('12:00:00');
    expect(timeSpan(((22 * 24 + 14) * 3600 + 18 * 60 + 12) * 1000)).toBe('22.14:18:12');
  });

  it('writes Retry-After in whole seconds at the real scale and fractional seconds below it', () => {
    expect(retryAfterSeconds(2_001, 1)).toBe('3');
    expect(retryAfterSeconds(1, 1)).toBe('1');
    expect(retryAfterSeconds(40, 0.01)).toBe('0.04');
    expect(retryAfterSeconds(0.2, 0.01)).toBe('0.001');
  });
});
