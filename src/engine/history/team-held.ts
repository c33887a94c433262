import type { ReportQuery } from '../../api/types';
import type { TeamHistoryClient } from '../../api/team/team-calls';
import { parseServiceDate, wallMs } from '../../core/dates';
import { querySpan, type TeamSegment } from '../../core/history';
import type { HeldAnswer } from '../../core/team-history';

/**
 * What the team's server said it holds of a view's history: nothing to ask (an environment without a
 * team history, or a plan that fetches everything again), an answer, or a failure to reach it (the view
 * is then planned from the device and the service, as without one, and says so).
 */
export type TeamHeld =
  | { state: 'none' }
  | { state: 'unreachable'; reason: string }
  | { state: 'held'; segments: TeamSegment[]; offsetMin: number | null };

/** The held answer on the service's wall clock, as the planner reads it; a segment that does not read is left out. */
export function teamSegmentsOf(answer: HeldAnswer): TeamSegment[] {
  const segments: TeamSegment[] = [];
  for (const held of answer.segments) {
    const span = querySpan({ startDate: held.start, endDate: held.end });
    const fetchedAt = parseServiceDate(held.fetchedAt);
    if (!span || !fetchedAt.ok) continue;
    segments.push({ ...span, fetchedAtMs: wallMs(fetchedAt.value), rows: held.rows, bytes: held.bytes });
  }
  return segments;
}

/** Asks the team's server what it holds of `query`'s history over its range. */
export async function askTeam(
  team: TeamHistoryClient | null,
  query: ReportQuery,
  fetch: 'unsettled' | 'all',
): Promise<TeamHeld> {
  if (!team || fetch === 'all') return { state: 'none' };
  try {
    const answer = await team.held({ reportKey: query.reportKey, campaignId: query.campaignId }, query);
    return { state: 'held', segments: teamSegmentsOf(answer), offsetMin: answer.offsetMinutes };
  } catch (e) {
    return { state: 'unreachable', reason: e instanceof Error ? e.message : String(e) };
  }
}
