// Test support: a client wired to an in-process simulated service, both on the same scaled limits.
import { createSimulatedService, DEMO_CREDENTIALS, type SimOptions } from '../sim';
import { createReportingClient } from '../api/client';
import type { Environment } from '../api/environments';
import { isServiceError } from '../api/errors';
import { clientLimitsSchema, type ClientLimits } from '../api/client-limits';
import { windows } from '../core/contract';
import { createMemoryLockManager, type LockManagerLike } from '../api/locks';
import { sleepUntil } from '../api/pace/sleep';
import type { Credentials, PageProgress, ReportQuery, ResumePoint, WaitEvent } from '../api/types';

// The client's tests read the sim's call log and fault plan through here, so src/api never imports src/sim.
export type { CallRecord, FaultKind } from '../sim';

/** 4 s -> 40 ms; a 20 ms margin floor (default 60 ms) absorbs a loaded machine's pauses and keeps runs short. */
export const TEST_LIMITS: ClientLimits = clientLimitsSchema.parse({ timeScale: 0.01, minSafetyMarginMs: 20 });
export const SERVICE_INTERVAL_MS = windows(TEST_LIMITS).otherIntervalMs;

export const DEMO_ENV: Environment = {
  name: 'demo',
  label: 'Demo',
  mode: 'proxy',
  baseUrl: '/env/demo',
  timeScale: TEST_LIMITS.timeScale,
};

export const BASIC: Credentials = { ...DEMO_CREDENTIALS, subscriptionKey: '' };

/** DIALOGS over March: with 20 rows a page and `pages * 20` rows at most, exactly `pages` pages. */
export const dialogsQuery: ReportQuery = {
  reportKey: 'dialogs',
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-03-31 23:59:59',
};

export function simWithPages(pages: number, options: Partial<SimOptions> = {}) {
  return createSimulatedService({
    limits: TEST_LIMITS,
    newFamilyPageSize: 20,
    maxRowsPerQuery: pages * 20,
    ...options,
  });
}

export function clientOn(
  sim: { fetch(request: Request): Promise<Response> },
  locks: LockManagerLike = createMemoryLockManager(),
) {
  return createReportingClient({ environment: DEMO_ENV, fetch: sim.fetch, limits: TEST_LIMITS, locks });
}

export const rowIds = (pages: PageProgress[]) => pages.flatMap((p) => p.rows.map((r) => String(r.id)));

/**
 * A whole run the way the UI drives it: pages until the end; after a stop that carries a resume point
 * ('invalid-execution', 'quota-exhausted' once it renews) it resumes from there.
 */
export async function runToEnd(
  client: ReturnType<typeof clientOn>,
  query: ReportQuery,
  opts: { onWait?: (e: WaitEvent) => void; maxStops?: number } = {},
) {
  const pages: PageProgress[] = [];
  const stops: string[] = [];
  let resumeFrom: ResumePoint | undefined;
  for (;;) {
    try {
      for await (const page of client.pages(query, { resumeFrom, onWait: opts.onWait })) pages.push(page);
      return { pages, stops };
    } catch (e) {
      if (!isServiceError(e) || !e.details.resume || stops.length >= (opts.maxStops ?? 3)) throw e;
      stops.push(e.kind);
      const renewsAt = e.details.renewsAt;
      if (renewsAt !== undefined) await sleepUntil(() => renewsAt, Date.now);
      resumeFrom = e.details.resume;
    }
  }
}
