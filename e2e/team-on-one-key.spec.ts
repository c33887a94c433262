import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { E2E_TIME_SCALE } from '../playwright.config';
import { reportByKey } from '../src/core/catalog/catalog';
import { OTHER_CALL_INTERVAL_MS } from '../src/core/contract/rate-limits';
import { expect, sim, test } from './fixtures';
import { ExplorerPage } from './pages/explorer-page';
import { recordMessages, seenMessages } from './pages/seen-messages';
import { SignInPage } from './pages/sign-in-page';

const BIN = fileURLToPath(new URL('../bin/report-explorer.mjs', import.meta.url));
const MARCH = { start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59' };
const OCTOBER = { start: '2026-10-01 00:00:00', end: '2026-10-31 23:59:59' };
// The demo dates a call by the wall clock, the server's budget waits by a monotonic one: a few ms apart.
const ARRIVAL_SLACK_MS = 20;

const callSchema = z.looseObject({
  at: z.number(),
  operation: z.string(),
  reportId: z.string().nullable(),
  status: z.number(),
  lastDocument: z.string().nullable(),
  startDate: z.string().nullable(),
  rows: z.number(),
});
const doneSchema = z.object({ event: z.literal('done'), rows: z.number(), pages: z.number() });

/** An analyst in a browser of their own, signed in to the demo (the team's one key), on one report. */
async function analyst(page: Page, params: Record<string, string>) {
  await recordMessages(page);
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${new URLSearchParams(params).toString()}`);
  await signIn.signInToDemo();
  const explorer = new ExplorerPage(page);
  await expect(explorer.runButton()).toBeEnabled();
  return explorer;
}

/**
 * How long each call of the analyst waited its turn in the app's server (its answer's Key-Queue-Waited), by
 * its cursor ('' for the first page) and its answer's status (a page asked again after a 401 is a second
 * call with the same cursor): the server's own account, so its turn order can be checked.
 */
function waits(page: Page): Map<string, number> {
  const waited = new Map<string, number>();
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().includes('/ExecuteReport/')) return;
    const body = z.looseObject({ lastDocument: z.string().optional() }).safeParse(request.postDataJSON());
    const seconds = z.coerce.number().safeParse(response.headers()['key-queue-waited']);
    if (body.success && seconds.success)
      waited.set(callOf(body.data.lastDocument ?? '', response.status()), seconds.data * 1000);
  });
  return waited;
}
const callOf = (cursor: string, status: number) => `${status} ${cursor}`;

/** One ExecuteReport call of an analyst as her browser saw it: when it left, when its answer came, what it said. */
interface SeenCall {
  sentAt: number;
  answeredAt: number;
  /** Clients waiting on the key, and ms to the key's next turn, as the answer said (Key-Queue-*). */
  clients: number;
  nextInMs: number;
}

/** Every ExecuteReport call of the analyst, with its timing in the browser and what its answer said of the key. */
function keyTurns(page: Page): SeenCall[] {
  const seen: SeenCall[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/ExecuteReport/')) return;
    const timing = request.timing();
    void request.response().then((response) => {
      const headers = response?.headers() ?? {};
      const clients = z.coerce.number().safeParse(headers['key-queue-clients']);
      const next = z.coerce.number().safeParse(headers['key-queue-next']);
      if (!clients.success || !next.success) return;
      const sentAt = timing.startTime;
      seen.push({
        sentAt,
        answeredAt: sentAt + timing.responseEnd,
        clients: clients.data,
        nextInMs: next.data * 1000,
      });
    });
  });
  return seen;
}

/**
 * Whether the browser had a colleague's turn to tell before one of its calls: the answer before it said
 * others wait on the key, and the key's next turn was still well off when the call left (the client tells a
 * wait of a quarter of its own pace or more; this asks for half of it and 20 ms). On a loaded machine a
 * page can take longer to store and draw than the wait was: then there was no wait left to tell.
 */
function waitToTell(calls: readonly SeenCall[]): boolean {
  const pace = OTHER_CALL_INTERVAL_MS * Number(E2E_TIME_SCALE);
  const inOrder = [...calls].sort((a, b) => a.sentAt - b.sentAt);
  return inOrder.some((call, i) => {
    const before = inOrder[i - 1];
    return (
      before !== undefined &&
      before.clients >= 2 &&
      before.answeredAt + before.nextInMs - call.sentAt >= pace / 2 + 20
    );
  });
}

/** The nightly extraction: the command line through the app's server, as background work. */
async function extraction(baseURL: string) {
  const dir = await mkdtemp(join(tmpdir(), 're-team-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!name.startsWith('REPORTING_') && !name.startsWith('SIM_')) env[name] = value;
  const args = [
    'extract',
    '--env',
    'demo',
    '--report',
    'DIALOGS',
    '--start',
    OCTOBER.start,
    '--end',
    OCTOBER.end,
  ];
  const child = spawn(
    process.execPath,
    [BIN, ...args, '--out', join(dir, 'out'), '--via', baseURL, '--json'],
    { env: { ...env, REPORT_EXPLORER_STATE_DIR: join(dir, 'state') }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const done = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => doneSchema.safeParse(JSON.parse(line)))
    .find((e) => e.success);
  return { code, stderr, done: done?.data ?? null };
}

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('two analysts and the nightly extraction on one key through the app’s server: no 429, every row, turns in turn, each told its wait', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('the specs run against the app’s server');
  // Two analysts, each in a browser of their own (no shared storage, no shared locks): only the server sees both.
  const other = await browser.newContext({ locale: 'en-US' });
  const benPage = await other.newPage();
  const benErrors: string[] = [];
  benPage.on('pageerror', (e) => benErrors.push(e.message));
  benPage.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) benErrors.push(m.text());
  });
  // Ana a month of DIALOGS (~25 pages of 500), Ben a legacy report in pages of 40 (~23 pages).
  const ana = await analyst(page, { report: 'dialogs', ...MARCH });
  const ben = await analyst(benPage, { report: 'productivity-detail', ...MARCH, size: '40' });
  const anaWaits = waits(page);
  const benWaits = waits(benPage);
  const anaTurns = keyTurns(page);
  const benTurns = keyTurns(benPage);

  const nightly = extraction(baseURL);
  await Promise.all([ana.run(), ben.run()]);
  const [anaRows, benRows, cli] = await Promise.all([
    ana.waitForAllRows(90_000),
    ben.waitForAllRows(90_000),
    nightly,
  ]);

  const calls = z
    .array(callSchema)
    .parse(await sim.calls(request))
    .filter((c) => c.operation === 'ExecuteReport')
    .sort((a, b) => a.at - b.at);
  // Nobody earned a 429: the server sent the key's calls at its rate, whoever asked.
  expect(
    calls.filter((c) => c.status === 429),
    'calls answered 429',
  ).toEqual([]);

  // Every run ends with exactly its rows, as the service counted them.
  const dialogs = reportByKey('dialogs').id.toLowerCase();
  const legacy = reportByKey('productivity-detail').id.toLowerCase();
  const anaCalls = calls.filter((c) => c.reportId?.toLowerCase() === dialogs && c.startDate === MARCH.start);
  const benCalls = calls.filter((c) => c.reportId?.toLowerCase() === legacy);
  const cliCalls = calls.filter(
    (c) => c.reportId?.toLowerCase() === dialogs && c.startDate === OCTOBER.start,
  );
  const rowsOf = (list: typeof calls) => list.filter((c) => c.status === 200).reduce((n, c) => n + c.rows, 0);
  expect(anaRows).toBe(rowsOf(anaCalls));
  expect(benRows).toBe(rowsOf(benCalls));
  expect(cli.stderr).not.toMatch(/Bearer|accessTokenSecret/);
  expect(cli.code).toBe(0);
  expect(cli.done?.rows).toBe(rowsOf(cliCalls));
  expect(anaCalls.length + benCalls.length + cliCalls.length).toBe(calls.length);

  // The analysts' turns alternate: neither had a second turn in a row while the other's page was waiting
  // for its place. An analyst who has had a turn goes before one who had a turn since; one who has had
  // none joins the round's end, behind a page that reached the server first (server/key-budget/round-robin.ts).
  const turns = calls
    .filter((c) => c.reportId?.toLowerCase() !== dialogs || c.startDate === MARCH.start)
    .map((c) => {
      const who = c.reportId?.toLowerCase() === legacy ? 'ben' : 'ana';
      const waited = (who === 'ana' ? anaWaits : benWaits).get(callOf(c.lastDocument ?? '', c.status));
      return { who, at: c.at, arrived: c.at - (waited ?? NaN) };
    });
  expect(
    turns.filter((t) => Number.isNaN(t.arrived)),
    'pages whose wait the server did not say',
  ).toEqual([]);
  const skipped = turns.flatMap((turn, i) => {
    const before = turns[i - 1];
    if (before?.who !== turn.who) return [];
    // The other analyst's page had its place before this turn and went after it: since this turn, if the
    // other had had a turn before; since this turn's page reached the server, if not.
    const passed = turns.find((t) => {
      if (t.who === turn.who || t.at <= turn.at) return false;
      const hadTurn = turns.slice(0, i).some((earlier) => earlier.who === t.who);
      return t.arrived < (hadTurn ? turn.at : turn.arrived) - ARRIVAL_SLACK_MS;
    });
    if (!passed) return [];
    // What the failure says: the turns around it, in ms from the first turn, each with when it arrived.
    const from = turns[0]?.at ?? 0;
    const around = turns
      .slice(Math.max(0, i - 3), i + 4)
      .map((t) => `${t.who} at ${t.at - from} (arrived ${t.arrived - from})`);
    return [{ turn: `${turn.who} at ${turn.at - from}`, passed: passed.who, around }];
  });
  expect(skipped, 'turns taken twice in a row while the other analyst waited').toEqual([]);
  const both = turns.filter((t) => t.at >= Math.max(anaCalls[0]?.at ?? 0, benCalls[0]?.at ?? 0));
  expect(both.filter((t) => t.who === 'ben').length).toBeGreaterThanOrEqual(2);

  // Each was told, in words, why a page waited for a colleague's turn, whenever one did.
  const told = /\d people are using this key: your next page in about/;
  for (const [who, analystPage, turns] of [
    ['Ana', page, anaTurns],
    ['Ben', benPage, benTurns],
  ] as const) {
    expect(turns.length, `${who}'s calls seen with what the server said of the key`).toBeGreaterThan(10);
    const wasTold = (await seenMessages(analystPage)).some((m) => told.test(m));
    expect(wasTold || !waitToTell(turns), `${who} waited for a colleague's turn and was not told`).toBe(true);
  }

  // The quota panel counts every user's calls of the key, as the server sent them.
  await page.getByRole('button', { name: /^Quota/ }).click();
  await expect(page.getByText("All users of this key, counted by the app's server")).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Calls (all users)' });
  const counted = Number((await meter.getAttribute('aria-valuenow')) ?? NaN);
  // More than her own: Ben's pages went between hers.
  expect(counted).toBeGreaterThan(anaCalls.length + 1);

  expect(benErrors, 'errors in Ben’s browser').toEqual([]);
  await other.close();
  console.info(
    `team on one key: ${anaCalls.length} + ${benCalls.length} analysts' calls, ${cliCalls.length} of the command line, ` +
      `analysts' turns ${turns.map((t) => t.who[0]).join('')}, ${counted} calls counted by the server`,
  );
});
