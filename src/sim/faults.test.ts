import { describe, expect, it } from 'vitest';
import { DIALOGS_ID, gatewayBodySchema, harness, MARCH, simEnvelopeSchema } from '../testing/sim-harness';
import { faultsSchema } from './fault-plan';
import { DEMO_CREDENTIALS, SimulatedDropError } from './types';

async function faulted(fault: Parameters<ReturnType<typeof harness>['sim']['setFaults']>[0][number]) {
  const h = harness();
  const bearer = await h.token();
  const first = await h.page(DIALOGS_ID, MARCH, bearer);
  h.sim.setFaults([fault]);
  const body = { ...MARCH, lastDocument: first.lastDocument };
  return { h, bearer, first, body, res: await h.execute(DIALOGS_ID, body, bearer) };
}

describe('faults', () => {
  it('rate-limit: 429 with Retry-After and the gateway body', async () => {
    const { res } = await faulted({ kind: 'rate-limit', atCall: 1, retryAfterSeconds: 7 });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(gatewayBodySchema.parse(await res.json()).message).toBe(
      'Rate limit is exceeded. Try again in 7 seconds.',
    );
  });

  it('rate-limit-message-only: 429 without Retry-After, the wait only in the message', async () => {
    const { res } = await faulted({ kind: 'rate-limit-message-only', atCall: 1 });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(gatewayBodySchema.parse(await res.json()).message).toBe(
      'Rate limit is exceeded. Try again in 4 seconds.',
    );
  });

  it('quota-calls: 403 with Retry-After, exhausted for exhaustedForMs, then calls go through', async () => {
    const { h, bearer, body, res } = await faulted({
      kind: 'quota-calls',
      atCall: 1,
      exhaustedForMs: 60_000,
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(gatewayBodySchema.parse(await res.json()).message).toBe(
      'Out of call volume quota. Quota will be replenished in 00:01:00.',
    );
    expect((await h.execute(DIALOGS_ID, body, bearer)).status).toBe(403);
    h.clock.t += 60_000;
    expect((await h.execute(DIALOGS_ID, body, bearer)).status).toBe(200);
  });

  it('quota-bandwidth: 403 until the window renews by default', async () => {
    const { h, bearer, body, res } = await faulted({ kind: 'quota-bandwidth', atCall: 1 });
    expect(res.status).toBe(403);
    const message = gatewayBodySchema.parse(await res.json()).message;
    expect(message).toMatch(/^Out of bandwidth quota\. Quota will be replenished in 11:59:5\d\.$/);
    h.clock.t += 1_800_000;
    expect((await h.execute(DIALOGS_ID, body, bearer)).status).toBe(403);
  });

  it('unauthorized: 401 gateway body, and the token stays invalid until a new one is made', async () => {
    const { h, bearer, body, res } = await faulted({ kind: 'unauthorized', atCall: 1 });
    expect(res.status).toBe(401);
    expect(gatewayBodySchema.parse(await res.json()).statusCode).toBe(401);
    expect((await h.execute(DIALOGS_ID, body, bearer)).status).toBe(401);
    expect((await h.execute(DIALOGS_ID, body, await h.token())).status).toBe(200);
  });

  it('server-error-html: 503 with an HTML page', async () => {
    const { res } = await faulted({ kind: 'server-error-html', atCall: 1 });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<html>');
  });

  it('bad-gateway: 502 with the gateway’s HTML page, no rows, the cursor where it was', async () => {
    const { h, bearer, body, res } = await faulted({ kind: 'bad-gateway', atCall: 1 });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('502 Bad Gateway');
    const again = simEnvelopeSchema.parse(await (await h.execute(DIALOGS_ID, body, bearer)).json());
    expect(again.result.length).toBeGreaterThan(0);
  });

  it('malformed-json: 200 with a body that does not parse', async () => {
    const { res } = await faulted({ kind: 'malformed-json', atCall: 1 });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.startsWith('{')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('drop: fetch rejects with SimulatedDropError', async () => {
    const h = harness();
    const bearer = await h.token();
    h.sim.setFaults([{ kind: 'drop', atCall: 1 }]);
    await expect(h.execute(DIALOGS_ID, MARCH, bearer)).rejects.toBeInstanceOf(SimulatedDropError);
    expect(h.sim.calls().at(-1)).toMatchObject({ operation: 'ExecuteReport', fault: 'drop', rows: 0 });
  });

  it('invalid-execution: 200 isValid false with errors', async () => {
    const { res } = await faulted({ kind: 'invalid-execution', atCall: 1 });
    const body = simEnvelopeSchema.parse(await res.json());
    expect(body.isValid).toBe(false);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.result).toEqual([]);
  });

  it('extra-fields: the page itself, same rows and cursor, with undocumented fields and nulls', async () => {
    const plain = harness();
    const plainPages = await plain.pageAll(DIALOGS_ID, MARCH, await plain.token());
    const h = harness();
    const bearer = await h.token();
    const first = await h.page(DIALOGS_ID, MARCH, bearer);
    h.sim.setFaults([{ kind: 'extra-fields', atCall: 1 }]);
    const drifted = await h.page(DIALOGS_ID, { ...MARCH, lastDocument: first.lastDocument }, bearer);
    const after = await h.page(DIALOGS_ID, { ...MARCH, lastDocument: drifted.lastDocument }, bearer);
    const expected = plainPages[1];
    expect(drifted.result.map((r) => r['id'])).toEqual(expected?.result.map((r) => r['id']));
    expect(drifted.lastDocument).toBe(expected?.lastDocument);
    expect(drifted.result.every((r) => typeof r['_rid'] === 'string')).toBe(true);
    const nulls = drifted.result.filter((r) => ['text', 'partName', 'header'].some((f) => r[f] === null));
    expect(nulls.length).toBeGreaterThan(0);
    expect(after.result).toEqual(plainPages[2]?.result);
    expect(h.sim.calls().at(-2)).toMatchObject({ status: 200, fault: 'extra-fields', rows: 500 });
  });

  it('reset-mid-body: the page counted, its body cut half-way with the error a reset gives a reader', async () => {
    const { h, res } = await faulted({ kind: 'reset-mid-body', atCall: 1 });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow('terminated');
    expect(h.sim.calls().at(-1)).toMatchObject({ status: 200, fault: 'reset-mid-body', rows: 500 });
  });

  it("repeat-page: the key's page before of the same query answered again, its cursor that of the call", async () => {
    const h = harness();
    const bearer = await h.token();
    const first = await h.page(DIALOGS_ID, MARCH, bearer);
    h.sim.setFaults([{ kind: 'repeat-page', atCall: 1 }]);
    const again = await h.page(DIALOGS_ID, { ...MARCH, lastDocument: first.lastDocument }, bearer);
    expect(again).toEqual(first);
    const second = await h.page(DIALOGS_ID, { ...MARCH, lastDocument: first.lastDocument }, bearer);
    expect(second.lastDocument).not.toBe(first.lastDocument);
    expect(h.sim.calls().at(-2)).toMatchObject({ status: 200, fault: 'repeat-page' });
  });

  it('a faulted call returns no rows and moves no cursor: the retry gets the page it asked for', async () => {
    for (const kind of ['server-error-html', 'malformed-json', 'invalid-execution', 'rate-limit'] as const) {
      const h = harness();
      const bearer = await h.token();
      const first = await h.page(DIALOGS_ID, MARCH, bearer);
      const second = await h.page(DIALOGS_ID, { ...MARCH, lastDocument: first.lastDocument }, bearer);
      h.sim.setFaults([{ kind, atCall: 1 }]);
      const body = { ...MARCH, lastDocument: first.lastDocument };
      await h.execute(DIALOGS_ID, body, bearer);
      const retry = await h.page(DIALOGS_ID, body, bearer);
      expect(retry.result, kind).toEqual(second.result);
      expect(h.sim.calls().at(-2)).toMatchObject({ fault: kind, rows: 0 });
    }
  });

  it('counts calls from when the plan was set, and only faults the planned ones', async () => {
    const h = harness();
    const bearer = await h.token();
    await h.page(DIALOGS_ID, MARCH, bearer);
    h.sim.setFaults([
      { kind: 'server-error-html', atCall: 2 },
      { kind: 'invalid-execution', atCall: 4 },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await h.execute(DIALOGS_ID, MARCH, bearer)).status);
    expect(statuses).toEqual([200, 503, 200, 200, 200]);
    expect(h.sim.calls().map((c) => c.fault)).toEqual([
      null,
      null,
      null,
      'server-error-html',
      null,
      'invalid-execution',
      null,
    ]);
  });

  it('takes a fault plan in the options, and reset() forgets it with everything else', async () => {
    const h = harness({ faults: [{ kind: 'server-error-html', atCall: 1 }] });
    const bearer = await h.token();
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(503);
    h.sim.reset();
    expect(h.sim.calls()).toEqual([]);
    expect((await h.execute(DIALOGS_ID, MARCH, bearer)).status).toBe(401);
    expect((await h.execute(DIALOGS_ID, MARCH, await h.token())).status).toBe(200);
  });
});

describe('call log', () => {
  it('records every call without any secret', async () => {
    const h = harness();
    const bearer = await h.token();
    const first = await h.page(DIALOGS_ID, MARCH, bearer);
    await h.page(DIALOGS_ID, { ...MARCH, lastDocument: first.lastDocument }, bearer);
    const log = h.sim.calls();
    expect(log.map((c) => [c.operation, c.status, c.rows])).toEqual([
      ['CreateToken', 200, 0],
      ['ExecuteReport', 200, 500],
      ['ExecuteReport', 200, 500],
    ]);
    expect(log[2]?.lastDocument).toBe(first.lastDocument);
    expect(log[1]?.bytes).toBeGreaterThan(100_000);
    const text = JSON.stringify(log);
    for (const secret of [bearer, 'demo-access-token', 'demo-access-token-secret'])
      expect(text).not.toContain(secret);
    expect(log[0]?.keyFingerprint).toMatch(/^k-[0-9a-f]{8}$/);
    expect(new Set(log.map((c) => c.keyFingerprint)).size).toBe(1);
  });
});

describe('faults on CreateToken', () => {
  it('a 429 with the CreateToken window as Retry-After, counted apart from ExecuteReport, outside the 3-call window', async () => {
    const h = harness();
    h.sim.setFaults([
      { kind: 'rate-limit', atCall: 2, operation: 'CreateToken' },
      { kind: 'drop', atCall: 1 },
    ]);
    expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(200);
    const limited = await h.post('/CreateToken', DEMO_CREDENTIALS);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    // The gateway's answer spent none of the key's three calls: two more go through.
    expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(200);
    expect((await h.post('/CreateToken', DEMO_CREDENTIALS)).status).toBe(200);
    expect(h.sim.calls().map((c) => c.fault)).toEqual([null, 'rate-limit', null, null]);
  });

  it('a 429 without Retry-After, and a dropped connection', async () => {
    const h = harness();
    h.sim.setFaults([
      { kind: 'rate-limit-message-only', atCall: 1, operation: 'CreateToken' },
      { kind: 'drop', atCall: 2, operation: 'CreateToken' },
    ]);
    const limited = await h.post('/CreateToken', DEMO_CREDENTIALS);
    expect(limited.headers.get('retry-after')).toBeNull();
    expect(gatewayBodySchema.parse(await limited.json()).message).toBe(
      'Rate limit is exceeded. Try again in 60 seconds.',
    );
    await expect(h.post('/CreateToken', DEMO_CREDENTIALS)).rejects.toBeInstanceOf(SimulatedDropError);
  });

  it('a plan refuses a kind CreateToken cannot answer', () => {
    const plan = [{ kind: 'malformed-json', atCall: 1, operation: 'CreateToken' }];
    expect(faultsSchema.safeParse(plan).success).toBe(false);
    expect(faultsSchema.safeParse([{ ...plan[0], kind: 'rate-limit' }]).success).toBe(true);
  });
});
