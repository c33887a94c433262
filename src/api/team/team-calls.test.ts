import { describe, expect, it } from 'vitest';
import { createReportingClient } from '../client';
import { createMemoryLockManager } from '../locks';
import { BASIC, DEMO_ENV, simWithPages, TEST_LIMITS } from '../../testing/sim-fixture';
import { teamRoutes } from '../../testing/team-routes';
import { isTeamHistoryError } from './team-error';

const march = {
  reportKey: 'dialogs' as const,
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-03-31 23:59:59',
};
const rows = [{ id: 'a', date: '2026-03-02T10:00:00.000-05:00' }];

async function signedIn(teamHistory = true) {
  const sim = simWithPages(1);
  const routes = teamRoutes(sim);
  const client = createReportingClient({
    environment: { ...DEMO_ENV, teamHistory },
    fetch: routes.fetch,
    limits: TEST_LIMITS,
    locks: createMemoryLockManager(),
  });
  await client.signIn(BASIC);
  const tokens = () => sim.calls().filter((c) => c.operation === 'CreateToken').length;
  return { client, routes, tokens };
}

const kindOf = (e: unknown) => (isTeamHistoryError(e) ? e.kind : String(e));

describe('the team’s history, asked with the session’s token', () => {
  it('answers what it holds, and nothing held as an empty list', async () => {
    const { client, routes } = await signedIn();
    expect((await client.team?.held({ reportKey: 'dialogs' }, march))?.segments).toEqual([]);
    routes.keep(BASIC.tenant, march, rows, Date.UTC(2026, 3, 1));
    const held = await client.team?.held({ reportKey: 'dialogs' }, march);
    expect(held?.segments).toEqual([
      { start: march.startDate, end: march.endDate, fetchedAt: '2026-04-01 00:00:00', rows: 1, bytes: 51 },
    ]);
    const page = await client.team?.rows({
      history: { reportKey: 'dialogs' },
      span: march,
      fetchedAt: '2026-04-01 00:00:00',
      page: 0,
    });
    expect([page?.rows, page?.nextPage, page?.pages]).toEqual([rows, null, 1]);
  });

  it('gets one new token after a 401 and asks again; a second 401 is refused', async () => {
    const { client, routes, tokens } = await signedIn();
    const before = tokens();
    routes.failNext(401);
    await client.team?.held({ reportKey: 'dialogs' }, march);
    expect(tokens()).toBe(before + 1);
    routes.failNext(401, 401);
    expect(kindOf(await client.team?.held({ reportKey: 'dialogs' }, march).catch((e: unknown) => e))).toBe(
      'refused',
    );
    expect(tokens()).toBe(before + 2);
  });

  it('says a segment changed since the plan (409), and what is neither its answer nor a refusal', async () => {
    const { client, routes } = await signedIn();
    const ask = {
      history: { reportKey: 'dialogs' as const },
      span: march,
      fetchedAt: '2026-04-01 00:00:00',
      page: 0,
    };
    expect(kindOf(await client.team?.rows(ask).catch((e: unknown) => e))).toBe('changed');
    routes.failNext(500);
    expect(kindOf(await client.team?.held({ reportKey: 'dialogs' }, march).catch((e: unknown) => e))).toBe(
      'unreachable',
    );
  });

  it('is not there in an environment without one', async () => {
    expect((await signedIn(false)).client.team).toBeNull();
  });
});
