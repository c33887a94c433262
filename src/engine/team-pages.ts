import type { ReportingClient } from '../api/client-contract';
import type { TeamHistoryClient, TeamRowsAsk, TeamRowsPage } from '../api/team/team-calls';
import { isTeamHistoryError } from '../api/team/team-error';
import type { PageProgress } from '../api/types';
import type { CodedRows, WrittenRows } from '../core/coded-rows';
import { formatWallClock } from '../core/dates';
import { querySpan, settledPart } from '../core/history';
import { teamSegmentsOf } from './history/team-held';
import type { PageRequest, TeamRead } from './types';

/**
 * The next pages of a team leg, asked while this one is checked, stored and drawn: the server's read and
 * the transfer then overlap the page's own work instead of following it. Two pages ahead, per signed-in
 * client: with one, the server waited on each next ask, as a page's work on the device takes about as long
 * as its read there (measured: docs/architecture.md#the-teams-history). Asked without the page's signal,
 * so that a page stopped halfway does not lose them.
 */
const AHEAD = 2;
const ahead = new WeakMap<TeamHistoryClient, Map<string, Promise<TeamRowsPage>>>();
const askKey = (ask: TeamRowsAsk) => JSON.stringify(ask);

/** Pages `ask.page` onwards, up to AHEAD of them and the span's `pages`, asked unless asked already. */
function readAhead(team: TeamHistoryClient, ask: TeamRowsAsk, pages: number) {
  let held = ahead.get(team);
  if (!held) ahead.set(team, (held = new Map()));
  for (let page = ask.page; page < Math.min(pages, ask.page + AHEAD); page++) {
    const key = askKey({ ...ask, page });
    if (held.has(key)) continue;
    const answer = team.rows({ ...ask, page });
    answer.catch(() => undefined); // asked again when its turn comes (readTeamPage)
    held.set(key, answer);
  }
  // The oldest go first: a run stopped or planned again leaves its pages behind.
  for (const key of [...held.keys()].slice(0, Math.max(0, held.size - AHEAD))) held.delete(key);
}

function takeAhead(team: TeamHistoryClient, ask: TeamRowsAsk): Promise<TeamRowsPage> | null {
  const held = ahead.get(team);
  const key = askKey(ask);
  const answer = held?.get(key);
  if (!answer) return null;
  held?.delete(key);
  return answer;
}

/** What the run had before this page: the page's totals go on from there. */
export interface SoFar {
  rows: number;
  bytes: number;
}

/**
 * A page of the team's server as a page of a run: numbered from 1, its cursors saying which page of the
 * span comes next, so that the run's facts, its resume point and its completion read as a fetched run's.
 * It cost no call and no request charge.
 */
export function teamRunPage(answer: TeamRowsPage, before: SoFar): PageProgress {
  const { rows, page, nextPage, pages, bytes } = answer;
  return {
    rows,
    facts: {
      isValid: true,
      executionTime: null,
      idReport: null,
      nameVisualization: null,
      totalDocument: null,
      pageCount: nextPage === null ? 0 : Math.max(1, pages - page - 1),
      requestCharge: null,
    },
    cursorUsed: page === 0 ? '' : `team:${page}`,
    lastDocument: nextPage === null ? null : `team:${nextPage}`,
    bytes,
    serviceDateMs: null,
    unexpectedNulls: answer.unexpectedNulls,
    invalidRows: answer.invalidRows,
    index: page + 1,
    totalPages: Math.max(pages, page + 1),
    rowsSoFar: before.rows + rows.length,
    requestChargeSoFar: 0,
    bytesSoFar: before.bytes + bytes,
  };
}

/**
 * The held segment that still answers the whole of `request`'s span, settled, after the server said the
 * one planned changed (409): planned again, over that span alone. Null when none does.
 */
async function heldAgain(
  team: TeamHistoryClient,
  request: PageRequest,
  settleMs: number,
  signal?: AbortSignal,
) {
  const span = querySpan(request.query);
  if (!span) return null;
  const { reportKey, campaignId } = request.query;
  const answer = await team.held({ reportKey, campaignId }, request.query, signal);
  const covering = teamSegmentsOf(answer).find((s) => {
    const settled = settledPart(s, settleMs);
    return settled !== null && settled.startMs <= span.startMs && settled.endMs >= span.endMs;
  });
  return covering ? formatWallClock(covering.fetchedAtMs) : null;
}

/**
 * Page `read.page` of a team leg's span. A 409 on its first page (the server fetched the segment again
 * since the plan) plans that span again and reads the segment held now; the read answers the `fetchedAt`
 * it read with, which the stored run counts as when it was asked.
 */
export async function readTeamPage(
  client: Pick<ReportingClient, 'team'>,
  request: PageRequest,
  read: TeamRead,
  ctx: { before: SoFar; settleMs: number; signal?: AbortSignal },
): Promise<{ page: PageProgress; read: TeamRead; coded: CodedRows; written?: WrittenRows }> {
  const { team } = client;
  if (!team) throw new Error('This environment has no team history.');
  const { reportKey, campaignId } = request.query;
  const history = { reportKey, campaignId };
  const ask = async (fetchedAt: string) => {
    const here = { history, span: request.query, fetchedAt, page: read.page };
    const asked = () => team.rows(here, ctx.signal);
    // A page read ahead that failed is asked again, as it would have been asked now.
    const answer = await (takeAhead(team, here)?.catch(asked) ?? asked());
    if (answer.nextPage !== null) readAhead(team, { ...here, page: answer.nextPage }, answer.pages);
    return answer;
  };
  try {
    const answer = await ask(read.fetchedAt);
    return { page: teamRunPage(answer, ctx.before), read, coded: answer.coded, written: answer.written };
  } catch (e) {
    if (!isTeamHistoryError(e) || e.kind !== 'changed' || read.page > 0) throw e;
    const fetchedAt = await heldAgain(team, request, ctx.settleMs, ctx.signal);
    if (fetchedAt === null) throw e;
    const answer = await ask(fetchedAt);
    const page = teamRunPage(answer, ctx.before);
    return { page, read: { ...read, fetchedAt }, coded: answer.coded, written: answer.written };
  }
}
