// The range a scenario asks: whole days on the tenant's wall clock, the last one ending at the service's now.
import type { ReportQuery } from '../src/api/types';
import { formatWallClock } from '../src/core/dates';
import { DEMO_TENANT_OFFSET_MS } from '../src/sim';
import type { Scenario } from './scenario';

const DAY = 86_400_000;

/** The tenant's wall clock of an instant, to the second. */
export const tenantWallMs = (instantMs: number) =>
  Math.floor((instantMs + DEMO_TENANT_OFFSET_MS) / 1000) * 1000;

export interface Spans {
  whole: ReportQuery;
  /** The first days, already held before the run (null: none). */
  held: ReportQuery | null;
  /** What the run itself asks. */
  rest: ReportQuery;
}

export function spansOf(s: Scenario, nowMs: number): Spans {
  const end = tenantWallMs(nowMs);
  const start = Math.floor(end / DAY) * DAY - (s.days - 1) * DAY;
  const split = start + s.heldDays * DAY;
  const report = s.report.key === 'dialogs' ? {} : { size: s.report.size };
  const span = (from: number, to: number): ReportQuery => ({
    reportKey: s.report.key,
    ...report,
    startDate: formatWallClock(from),
    endDate: formatWallClock(to),
  });
  return {
    whole: span(start, end),
    held: s.heldDays > 0 ? span(start, split - 1000) : null,
    rest: span(split, end),
  };
}

const parseWall = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/**
 * A query cut in spans of `days` whole days at most: DIALOGS takes 90 days a query, so a longer range is
 * asked span by span, as the app's and the command line's planners do.
 */
export function spansWithin(query: ReportQuery, days = 30): ReportQuery[] {
  const end = parseWall(query.endDate);
  const out: ReportQuery[] = [];
  for (let from = parseWall(query.startDate); from <= end; from += days * DAY) {
    const to = Math.min(from + days * DAY - 1000, end);
    out.push({ ...query, startDate: formatWallClock(from), endDate: formatWallClock(to) });
  }
  return out;
}
