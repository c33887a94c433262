// The tenant's history (docs/architecture.md#the-tenants-history), two figures:
// - in the real app (production build, headless Chromium, the simulated service in this process): a
//   30-day DIALOGS view made of 30 stored one-day segments, about 250,000 rows in all, opened in a new tab
//   after a new sign-in with no call to the service, three times (bench/opens.ts): first rows, every row,
//   longest main-thread task, the targets of one stored run reopened (bench/durable.bench.ts);
// - the app's engine in Node over the demo's own figures (400 DIALOGS rows a day, 500 a page, an hour to
//   settle) and a real page store on fake-indexeddb: the calls of "the last 30 days" asked again the next
//   morning, against those of the first, full fetch.
// The store reads IDBKeyRange from the global scope, as in a browser.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createReportingClient } from '../src/api/client';
import { clientLimits } from '../src/api/client-limits';
import { createMemoryLockManager } from '../src/api/locks';
import type { ReportQuery } from '../src/api/types';
import { limitsSchema } from '../src/core/contract';
import { formatWallClock, fromWallMs } from '../src/core/dates';
import { createEngine } from '../src/engine/engine';
import { memoryRunLocks } from '../src/engine/run-locks';
import type { ViewPlan, WorkerEngine } from '../src/engine/types';
import { createSimulatedService, DEMO_CREDENTIALS } from '../src/sim';
import { createRunStore } from '../src/store';
import { OPEN_VIEW, openApp, planOf, signIn, storeDay } from './app-page';
import { metric, type Bench } from './metric';
import { OPENS, openedInNewTabs } from './opens';

const DAY = 86_400_000;
const DAYS = 30;
/** The demo at 1/500 of real time, 21 times its volume: about 8,400 DIALOGS rows a day, 250,000 in 30. */
const SIM_ENV = { SIM_TIME_SCALE: '0.002', SIM_VOLUME: '21' };
const dayOf = (i: number) => formatWallClock(fromWallMs(Date.UTC(2026, 0, 1) + i * DAY)).slice(0, 10);

/** The 30-day view of 30 stored segments, opened in a new tab: first rows, every row, longest task. */
async function openedView() {
  const { browser, page, url, close } = await openApp('durable-history', SIM_ENV);
  try {
    const range = { start: `${dayOf(0)} 00:00:00`, end: `${dayOf(DAYS - 1)} 23:59:59` };
    await page.goto(`${url}?${new URLSearchParams({ report: 'dialogs', ...range }).toString()}`);
    await signIn(page);
    const t0 = Date.now();
    for (let i = 0; i < DAYS; i++) await storeDay(page, dayOf(i));
    console.info(`${DAYS} one-day segments stored in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // Opened in new tabs of the same device, as bench/durable.bench.ts reopens a stored run.
    const view = await openedInNewTabs(browser, page, 'opening a view of 30 stored segments', {
      async ready(tab) {
        await tab.goto(`${url}?${new URLSearchParams({ report: 'dialogs', ...range }).toString()}`);
        await signIn(tab);
        await planOf(tab, `Next run: all ${DAYS} days on this device`).waitFor({ timeout: 60_000 });
      },
      open: (tab) =>
        tab.evaluate(`(${OPEN_VIEW})()`) as Promise<{ first: number; all: number; rows: number }>,
    });
    const { first, all, longest, cpu } = view;
    const rows = view.last?.rows ?? 0;
    console.info(
      `view of ${DAYS} segments, ${rows} rows, opened ${OPENS} times: first rows ${first.toFixed(0)} ms, ` +
        `all ${all.toFixed(0)} ms (medians; every row ${view.each} ms); heap of the first ` +
        `${(view.heapBefore / 1e6).toFixed(1)} -> ${(view.heapAfter / 1e6).toFixed(1)} MB`,
    );
    return { first, all, rows, longest, cpu };
  } finally {
    await close();
  }
}

/** A view shown the way the app's run view shows it: each leg's pages in turn. */
async function show(engine: WorkerEngine, plan: ViewPlan) {
  for (const leg of plan.legs) {
    if (leg.kind === 'device') {
      for (let index = 1; index <= leg.pages; index++)
        await engine.runs.codedPage(leg.runId, index, leg.within);
      continue;
    }
    let last = null;
    do {
      const resumeFrom = last?.lastDocument
        ? { query: leg.query, cursor: last.lastDocument, pagesDone: last.index, totalPages: last.totalPages }
        : null;
      last = await engine.page({
        query: leg.query,
        resumeFrom,
        runId: last?.runId ?? null,
        reportName: 'DIALOGS',
      });
    } while (last.lastDocument);
  }
}

/** "The last 30 days" fetched, then asked again the next morning: the calls of each. */
async function nextMorning() {
  const timeScale = 0.002;
  const sim = createSimulatedService({ limits: limitsSchema.parse({ timeScale }) });
  let lead = 0;
  const now = () => Date.now() + lead;
  const engine = createEngine({
    client: createReportingClient({
      environment: { name: 'demo', label: 'Demo', mode: 'proxy', baseUrl: '/env/demo', timeScale },
      fetch: sim.fetch,
      limits: clientLimits(timeScale),
      locks: createMemoryLockManager(),
    }),
    store: createRunStore({ indexedDB: new IDBFactory(), marker: null }),
    runLocks: memoryRunLocks(new Set()),
    now,
    settleMs: sim.options.settleMs,
  });
  await engine.signIn({ ...DEMO_CREDENTIALS, subscriptionKey: '' });
  const lastDays = (): ReportQuery => {
    // The tenant's wall clock is UTC−05:00 (docs/service.md#the-simulated-history).
    const today = Math.floor((now() - 5 * 3_600_000) / DAY) * DAY;
    return {
      reportKey: 'dialogs',
      startDate: formatWallClock(fromWallMs(today - (DAYS - 1) * DAY)),
      endDate: formatWallClock(fromWallMs(today + DAY - 1000)),
    };
  };
  const answered = () =>
    sim.calls().filter((c) => c.operation === 'ExecuteReport' && c.status === 200).length;
  const plan = async () => {
    const planned = await engine.runs.plan(lastDays());
    if (!planned) throw new Error('no plan');
    return planned;
  };
  await show(engine, await plan());
  const full = answered();
  sim.advanceClock(DAY);
  lead += DAY;
  const tomorrow = await plan();
  await show(engine, tomorrow);
  const refresh = answered() - full;
  console.info(
    `"the last 30 days": ${full} calls fetched in full; the next morning ${refresh} ` +
      `(the plan estimated ${tomorrow.estimate?.calls ?? '–'})`,
  );
  return { full, refresh };
}

const run: Bench = async () => {
  const calls = await nextMorning();
  const view = await openedView();
  return [
    metric(
      'history: day-2 "last 30 days" calls / a full fetch',
      calls.refresh / calls.full,
      'x',
      0.1,
      'lower',
    ),
    metric('history: 30-day view of 30 stored segments, first rows painted', view.first, 'ms', 500, 'lower', {
      place: 'page',
    }),
    metric('history: 30-day view of 30 stored segments, every row loaded', view.all, 'ms', 1000, 'lower', {
      place: 'page',
    }),
    metric(
      'history: 30-day view of 30 stored segments, longest main-thread task',
      view.longest,
      'ms',
      50,
      'lower',
      { cpu: view.cpu },
    ),
  ];
};

export default run;
