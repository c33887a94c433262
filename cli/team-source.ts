import { rename, rm, writeFile, mkdir } from 'node:fs/promises';
import type { TokenCarrier } from '../src/api/client-contract';
import { formatWallClock } from '../src/core/dates';
import type { Span, StoredSegment } from '../src/core/history';
import {
  heldAnswerSchema,
  rowsAnswerSchema,
  TEAM_HISTORY_PATH,
  type TeamHistoryId,
} from '../src/core/team-history';
import { writeCheckpoint } from './checkpoint';
import { pageFileName } from './output/layout';
import { wallMsOf } from '../warehouse/spans';

/** The app's server that keeps the team's history of an environment reached through it (`--via`). */
export interface TeamSource {
  /** The server's address, ending in `/`. */
  base: URL;
  environment: string;
  fetch: (request: Request) => Promise<Response>;
}

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

async function ask(
  team: TeamSource,
  client: TokenCarrier,
  route: string,
  body: unknown,
  signal: AbortSignal,
) {
  const url = new URL(`${TEAM_HISTORY_PATH.slice(1)}/${team.environment}/${route}`, team.base);
  let answer: Response;
  try {
    answer = await client.withToken(
      (token) =>
        team.fetch(
          new Request(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
            signal,
          }),
        ),
      signal,
    );
  } catch (e) {
    if (signal.aborted) throw e;
    throw new TeamUnavailable(
      `the app's server did not answer (${e instanceof Error ? e.message : 'unknown'})`,
    );
  }
  if (!answer.ok) {
    void answer.body?.cancel().catch(() => undefined);
    throw new TeamUnavailable(`the app's server answered ${answer.status} to ${route}`);
  }
  try {
    const json: unknown = await answer.json();
    return json;
  } catch {
    throw new TeamUnavailable(`the app's server answered ${route} with something that is not JSON`);
  }
}

/** What the team's server holds of one history over `range`: nothing held is an empty list. */
export async function teamSegments(
  team: TeamSource,
  client: TokenCarrier,
  history: TeamHistoryId,
  range: Span,
  signal: AbortSignal,
): Promise<TeamSegment[]> {
  const body = {
    history,
    range: { start: formatWallClock(range.startMs), end: formatWallClock(range.endMs) },
  };
  const parsed = heldAnswerSchema.safeParse(await ask(team, client, 'held', body, signal));
  if (!parsed.success) throw new TeamUnavailable('the team history’s answer is not one');
  return parsed.data.segments.map((s) => ({
    id: `team:${s.start}_${s.end}`,
    startMs: wallMsOf(s.start),
    endMs: wallMsOf(s.end),
    fetchedAtMs: wallMsOf(s.fetchedAt),
    rows: s.rows,
    fetchedAt: s.fetchedAt,
    offsetMinutes: parsed.data.offsetMinutes,
  }));
}

/**
 * The rows of `part` (within `segment`) read from the team's server, page by page, into `staging` as
 * a fetched span's pages are (NDJSON, then a finished checkpoint), so the commit that follows keeps them
 * as it keeps fetched rows. Written beside and renamed into place only once whole: a stop half-way leaves
 * no staging that could be taken for a span fetched from the service, nor mixed with one.
 */
export async function readTeamSpan(job: {
  team: TeamSource;
  client: TokenCarrier;
  history: TeamHistoryId;
  part: Span;
  segment: TeamSegment;
  staging: string;
  signal: AbortSignal;
}): Promise<number> {
  const { part, staging } = job;
  const partial = `${staging}.team-partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const span = { start: formatWallClock(part.startMs), end: formatWallClock(part.endMs) };
  let rows = 0;
  let pages = 0;
  for (let page: number | null = 0; page !== null; pages++) {
    const body = { history: job.history, span, fetchedAt: job.segment.fetchedAt, page };
    const parsed = rowsAnswerSchema.safeParse(await ask(job.team, job.client, 'rows', body, job.signal));
    if (!parsed.success) throw new TeamUnavailable('a page of the team history is not one');
    const lines = parsed.data.rows.map((row) => JSON.stringify(row));
    if (lines.length > 0)
      await writeFile(`${partial}/${pageFileName(pages + 1, 'ndjson')}`, lines.join('\n') + '\n');
    rows += lines.length;
    page = parsed.data.nextPage;
  }
  await writeCheckpoint(partial, {
    version: 1,
    query: { reportKey: job.history.reportKey, startDate: span.start, endDate: span.end },
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
