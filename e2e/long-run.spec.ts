import { mkdir, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { HeapMeter, type HeapUsage } from './pages/heap';
import { SignInPage } from './pages/sign-in-page';
import { executeReportCalls, simCalls } from './pages/sim-calls';

/**
 * Mark-NAVIGATION_USER (legacy, ~220 rows a day) over this range holds 9,991 rows in the demo (its rows
 * are the tenant's history, the same whenever asked once settled): in pages of 10 that is exactly 1,000
 * pages.
 */
const LONG = {
  report: 'mark-navigation-user',
  start: '2026-01-01 00:00:00',
  end: '2026-02-16 21:20:00',
  size: '10',
};
const PAGES = 1_000;
const bytesSchema = z.looseObject({ bytes: z.number() });

// The demo's bearer token lives an hour, scaled: 72 s, so a run this long meets its expiry (401) and the
// client takes a new token (checked below). A page may also arrive early on a loaded machine (429).
test.use({ allowedConsoleErrors: [/status of (401|429)/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('a run of 1,000 pages completes with every row; the heap is measured at the start, middle and end', async ({
  page,
  request,
}) => {
  // 1,000 pages at the scaled window plus the client's margin (about 140 ms each), with room for a busy machine.
  test.setTimeout(360_000);
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${new URLSearchParams(LONG).toString()}`);
  await signIn.signInToDemo();
  const explorer = new ExplorerPage(page);
  await expect(explorer.pageSize()).toHaveValue(LONG.size);
  const heap = await HeapMeter.attach(page);
  type Figure = HeapUsage & { pages: number; rows: number };
  const start: Figure = { ...(await heap.measure()), pages: 0, rows: 0 };

  await explorer.run();
  const pagesDone = async () => Number((await explorer.progress().getAttribute('aria-valuenow')) ?? '0');
  await expect.poll(pagesDone, { timeout: 240_000, intervals: [2_000] }).toBeGreaterThanOrEqual(PAGES / 2);
  const middlePages = await pagesDone();
  const middleHeap = await heap.measure();
  const middleRows = Number(
    /([\d,]+) rows so far/.exec((await explorer.status().textContent()) ?? '')?.[1]?.replaceAll(',', '') ?? 0,
  );
  const middle: Figure = { ...middleHeap, pages: middlePages, rows: middleRows };

  const rows = await explorer.waitForAllRows(240_000);
  const end: Figure = { ...(await heap.measure()), pages: await pagesDone(), rows };

  // Exactly the service's rows, every page once: a page asked again after a 429 counts once.
  const answered = (await executeReportCalls(request)).filter((c) => c.status === 200 && c.fault === null);
  const byCursor = new Map(answered.map((c) => [c.lastDocument ?? '', c]));
  expect(byCursor.size).toBe(PAGES);
  expect(rows).toBe([...byCursor.values()].reduce((sum, c) => sum + c.rows, 0));
  await expect(explorer.progress()).toHaveAttribute('aria-valuenow', String(PAGES));
  // Each expired token was replaced by a new one without asking the person to sign in again.
  const calls = await simCalls(request);
  const expired = calls.filter((c) => c.operation === 'ExecuteReport' && c.status === 401).length;
  expect(calls.filter((c) => c.operation === 'CreateToken' && c.status === 200)).toHaveLength(1 + expired);

  // The heap holds the rows, not every page's answer: bounded by a multiple of the JSON received.
  const jsonBytes = z
    .array(bytesSchema)
    .parse(answered)
    .reduce((sum, c) => sum + c.bytes, 0);
  const report = { pages: PAGES, rows, jsonBytes, heap: { start, middle, end } };
  console.info(`long run heap (bytes used after GC): ${JSON.stringify(report)}`);
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/long-run-heap.json', `${JSON.stringify(report, null, 2)}\n`);
  expect(end.usedSize).toBeLessThan(20 * jsonBytes);
});
