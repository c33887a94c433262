// The documented limits and quotas (docs/service.md, "Limits"), written here as literals on purpose:
// the client and the simulated service share one contract, so a wrong constant there would pass every
// test that compares the two sides. These fail instead. The size bound (10000) and the 90 days of
// DIALOGS are pinned the same way, with their messages, in validation.test.ts.
import { describe, expect, it } from 'vitest';
import { quotaInfoSchema } from '../core/contract';
import { DIALOGS_ID, harness, MARCH } from '../testing/sim-harness';
import { defaultSimOptions } from './options';
import { DEMO_CREDENTIALS } from './types';

const PREMIUM = { 'ocp-apim-subscription-key': DEMO_CREDENTIALS.subscriptionKey };

describe('the documented values, pinned', () => {
  it('are the simulated service’s defaults', () => {
    const o = defaultSimOptions();
    expect(o.limits).toMatchObject({
      timeScale: 1,
      createToken: { calls: 3, windowMs: 60_000 },
      otherIntervalMs: 4_000,
      quotaPeriodMs: 43_200_000,
    });
    expect(o.quotas).toEqual({
      basic: { calls: 10_000, kb: 102_400 },
      premium: { calls: 20_000, kb: 997_200 },
    });
  });

  it('ExecuteReport: one call every 4 s per key (3999 ms is too soon, 4000 ms is not)', async () => {
    const h = harness();
    const headers = { authorization: `Bearer ${await h.token()}` };
    const call = () => h.post(`/ExecuteReport/1234/${DIALOGS_ID}`, MARCH, headers);
    const first = h.clock.t;
    expect((await call()).status).toBe(200);
    h.clock.t = first + 3_999;
    expect((await call()).status).toBe(429);
    h.clock.t = first + 4_000;
    expect((await call()).status).toBe(200);
  });

  it('CreateToken: 3 calls every 60 s per key', async () => {
    const h = harness();
    const first = h.clock.t;
    for (let i = 0; i < 3; i++) expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(200);
    h.clock.t = first + 59_999;
    expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(429);
    h.clock.t = first + 60_000;
    expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(200);
  });

  it('quotas over 12 hours: basic 10000 calls and 102400 KB, premium 20000 calls and 997200 KB', async () => {
    const h = harness();
    const basic = quotaInfoSchema.parse(await (await h.post('/CreateToken?info', DEMO_CREDENTIALS)).json());
    const premium = quotaInfoSchema.parse(
      await (await h.post('/CreateToken?info', DEMO_CREDENTIALS, PREMIUM)).json(),
    );
    expect(basic).toMatchObject({
      periodSeconds: 43_200,
      calls: { limit: 10_000 },
      kilobytes: { limit: 102_400 },
    });
    expect(premium).toMatchObject({
      periodSeconds: 43_200,
      calls: { limit: 20_000 },
      kilobytes: { limit: 997_200 },
    });
    expect(Date.parse(basic.renewsAt) - h.clock.t).toBe(12 * 3_600_000);
  });
});
