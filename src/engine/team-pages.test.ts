import { encodeRows } from '../core/coded-rows';
import { describe, expect, it } from 'vitest';
import type { TeamHistoryClient, TeamRowsAsk, TeamRowsPage } from '../api/team/team-calls';
import type { ReportQuery } from '../api/types';
import { readTeamPage } from './team-pages';
import type { PageRequest } from './types';

const QUERY: ReportQuery = {
  reportKey: 'dialogs',
  startDate: '2026-01-01 00:00:00',
  endDate: '2026-01-03 23:59:59',
};
const PAGES = 4;
const rowsOf = (page: number) => [{ id: `row-${page}`, date: '2026-01-01T10:00:00-05:00' }];

/** A team's server holding four pages of a span; it records each page asked, and fails those in `failing`. */
function teamServer(failing = new Set<number>()) {
  const asked: number[] = [];
  const team: TeamHistoryClient = {
    held: () => Promise.reject(new Error('not asked here')),
    rows: (ask: TeamRowsAsk): Promise<TeamRowsPage> => {
      asked.push(ask.page);
      if (failing.delete(ask.page)) return Promise.reject(new Error('connection reset'));
      const rows = rowsOf(ask.page);
      return Promise.resolve({
        rows,
        coded: encodeRows(rows),
        page: ask.page,
        nextPage: ask.page + 1 < PAGES ? ask.page + 1 : null,
        pages: PAGES,
        bytes: 100,
        unexpectedNulls: 0,
        invalidRows: 0,
      });
    },
  };
  return { client: { team }, asked };
}

const request: PageRequest = { query: QUERY, resumeFrom: null, runId: 'run-1', reportName: 'DIALOGS' };
const ctx = { before: { rows: 0, bytes: 0 }, settleMs: 0 };
const read = (client: { team: TeamHistoryClient }, page: number) =>
  readTeamPage(client, request, { fetchedAt: '2026-02-01 00:00:00', page }, ctx);

describe('a team leg read from the server', () => {
  it('asks the next two pages while this one is handled, none past the last, and each page once', async () => {
    const { client, asked } = teamServer();
    const first = await read(client, 0);
    expect(first.page.rows).toEqual(rowsOf(0));
    // The second and third pages are on their way before the run asks for them.
    expect(asked).toEqual([0, 1, 2]);
    const rows = [first.page.rows];
    for (const page of [1, 2, 3]) rows.push((await read(client, page)).page.rows);
    expect(rows).toEqual([rowsOf(0), rowsOf(1), rowsOf(2), rowsOf(3)]);
    expect(asked).toEqual([0, 1, 2, 3]);
  });

  it('asks again a page read ahead that failed, and gets its rows', async () => {
    const { client, asked } = teamServer(new Set([1]));
    await read(client, 0);
    expect((await read(client, 1)).page.rows).toEqual(rowsOf(1));
    expect(asked).toEqual([0, 1, 2, 1, 3]);
  });
});
