import { describe, expect, it } from 'vitest';
import { isServiceError } from './errors';
import {
  BASIC,
  clientOn,
  dialogsQuery,
  rowIds,
  runToEnd,
  simWithPages,
  type FaultKind,
} from '../testing/sim-fixture';
import type { WaitEvent } from './types';

const PAGES = 5;
const AT = { first: 1, middle: 3, last: PAGES } as const;

/** What each fault costs the run: nothing but a wait, or one stop the UI resumes from. */
const FAULTS: [FaultKind, string[]][] = [
  ['rate-limit', []],
  ['rate-limit-message-only', []],
  ['unauthorized', []],
  ['server-error-html', []],
  ['malformed-json', []],
  ['drop', []],
  ['reset-mid-body', []],
  ['invalid-execution', ['invalid-execution']],
  ['quota-calls', ['quota-exhausted']],
  ['quota-bandwidth', ['quota-exhausted']],
];

const clean = (async () => {
  const client = clientOn(simWithPages(PAGES));
  await client.signIn(BASIC);
  return rowIds((await runToEnd(client, dialogsQuery)).pages);
})();

describe.each(FAULTS)('fault %s', (kind, stops) => {
  it.each(Object.entries(AT))(
    'at the %s page ends with exactly the service rows, in order',
    async (_, atCall) => {
      // exhaustedForMs is unscaled: 2 s of quota outage is 20 ms here.
      const sim = simWithPages(PAGES, { faults: [{ kind, atCall, exhaustedForMs: 2_000 }] });
      const client = clientOn(sim);
      await client.signIn(BASIC);
      const run = await runToEnd(client, dialogsQuery);
      const faulted = sim.calls().filter((c) => c.fault === kind);
      expect(faulted).toHaveLength(1);
      expect(faulted[0]?.lastDocument).toBe(run.pages[atCall - 1]?.cursorUsed);
      expect(rowIds(run.pages)).toEqual(await clean);
      expect(run.stops).toEqual(stops);
      expect(run.pages.at(-1)).toMatchObject({ index: PAGES, totalPages: PAGES });
    },
  );
});

describe('a page answered twice (a gateway that retried the call replays the page before)', () => {
  it.each([AT.middle, AT.last])(
    'at call %i: the replay is asked past, and the run ends with exactly the service rows once',
    async (atCall) => {
      const sim = simWithPages(PAGES, { faults: [{ kind: 'repeat-page', atCall }] });
      const client = clientOn(sim);
      await client.signIn(BASIC);
      const run = await runToEnd(client, dialogsQuery);
      expect(sim.calls().filter((c) => c.fault === 'repeat-page')).toHaveLength(1);
      expect(rowIds(run.pages)).toEqual(await clean);
      expect(run.stops).toEqual([]);
      expect(run.pages.map((p) => p.index)).toEqual([1, 2, 3, 4, 5]);
    },
  );

  it('stops as a loop when the page before keeps coming back', async () => {
    const faults = [2, 3, 4, 5, 6].map((atCall) => ({ kind: 'repeat-page' as const, atCall }));
    const client = clientOn(simWithPages(PAGES, { faults }));
    await client.signIn(BASIC);
    await expect(runToEnd(client, dialogsQuery)).rejects.toMatchObject({ kind: 'paging-loop' });
  });
});

describe('faults the run cannot get past', () => {
  it('waits out 429s, observably, then stops with rate-limited and a resume point', async () => {
    const faults = Array.from({ length: 8 }, (_, i) => ({ kind: 'rate-limit' as const, atCall: i + 2 }));
    const sim = simWithPages(PAGES, { faults });
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const waits: WaitEvent[] = [];
    const error = await runToEnd(client, dialogsQuery, { onWait: (e) => waits.push(e), maxStops: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      kind: 'rate-limited',
      details: { resume: { pagesDone: 1, totalPages: PAGES } },
    });
    const limited = waits.filter((w) => w.kind === 'rate-limited');
    expect(limited.map((w) => w.attempt)).toEqual([1, 2, 3, 4, 5]);
    const execute = sim.calls().filter((c) => c.operation === 'ExecuteReport');
    expect(execute.map((c) => c.lastDocument).slice(1)).toEqual(Array(6).fill(execute[1]?.lastDocument));
  });

  it('retries a failing server a bounded number of times with growing waits, then keeps the cursor', async () => {
    const faults = Array.from({ length: 6 }, (_, i) => ({
      kind: 'server-error-html' as const,
      atCall: i + 1,
    }));
    const client = clientOn(simWithPages(PAGES, { faults }));
    await client.signIn(BASIC);
    const waits: WaitEvent[] = [];
    const error = await runToEnd(client, dialogsQuery, { onWait: (e) => waits.push(e), maxStops: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      kind: 'server',
      details: { status: 503, resume: { cursor: '', pagesDone: 0 } },
    });
    expect(isServiceError(error) && error.details.bodyStart).toMatch(/^<!DOCTYPE html>/);
    const retries = waits.flatMap((w) => (w.kind === 'retry' ? [w] : []));
    expect(retries.map((w) => w.attempt)).toEqual([1, 2, 3]);
  });

  it('announces a retry up to the moment the try goes out: no throttle wait follows it', async () => {
    // At the last page: the try that follows the retry is the run's last call, so no wait may follow.
    const client = clientOn(simWithPages(PAGES, { faults: [{ kind: 'drop', atCall: PAGES }] }));
    await client.signIn(BASIC);
    const waits: WaitEvent[] = [];
    await runToEnd(client, dialogsQuery, { onWait: (e) => waits.push(e) });
    expect(waits.filter((w) => w.kind === 'retry')).toHaveLength(1);
    expect(waits.at(-1)?.kind).toBe('retry');
  });

  it('gets one new token on a 401, but a second 401 in a row is unauthorized', async () => {
    const faults = [1, 2].map((atCall) => ({ kind: 'unauthorized' as const, atCall }));
    const sim = simWithPages(PAGES, { faults });
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const error = await runToEnd(client, dialogsQuery, { maxStops: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unauthorized', details: { resume: { cursor: '' } } });
    expect(sim.calls().map((c) => c.operation)).toEqual([
      'CreateToken',
      'ExecuteReport',
      'CreateToken',
      'ExecuteReport',
    ]);
  });

  it('says unauthorized at once for a wrong subscription key, without asking for a token', async () => {
    const sim = simWithPages(PAGES);
    const client = clientOn(sim);
    await client.signIn({ ...BASIC, subscriptionKey: 'not-a-key' });
    const error = await runToEnd(client, dialogsQuery, { maxStops: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unauthorized', message: expect.stringMatching(/subscription key/) });
    expect(sim.calls().map((c) => c.operation)).toEqual(['CreateToken', 'ExecuteReport']);
  });

  it('refuses wrong credentials at sign-in', async () => {
    const client = clientOn(simWithPages(PAGES));
    await expect(client.signIn({ ...BASIC, accessTokenSecret: 'wrong' })).rejects.toMatchObject({
      kind: 'bad-credentials',
    });
    expect(client.signedIn).toBe(false);
  });

  it('reports a quota stop with when it renews', async () => {
    const sim = simWithPages(PAGES, { faults: [{ kind: 'quota-calls', atCall: 2, exhaustedForMs: 60_000 }] });
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const before = Date.now();
    const error = await runToEnd(client, dialogsQuery, { maxStops: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'quota-exhausted',
      details: { status: 403, resume: { pagesDone: 1 } },
    });
    const renewsAt = isServiceError(error) ? (error.details.renewsAt ?? 0) : 0;
    expect(renewsAt).toBeGreaterThanOrEqual(before + 600);
  });
});
