// One scenario through the client in this process: the held days first, then the rest through the faults.
import { createReportingClient } from '../src/api/client';
import { clientLimitsSchema } from '../src/api/client-limits';
import { isServiceError } from '../src/api/errors';
import { createMemoryLockManager } from '../src/api/locks';
import { sleepUntil } from '../src/api/pace/sleep';
import type { ReportQuery, ResumePoint } from '../src/api/types';
import type { Row } from '../src/core/contract';
import { createSimulatedService, type SimOptions } from '../src/sim';
import { BASIC, DEMO_ENV, TEST_LIMITS } from '../src/testing/sim-fixture';
import { compareRows, type Comparison } from './compare';
import { spansOf, spansWithin } from './range';
import { faultsOf, has, type Scenario } from './scenario';

const TEN_MINUTES = 600_000;
/** Stops a run may take (a quota, an invalid execution, retries spent) before it counts as stuck. */
const MAX_STOPS = 12;
// The truth is read on near-zero waits: it needs the rows, not the pace.
const FAST = clientLimitsSchema.parse({ timeScale: 0.0001, minSafetyMarginMs: 0 });

function simOf(s: Scenario, startedAt: number, faults: SimOptions['faults']) {
  return createSimulatedService({
    limits: faults.length > 0 ? TEST_LIMITS : FAST,
    newFamilyPageSize: s.pageSize,
    volume: 0.05,
    maxRowsPerQuery: 1_000_000,
    omitPageCount: has(s, 'page-count-missing'),
    // The service's clock starts at the scenario's now and runs on at the real pace.
    now: () => s.nowMs + (Date.now() - startedAt),
    faults,
  });
}

type Sim = ReturnType<typeof simOf>;

/** How far the device's clock is from the real one: a quota's renewal is told on the device's clock. */
const skewOf = (s: Scenario) =>
  has(s, 'clock-ahead') ? TEN_MINUTES : has(s, 'clock-behind') ? -TEN_MINUTES : 0;

function clientOf(sim: Sim, s: Scenario, fast = false) {
  const skew = skewOf(s);
  const limits = fast ? FAST : TEST_LIMITS;
  return createReportingClient({
    environment: { ...DEMO_ENV, timeScale: limits.timeScale },
    fetch: sim.fetch,
    limits,
    locks: createMemoryLockManager(),
    now: () => Date.now() + skew,
  });
}

async function allRows(sim: Sim, s: Scenario, query: ReportQuery): Promise<Row[]> {
  const client = clientOf(sim, s, true);
  await client.signIn(BASIC);
  const rows: Row[] = [];
  for (const span of spansWithin(query)) for await (const page of client.pages(span)) rows.push(...page.rows);
  return rows;
}

/**
 * The run as an unattended job drives it: after a stop that carries a resume point it goes on from there (a
 * quota once it renews); with 'stop-and-resume' it is stopped after its first page and resumed by a new
 * client, as a new engine over the same store would.
 */
async function chaosRows(sim: Sim, s: Scenario, query: ReportQuery): Promise<Row[]> {
  const rows: Row[] = [];
  let resumeFrom: ResumePoint | undefined;
  let stopOnce = has(s, 'stop-and-resume');
  for (let stops = 0; ; stops++) {
    const client = clientOf(sim, s);
    const stop = new AbortController();
    let signedIn = false;
    try {
      await client.signIn(BASIC, undefined, { onWait: () => undefined });
      signedIn = true;
      for await (const page of client.pages(query, { resumeFrom, signal: stop.signal })) {
        rows.push(...page.rows);
        if (stopOnce) {
          stopOnce = false;
          stop.abort();
        }
      }
      return rows;
    } catch (e) {
      if (!isServiceError(e) || stops >= MAX_STOPS) throw e;
      const renewsAt = e.details.renewsAt;
      // Waited on the device's clock, as the app waits it: on the real one a clock 10 minutes ahead
      // waited 10 minutes more, and one behind did not wait at all.
      if (renewsAt !== undefined) await sleepUntil(() => renewsAt, () => Date.now() + skewOf(s));
      // A stop after pages without a resume point cannot go on without asking some twice: the run fails.
      if (signedIn && !e.details.resume) throw e;
      resumeFrom = e.details.resume ?? resumeFrom;
    }
  }
}

export async function runOnClient(s: Scenario): Promise<Comparison> {
  const startedAt = Date.now();
  const truth = simOf(s, startedAt, []);
  const spans = spansOf(s, truth.now());
  const before = await allRows(truth, s, spans.whole);
  const held = spans.held ? await allRows(truth, s, spans.held) : [];
  const sim = simOf(s, startedAt, faultsOf(s));
  const fetched: Row[] = [];
  for (const span of spansWithin(spans.rest)) fetched.push(...(await chaosRows(sim, s, span)));
  const after = await allRows(truth, s, spans.whole);
  return compareRows([...held, ...fetched], before, after);
}
