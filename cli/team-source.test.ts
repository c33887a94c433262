import { encodeRows } from '../src/core/coded-rows';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TeamHistoryClient } from '../src/api/team/team-calls';
import { TeamHistoryError } from '../src/api/team/team-error';
import { parseRows } from '../src/api/paging/parse-rows';
import { formatWallClock } from '../src/core/dates';
import { historyTraits } from '../src/core/history';
import type { HeldSegment } from '../src/core/team-history';
import { wallMsOf } from '../warehouse/spans';
import { readCheckpoint } from './checkpoint';
import { planFromTeam } from './history/team-spans';
import type { ProgressEvent } from './progress';
import { readTeamSpan } from './team-source';
import { tempDir } from './testing/run-cli';

const HOUR = 3_600_000;
const history = { reportKey: 'dialogs' } as const;
const span = (start: string, end: string) => ({ startMs: wallMsOf(start), endMs: wallMsOf(end) });
const plan = { traits: historyTraits({ key: 'dialogs', maxRangeDays: 90 }), settleMs: 2 * HOUR, history };

/** The team's history as the client reads it, over an in-memory server, counting what it was asked. */
function fakeTeam(held: HeldSegment[], rowsOf: (page: number) => object[] | 'fail', pages = 3) {
  const asked: string[] = [];
  const team: TeamHistoryClient = {
    held: (_history, range) => {
      asked.push(`held ${range.startDate} .. ${range.endDate}`);
      return Promise.resolve({ segments: held, offsetMinutes: -300 });
    },
    rows: (ask) => {
      asked.push(`rows ${ask.page}`);
      const rows = rowsOf(ask.page);
      if (rows === 'fail') return Promise.reject(new TeamHistoryError('unreachable', 'HTTP 503'));
      const nextPage = ask.page + 1 < pages ? ask.page + 1 : null;
      return Promise.resolve({
        ...parseRows('show-dialogs', rows),
        coded: encodeRows(parseRows('show-dialogs', rows).rows),
        page: ask.page,
        nextPage,
        pages,
        bytes: 0,
      });
    },
  };
  return { client: () => Promise.resolve({ team }), team, asked };
}
const jobOf = (
  client: () => Promise<{ team: TeamHistoryClient | null }>,
  toFetch: { startMs: number; endMs: number }[],
) => ({
  ...plan,
  teamHistory: true,
  client,
  toFetch,
  fetch: 'unsettled' as const,
  signal: new AbortController().signal,
});

describe('the nightly extraction reads what the team already bought', () => {
  it('takes the settled part of what the server holds and fetches only the rest', async () => {
    const { client, asked } = fakeTeam(
      [
        {
          start: '2026-01-01 00:00:00',
          end: '2026-01-05 23:59:59',
          fetchedAt: '2026-01-10 08:00:00',
          rows: 50,
          bytes: 41_000,
        },
        {
          start: '2026-01-06 00:00:00',
          end: '2026-01-08 23:59:59',
          fetchedAt: '2026-01-08 12:00:00',
          rows: 20,
          bytes: 16_400,
        },
      ],
      () => [],
    );
    const sources = await planFromTeam({
      ...jobOf(client, [span('2026-01-01 00:00:00', '2026-01-10 23:59:59')]),
      progress: () => undefined,
    });
    const described = sources.map(
      (s) => `${s.from} ${formatWallClock(s.span.startMs)} .. ${formatWallClock(s.span.endMs)}`,
    );
    expect(described).toEqual([
      'team 2026-01-01 00:00:00 .. 2026-01-05 23:59:59',
      // Fetched at 12:00, settled up to two hours before: the rest of that day is asked of the service.
      'team 2026-01-06 00:00:00 .. 2026-01-08 10:00:00',
      'service 2026-01-08 10:00:01 .. 2026-01-10 23:59:59',
    ]);
    expect(asked).toEqual(['held 2026-01-01 00:00:00 .. 2026-01-10 23:59:59']);
  });

  it('fetches everything from the service when the server cannot answer, and says so', async () => {
    const refused: TeamHistoryClient = {
      held: () => Promise.reject(new TeamHistoryError('refused', 'Sign in again.')),
      rows: () => Promise.reject(new Error('not asked')),
    };
    const events: ProgressEvent[] = [];
    const toFetch = [span('2026-01-01 00:00:00', '2026-01-02 23:59:59')];
    const sources = await planFromTeam({
      ...jobOf(() => Promise.resolve({ team: refused }), toFetch),
      progress: (e) => events.push(e),
    });
    expect(sources).toEqual([{ span: toFetch[0], from: 'service' }]);
    expect(events).toEqual([
      { event: 'note', message: expect.stringContaining("The team's history could not answer") },
    ]);
  });

  it('asks nothing, not even a sign-in, where the environment keeps no team history', async () => {
    const toFetch = [span('2026-01-01 00:00:00', '2026-01-02 23:59:59')];
    const signIn = () => Promise.reject(new Error('signed in'));
    const sources = await planFromTeam({
      ...jobOf(signIn, toFetch),
      teamHistory: false,
      progress: () => undefined,
    });
    expect(sources).toEqual([{ span: toFetch[0], from: 'service' }]);
  });

  it('stages a held span page by page and puts it in place only when whole', async () => {
    const dir = tempDir('team-span');
    const staging = join(dir, '_staging', '20260101_20260101');
    const segment = {
      id: 'team:x',
      ...span('2026-01-01 00:00:00', '2026-01-01 23:59:59'),
      fetchedAtMs: wallMsOf('2026-01-03 00:00:00'),
      rows: 3,
      fetchedAt: '2026-01-03 00:00:00',
      offsetMinutes: -300,
    };
    const job = {
      history,
      part: { startMs: segment.startMs, endMs: segment.endMs },
      segment,
      staging,
      signal: new AbortController().signal,
    };
    const broken = fakeTeam([], (page) => (page === 1 ? 'fail' : [{ date: '2026-01-01T10:00:00-05:00' }]));
    await expect(readTeamSpan({ ...job, team: broken.team })).rejects.toThrow(/503/);
    expect(existsSync(staging)).toBe(false);

    const whole = fakeTeam([], (page) => [{ date: `2026-01-01T1${page}:00:00-05:00`, page }]);
    expect(await readTeamSpan({ ...job, team: whole.team })).toBe(3);
    expect(readdirSync(staging).sort()).toEqual([
      '_checkpoint.json',
      'page-00001.ndjson',
      'page-00002.ndjson',
      'page-00003.ndjson',
    ]);
    expect(readFileSync(join(staging, 'page-00002.ndjson'), 'utf8')).toBe(
      '{"date":"2026-01-01T11:00:00-05:00","page":1}\n',
    );
    expect(await readCheckpoint(staging)).toMatchObject({ done: true, rows: 3, pagesDone: 3 });
  });
});
