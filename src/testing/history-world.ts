// Test support: the demo service and a device whose clocks move together, a day at a time, and "the last
// N days" on the service's clock, for the tests of the tenant's history.
import type { ReportQuery } from '../api/types';
import { formatWallClock, fromWallMs } from '../core/dates';
import { serviceWallMs } from '../core/history';
import { BASIC, clientOn, runToEnd, simWithPages } from './sim-fixture';

export const DAY = 86_400_000;
export const SETTLE = 3_600_000;
/** The demo tenant's clock is UTC−05:00 (docs/service.md#the-simulated-history). */
export const TENANT_OFFSET_MIN = -300;

/** A demo of `pageSize` DIALOGS rows a page, about 40 a day, whose clock and the device's move together. */
export function historyWorld(pageSize = 100) {
  let lead = 0;
  const sim = simWithPages(1, {
    maxRowsPerQuery: 1_000_000,
    newFamilyPageSize: pageSize,
    volume: 0.1,
    settleMs: SETTLE,
  });
  return {
    sim,
    now: () => Date.now() + lead,
    /** Tomorrow, for the service and the device alike. */
    nextDay() {
      sim.advanceClock(DAY);
      lead += DAY;
    },
  };
}
export type HistoryWorld = ReturnType<typeof historyWorld>;

/** "The last `days` days" on the service's clock, ending tonight. */
export function lastDays(w: HistoryWorld, days: number): ReportQuery {
  const today = Math.floor(serviceWallMs(w.now(), TENANT_OFFSET_MIN) / DAY) * DAY;
  return {
    reportKey: 'dialogs',
    startDate: formatWallClock(fromWallMs(today - (days - 1) * DAY)),
    endDate: formatWallClock(today + DAY - 1000),
  };
}

/** The ids of one query asked afresh, by a client of its own. */
export async function freshIds(w: HistoryWorld, query: ReportQuery) {
  const client = clientOn(w.sim);
  await client.signIn(BASIC);
  const { pages } = await runToEnd(client, query);
  return pages.flatMap((p) => p.rows.map((r) => String(r.id)));
}

/** ExecuteReport calls answered with rows since call `from` of the log. */
export const answeredSince = (w: HistoryWorld, from: number) =>
  w.sim
    .calls()
    .slice(from)
    .filter((c) => c.operation === 'ExecuteReport' && c.status === 200);
