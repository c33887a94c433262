import { describe, expect, it } from 'vitest';
import { createReportingClient } from './client';
import { isServiceError } from './errors';
import { createMemoryLockManager } from './locks';
import {
  BASIC,
  clientOn,
  type CallRecord,
  DEMO_ENV,
  dialogsQuery,
  rowIds,
  runToEnd,
  SERVICE_INTERVAL_MS,
  simWithPages,
  TEST_LIMITS,
} from '../testing/sim-fixture';
import { sleepUntil } from './pace/sleep';
import type { PageProgress, WaitEvent } from './types';

const executeStarts = (calls: readonly CallRecord[]) =>
  calls.filter((c) => c.operation === 'ExecuteReport').map((c) => c.at);
const closestGap = (starts: number[]) =>
  Math.min(...starts.slice(1).map((t, i) => t - (starts[i] ?? Number.NEGATIVE_INFINITY)));

describe('paging against the simulated service', () => {
  it('pages a 50-page run with no 429, no two calls closer than the limit', async () => {
    const sim = simWithPages(50);
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const waits: WaitEvent[] = [];
    const { pages } = await runToEnd(client, dialogsQuery, { onWait: (e) => waits.push(e) });

    expect(pages).toHaveLength(50);
    expect(pages.map((p) => p.index)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(pages.map((p) => p.totalPages))).toEqual(new Set([50]));
    expect(new Set(rowIds(pages)).size).toBe(1000);
    const last = pages.at(-1);
    expect(last).toMatchObject({ rowsSoFar: 1000, lastDocument: null });
    expect(last?.bytesSoFar).toBe(pages.reduce((s, p) => s + p.bytes, 0));
    expect(last?.requestChargeSoFar).toBeCloseTo(pages.reduce((s, p) => s + (p.facts.requestCharge ?? 0), 0));

    expect(sim.calls().filter((c) => c.status === 429)).toEqual([]);
    expect(closestGap(executeStarts(sim.calls()))).toBeGreaterThanOrEqual(SERVICE_INTERVAL_MS);
    expect(waits.every((w) => w.kind === 'throttle')).toBe(true);
  });

  it('asks each page with the cursor of the one before, the first with ""', async () => {
    const sim = simWithPages(4);
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const { pages } = await runToEnd(client, dialogsQuery);
    const asked = sim
      .calls()
      .filter((c) => c.operation === 'ExecuteReport')
      .map((c) => c.lastDocument);
    expect(asked).toEqual(['', ...pages.slice(0, -1).map((p) => p.lastDocument)]);
    expect(pages.map((p) => p.cursorUsed)).toEqual(asked);
  });

  it('stops between pages on abort with a resume point, starts no call after it, and resumes exactly', async () => {
    const clean = await runToEnd(await signedIn(simWithPages(6)), dialogsQuery);
    const sim = simWithPages(6);
    const client = await signedIn(sim);
    const stop = new AbortController();
    const got: PageProgress[] = [];
    const run = async () => {
      for await (const page of client.pages(dialogsQuery, { signal: stop.signal })) {
        got.push(page);
        if (page.index === 2) stop.abort();
      }
    };
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'aborted', details: { resume: { pagesDone: 2, totalPages: 6 } } });
    expect(executeStarts(sim.calls())).toHaveLength(2);

    const resume = isServiceError(error) ? error.details.resume : undefined;
    expect(resume?.cursor).toBe(got[1]?.lastDocument);
    const rest: PageProgress[] = [];
    for await (const page of client.pages(dialogsQuery, { resumeFrom: resume })) rest.push(page);
    expect(rest.map((p) => p.index)).toEqual([3, 4, 5, 6]);
    expect(rowIds([...got, ...rest])).toEqual(rowIds(clean.pages));
  });

  it('starts no call while paused, and goes on after resume', async () => {
    const sim = simWithPages(4);
    const client = await signedIn(sim);
    const pages: PageProgress[] = [];
    let resumedAt = 0;
    for await (const page of client.pages(dialogsQuery)) {
      pages.push(page);
      if (page.index === 1) {
        client.pause();
        // Time passes while paused: well past when the next call would otherwise start.
        const until = Date.now() + 4 * SERVICE_INTERVAL_MS;
        await sleepUntil(() => until, Date.now);
        resumedAt = Date.now();
        client.resume();
      }
    }
    expect(pages).toHaveLength(4);
    expect(executeStarts(sim.calls())[1]).toBeGreaterThanOrEqual(resumedAt);
  });

  it('counts its own calls, kilobytes and request charge for the key', async () => {
    const sim = simWithPages(3);
    const client = await signedIn(sim);
    const { pages } = await runToEnd(client, dialogsQuery);
    const usage = client.usage();
    expect(usage.calls).toBe(sim.calls().length);
    expect(usage.kilobytes).toBeCloseTo(sim.calls().reduce((s, c) => s + c.bytes, 0) / 1024);
    expect(usage.requestCharge).toBeCloseTo(pages.reduce((s, p) => s + (p.facts.requestCharge ?? 0), 0));
    expect(usage.renewsAt - usage.windowStartedAt).toBe(43_200_000 * 0.01);
  });

  it('checks the quota with CreateToken?info', async () => {
    const sim = simWithPages(2);
    const client = await signedIn(sim);
    await runToEnd(client, dialogsQuery);
    const info = await client.quotaInfo();
    expect(info.parsed).toMatchObject({ product: 'basic', calls: { used: 2 } });
    expect(sim.calls().at(-1)?.operation).toBe('QuotaInfo');
  });
});

describe('one key, two clients (two tabs)', () => {
  it('never exceeds the limit together through a shared lock manager', async () => {
    const sim = simWithPages(8);
    const locks = createMemoryLockManager();
    const tabs = [clientOn(sim, locks), clientOn(sim, locks)];
    for (const tab of tabs) await tab.signIn(BASIC);
    const runs = await Promise.all(tabs.map((tab) => runToEnd(tab, dialogsQuery)));
    expect(runs.map((r) => r.pages.length)).toEqual([8, 8]);
    expect(sim.calls().filter((c) => c.status === 429)).toEqual([]);
    expect(closestGap(executeStarts(sim.calls()))).toBeGreaterThanOrEqual(SERVICE_INTERVAL_MS);
  });

  it('shares the in-memory fallback of the realm when no lock manager is given', async () => {
    const sim = simWithPages(5);
    const make = () =>
      createReportingClient({ environment: DEMO_ENV, fetch: sim.fetch, limits: TEST_LIMITS });
    const tabs = [make(), make()];
    for (const tab of tabs) await tab.signIn(BASIC);
    await Promise.all(tabs.map((tab) => runToEnd(tab, dialogsQuery)));
    expect(sim.calls().filter((c) => c.status === 429)).toEqual([]);
    expect(closestGap(executeStarts(sim.calls()))).toBeGreaterThanOrEqual(SERVICE_INTERVAL_MS);
  });
});

async function signedIn(sim: ReturnType<typeof simWithPages>) {
  const client = clientOn(sim);
  await client.signIn(BASIC);
  return client;
}
