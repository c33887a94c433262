import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/core/dates';
import { historyTraits } from '../src/core/history';
import type { HeldSegment } from '../src/core/team-history';
import { planFromTeam } from './history/team-spans';
import { readCheckpoint } from './checkpoint';
import type { ProgressEvent } from './progress';
import { tempDir } from './testing/run-cli';
import { readTeamSpan, type TeamSource } from './team-source';
import { wallMsOf } from '../warehouse/spans';

const HOUR = 3_600_000;
const SETTLE = 2 * HOUR;
const history = { tenant: '1001', reportKey: 'dialogs', campaignId: null } as const;
const span = (start: string, end: string) => ({ startMs: wallMsOf(start), endMs: wallMsOf(end) });

/** The app's server's team routes over an in-memory history, counting what it was asked. */
function fakeTeam(held: HeldSegment[], rowsOf: (page: number) => object[] | 'fail', pages = 3) {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const route = new URL(request.url).pathname;
    asked.push(`${route} ${request.headers.get('authorization') ?? ''}`);
    const body: unknown = await request.json();
    if (route.endsWith('/held')) return Response.json({ segments: held, offsetMinutes: -300 });
    const page = typeof body === 'object' && body !== null && 'page' in body ? Number(body.page) : 0;
    const rows = rowsOf(page);
    if (rows === 'fail') return Response.json({ message: 'gone' }, { status: 503 });
    return Response.json({ rows, page, nextPage: page + 1 < pages ? page + 1 : null, pages });
  };
  const team: TeamSource = { base: new URL('http://team.test/'), environment: 'demo', fetch };
  return { team, asked };
}
const carrier = { withToken: (send: (token: string) => Promise<Response>) => send('tok-1') };

describe('the nightly extraction reads what the team already bought', () => {
  it('takes the settled part of what the server holds and fetches only the rest', async () => {
    const { team, asked } = fakeTeam(
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
      team,
      client: () => Promise.resolve(carrier),
      history,
      toFetch: [span('2026-01-01 00:00:00', '2026-01-10 23:59:59')],
      traits: historyTraits({ key: 'dialogs', maxRangeDays: 90 }),
      settleMs: SETTLE,
      fetch: 'unsettled',
      signal: new AbortController().signal,
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
    expect(asked).toEqual(['/team/demo/held Bearer tok-1']);
  });

  it('fetches everything from the service when the server cannot answer, and says so', async () => {
    const team: TeamSource = {
      base: new URL('http://team.test/'),
      environment: 'demo',
      fetch: () => Promise.resolve(Response.json({ message: 'Sign in again.' }, { status: 401 })),
    };
    const events: ProgressEvent[] = [];
    const toFetch = [span('2026-01-01 00:00:00', '2026-01-02 23:59:59')];
    const sources = await planFromTeam({
      team,
      client: () => Promise.resolve(carrier),
      history,
      toFetch,
      traits: historyTraits({ key: 'dialogs', maxRangeDays: 90 }),
      settleMs: SETTLE,
      fetch: 'unsettled',
      signal: new AbortController().signal,
      progress: (e) => events.push(e),
    });
    expect(sources).toEqual([{ span: toFetch[0], from: 'service' }]);
    expect(events).toEqual([
      { event: 'note', message: expect.stringContaining("The team's history could not answer") },
    ]);
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
      client: carrier,
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
