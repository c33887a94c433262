import { describe, expect, it } from 'vitest';
import { createReportingClient } from './client';
import { isServiceError } from './errors';
import { createMemoryLockManager } from './locks';
import { BASIC, DEMO_ENV, dialogsQuery, TEST_LIMITS } from '../testing/sim-fixture';
import type { PageProgress } from './types';

/** A hand-written service: CreateToken always works, ExecuteReport answers from a script, one per call. */
function scripted(answers: ((body: { lastDocument?: string }) => Response)[]) {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    if (request.url.includes('/CreateToken')) return Response.json({ token: 't' });
    const body = (await request.json()) as { lastDocument?: string };
    asked.push(body.lastDocument ?? '');
    const next = answers.shift();
    if (!next) throw new Error('no more answers scripted');
    return next(body);
  };
  const client = createReportingClient({
    environment: DEMO_ENV,
    fetch,
    limits: TEST_LIMITS,
    locks: createMemoryLockManager(),
  });
  return { client, asked };
}

const page = (pageCount: number | undefined, lastDocument: string | null, ids: string[]) => () =>
  Response.json({
    isValid: true,
    errors: [],
    pageCount,
    lastDocument,
    requestCharge: 1,
    result: ids.map((id) => ({ id })),
  });

async function drain(client: ReturnType<typeof scripted>['client']) {
  const got: PageProgress[] = [];
  const error = await (async () => {
    for await (const p of client.pages(dialogsQuery)) got.push(p);
  })().then(
    () => null,
    (e: unknown) => e,
  );
  return { got, error };
}

describe('paging rules the service might break', () => {
  it('stops with paging-loop on a cursor it already sent, delivering no repeated row', async () => {
    const { client } = scripted([page(3, 'c1', ['a']), page(2, 'c2', ['b']), page(1, 'c1', ['a'])]);
    await client.signIn(BASIC);
    const { got, error } = await drain(client);
    expect(got.flatMap((p) => p.rows.map((r) => r.id))).toEqual(['a', 'b']);
    expect(error).toMatchObject({ kind: 'paging-loop', message: expect.stringMatching(/already sent/) });
  });

  it('stops with paging-loop when pageCount does not go down', async () => {
    const { client } = scripted([page(3, 'c1', ['a']), page(3, 'c2', ['b'])]);
    await client.signIn(BASIC);
    const { got, error } = await drain(client);
    expect(got).toHaveLength(1);
    expect(error).toMatchObject({
      kind: 'paging-loop',
      message: expect.stringMatching(/did not go down \(3, then 3\)/),
    });
  });

  it('stops with paging-loop when more pages are announced without a cursor', async () => {
    for (const cursor of [null, '']) {
      const { client } = scripted([page(2, cursor, ['a'])]);
      await client.signIn(BASIC);
      const { error } = await drain(client);
      expect(error).toMatchObject({ kind: 'paging-loop', message: expect.stringMatching(/no cursor/) });
    }
  });

  it('catches a loop across one-page-at-a-time calls through the resume point', async () => {
    const { client } = scripted([page(3, 'c1', ['a']), page(3, 'c2', ['b'])]);
    await client.signIn(BASIC);
    const first = await client.pages(dialogsQuery).next();
    const last = first.value;
    if (!last) throw new Error('no first page');
    const resumeFrom = {
      query: dialogsQuery,
      cursor: last.lastDocument ?? '',
      pagesDone: last.index,
      totalPages: last.totalPages,
    };
    await expect(client.pages(dialogsQuery, { resumeFrom }).next()).rejects.toMatchObject({
      kind: 'paging-loop',
    });
  });

  it('stops on pageCount 0 even with a cursor, and without pageCount follows the cursor', async () => {
    const { client, asked } = scripted([page(undefined, 'c1', ['a']), page(undefined, null, ['b'])]);
    await client.signIn(BASIC);
    expect((await drain(client)).got.flatMap((p) => p.rows.map((r) => r.id))).toEqual(['a', 'b']);
    expect(asked).toEqual(['', 'c1']);
    const done = scripted([page(0, 'stale', ['a'])]);
    await done.client.signIn(BASIC);
    expect((await drain(done.client)).got).toHaveLength(1);
  });
});

describe('answers that are not what they should be', () => {
  it('retries a body that is not an envelope, then says malformed with its status and first bytes', async () => {
    const notEnvelope = () => Response.json({ hello: 'world' });
    const { client, asked } = scripted([notEnvelope, notEnvelope, notEnvelope, notEnvelope]);
    await client.signIn(BASIC);
    const { error } = await drain(client);
    expect(error).toMatchObject({
      kind: 'malformed',
      details: { status: 200, bodyStart: '{"hello":"world"}', resume: { cursor: '' } },
    });
    expect(asked).toHaveLength(4);
  });

  it('keeps the service messages of isValid: false unchanged', async () => {
    const refusal = () =>
      Response.json({
        isValid: false,
        errors: ['Range too long', { message: 'Check dates' }, { code: 9 }],
        result: [],
      });
    const { client } = scripted([refusal]);
    await client.signIn(BASIC);
    const { error } = await drain(client);
    expect(error).toMatchObject({
      kind: 'invalid-execution',
      details: { serviceErrors: ['Range too long', 'Check dates', '{"code":9}'], resume: { cursor: '' } },
    });
  });

  it('counts nulls and rows off the schema, dropping none', async () => {
    const { client } = scripted([
      () =>
        Response.json({
          isValid: true,
          pageCount: 0,
          lastDocument: null,
          result: [{ id: 'x', text: null }, 7],
        }),
    ]);
    await client.signIn(BASIC);
    const { got } = await drain(client);
    expect(got[0]?.rows).toEqual([{ id: 'x', text: null }, { value: 7 }]);
    expect(got[0]).toMatchObject({ unexpectedNulls: 1, invalidRows: 2 });
  });

  it('retries a rejected fetch, then says network with the cursor kept', async () => {
    const drop = () => {
      throw new TypeError('fetch failed');
    };
    const { client, asked } = scripted([page(1, 'c1', ['a']), drop, drop, drop, drop]);
    await client.signIn(BASIC);
    const { got, error } = await drain(client);
    expect(got).toHaveLength(1);
    expect(error).toMatchObject({
      kind: 'network',
      details: { resume: { cursor: 'c1', pagesDone: 1, totalPages: 2 } },
    });
    expect(asked).toEqual(['', 'c1', 'c1', 'c1', 'c1']);
  });

  it('reports a 429 at sign-in at once, with when to try again', async () => {
    const fetch = async () =>
      Response.json(
        { statusCode: 429, message: 'Rate limit is exceeded. Try again in 0.5 seconds.' },
        { status: 429 },
      );
    const client = createReportingClient({
      environment: DEMO_ENV,
      fetch,
      limits: TEST_LIMITS,
      locks: createMemoryLockManager(),
    });
    const before = Date.now();
    const error = await client.signIn(BASIC).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate-limited' });
    expect(isServiceError(error) && error.details.renewsAt).toBeGreaterThanOrEqual(before + 500);
  });

  it('refuses to page before signing in', async () => {
    const { client } = scripted([]);
    await expect(client.pages(dialogsQuery).next()).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('refuses a query the service cannot take before any call', async () => {
    const { client, asked } = scripted([]);
    await client.signIn(BASIC);
    const run = client.pages({ ...dialogsQuery, reportKey: 'outbound-get-campaign-result' }).next();
    await expect(run).rejects.toMatchObject({
      kind: 'invalid-execution',
      message: expect.stringMatching(/campaingId/),
    });
    expect(asked).toEqual([]);
  });
});
