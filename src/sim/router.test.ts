import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from './types';
import { DIALOGS_ID, gatewayBodySchema, harness, MARCH, simEnvelopeSchema } from '../testing/sim-harness';

describe('routing', () => {
  it('matches the path tail under any prefix', async () => {
    const { sim } = harness();
    for (const prefix of ['http://a.test', 'http://a.test/env/demo', 'http://a.test/x/y/z']) {
      const res = await sim.fetch(
        new Request(`${prefix}/api/ServiceReporting/CreateToken`, {
          method: 'POST',
          body: JSON.stringify(DEMO_CREDENTIALS),
        }),
      );
      expect(res.status).toBe(200);
    }
  });

  it('answers 404 JSON for any other path or method', async () => {
    const { sim } = harness();
    const cases = [
      new Request('http://a.test/api/ServiceReporting/Nope', { method: 'POST', body: '{}' }),
      new Request('http://a.test/api/Other/CreateToken', { method: 'POST', body: '{}' }),
      new Request('http://a.test/api/ServiceReporting/ExecuteReport/1234', { method: 'POST', body: '{}' }),
      new Request('http://a.test/api/ServiceReporting/CreateToken', { method: 'GET' }),
    ];
    for (const request of cases) {
      const res = await sim.fetch(request);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(gatewayBodySchema.parse(await res.json()).statusCode).toBe(404);
    }
    expect(sim.calls().map((c) => c.operation)).toEqual(['Unknown', 'Unknown', 'Unknown', 'Unknown']);
  });

  it('URL-decodes both path parameters and compares the report id case-insensitively', async () => {
    const h = harness();
    const bearer = await h.token();
    const res = await h.post(`/ExecuteReport/%31234/${encodeURIComponent(DIALOGS_ID.toLowerCase())}`, MARCH, {
      authorization: `Bearer ${bearer}`,
    });
    const body = simEnvelopeSchema.parse(await res.json());
    expect(body.isValid).toBe(true);
    expect(body.idReport).toBe(DIALOGS_ID.toLowerCase());
  });
});
