import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { TeamHistoryClient, TeamHistoryRef, TeamRowsPage } from '../src/api/team/team-calls';
import { isTeamHistoryError } from '../src/api/team/team-error';
import { formatWallClock } from '../src/core/dates';
import type { Span, StoredSegment } from '../src/core/history';
import { wallMsOf } from '../warehouse/spans';
import { writeCheckpoint } from './checkpoint';
import { pageFileName } from './output/layout';

/** A held segment of the team, as the planner reads it, with the text its rows are asked by. */
export interface TeamSegment extends StoredSegment {
  fetchedAt: string;
  offsetMinutes: number | null;
}

/** Why the team's history could not answer: the span is then fetched from the service, as without it. */
export class TeamUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TeamUnavailable';
  }
}

/** The team's answer, or TeamUnavailable with its reason when it has none to give. */
async function answered<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (e) {
    if (isTeamHistoryError(e)) throw new TeamUnavailable(e.message);
    throw e;
  }
}

/** What the team's server holds of one history over `range`: nothing held is an empty list. */
export async function teamSegments(
  team: TeamHistoryClient,
  history: TeamHistoryRef,
  range: Span,
  signal: AbortSignal,
): Promise<TeamSegment[]> {
  const asked = { startDate: formatWallClock(range.startMs), endDate: formatWallClock(range.endMs) };
  const held = await answered(() => team.held(history, asked, signal));
  return held.segments.map((s) => ({
    id: `team:${s.start}_${s.end}`,
    startMs: wallMsOf(s.start),
    endMs: wallMsOf(s.end),
    fetchedAtMs: wallMsOf(s.fetchedAt),
    rows: s.rows,
    fetchedAt: s.fetchedAt,
    offsetMinutes: held.offsetMinutes,
  }));
}

/**
 * The rows of `part` (within `segment`) read from the team's server, page by page, into `staging` as
 * a fetched span's pages are (NDJSON, then a finished checkpoint), so the commit that follows keeps them
 * as it keeps fetched rows. Written beside and renamed into place only once whole: a stop half-way leaves
 * no staging that could be taken for a span fetched from the service, nor mixed with one.
 */
export async function readTeamSpan(job: {
  team: TeamHistoryClient;
  history: TeamHistoryRef;
  part: Span;
  segment: TeamSegment;
  staging: string;
  signal: AbortSignal;
}): Promise<number> {
  const { part, staging } = job;
  const partial = `${staging}.team-partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const span = { startDate: formatWallClock(part.startMs), endDate: formatWallClock(part.endMs) };
  let rows = 0;
  let pages = 0;
  for (let page: number | null = 0; page !== null; pages++) {
    const ask = { history: job.history, span, fetchedAt: job.segment.fetchedAt, page };
    const answer: TeamRowsPage = await answered(() => job.team.rows(ask, job.signal));
    const lines = answer.rows.map((row) => JSON.stringify(row));
    if (lines.length > 0)
      await writeFile(`${partial}/${pageFileName(pages + 1, 'ndjson')}`, lines.join('\n') + '\n');
    rows += lines.length;
    page = answer.nextPage;
  }
  await writeCheckpoint(partial, {
    version: 1,
    query: { reportKey: job.history.reportKey, ...span },
    format: 'ndjson',
    cursor: '',
    pagesDone: pages,
    totalPages: pages,
    rows,
    done: true,
  });
  await rm(staging, { recursive: true, force: true });
  await rename(partial, staging);
  return rows;
}
