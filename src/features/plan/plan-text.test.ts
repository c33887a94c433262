import { describe, expect, it } from 'vitest';
import type { ViewLeg, ViewPlan } from '../../engine/types';
import { formatsFor } from '../../lib/format';
import { DEMO_ENV } from '../../testing/sim-fixture';
import { translator } from '../../testing/i18n';
import { planText } from './plan-words';

const DAY = 86_400_000;
const tools = { t: translator('en'), f: formatsFor('en') };
const es = { t: translator('es'), f: formatsFor('es') };
const span = { startMs: 0, endMs: DAY - 1000 };
const fetchLeg: ViewLeg = {
  kind: 'fetch',
  query: { reportKey: 'dialogs', startDate: '2026-03-30 00:00:00', endDate: '2026-03-30 23:59:59' },
  span,
  expectedPages: 1,
};
const teamLeg: ViewLeg = {
  ...fetchLeg,
  kind: 'team',
  fetchedAt: '2026-04-01 00:00:00',
  rows: 3000,
  expectedPages: 1,
};

/** "The last 30 days": 26 on this device, 3 on the team's server, 1 to fetch, unless told otherwise. */
const plan = (over: Partial<ViewPlan> = {}): ViewPlan => ({
  query: fetchLeg.query,
  fetch: 'unsettled',
  legs: [teamLeg, fetchLeg],
  rangeMs: 30 * DAY,
  deviceMs: 26 * DAY,
  teamMs: 3 * DAY,
  team: 'held',
  estimate: { calls: 1, rows: 1500 },
  kilobytes: 1200,
  identical: null,
  clockBehindMs: null,
  clockAheadMs: null,
  ...over,
});
const environment = { ...DEMO_ENV, timeScale: 1 };
const text = (p: ViewPlan, env = environment, t = tools) => planText(p, env, 'basic', t);

describe('the plan’s words over three sources', () => {
  it('say the days on this device, from the team’s server and to fetch, and the calls and kilobytes the rest takes', () => {
    expect(text(plan())).toBe(
      'Next run: 26 of 30 days on this device, 3 from the team’s server, 1 to fetch: about 1 call, 4.1 s, 0% of the 12-hour calls, 1.2 MB (1.2% of the 12-hour bandwidth)',
    );
    expect(text(plan(), environment, es)).toBe(
      'Próxima ejecución: 26 de 30 días en este dispositivo, 3 del servidor del equipo, 1 por pedir: 1 llamada aprox., 4,1 s, 0\u00a0% de las llamadas de 12 horas, 1,2 MB (1,2\u00a0% del ancho de banda de 12 horas)',
    );
  });

  it('say when nothing is to be fetched, and when the size is not known yet', () => {
    expect(text(plan({ legs: [teamLeg], deviceMs: 27 * DAY, estimate: null, kilobytes: null }))).toBe(
      'Next run: 27 of 30 days on this device, 3 from the team’s server, no call to the service.',
    );
    expect(text(plan({ teamMs: 0, legs: [fetchLeg], deviceMs: 29 * DAY, kilobytes: null }))).toBe(
      'Next run: 29 of 30 days on this device, 1 to fetch: about 1 call, 4.1 s, 0% of the 12-hour calls, size not yet known',
    );
    expect(text(plan({ deviceMs: 0, teamMs: 30 * DAY, legs: [teamLeg], estimate: null }))).toBe(
      'Next run: 0 of 30 days on this device, 30 from the team’s server, no call to the service.',
    );
  });

  it('say that a direct environment has no team history, and that a server that did not answer was left out', () => {
    const direct = { ...environment, mode: 'direct' as const, baseUrl: 'https://reporting.example' };
    const alone = plan({ team: 'none', teamMs: 0, legs: [fetchLeg], deviceMs: 29 * DAY });
    expect(text(alone, direct)).toMatch(/ This environment is reached directly: it has no team history\.$/);
    expect(text(alone)).not.toContain('team');
    expect(text(plan({ team: 'unreachable', teamMs: 0, legs: [fetchLeg] }))).toMatch(
      / The team’s history did not answer: planned without it\.$/,
    );
  });

  it('say so before the run when the last quota check left less than it needs', () => {
    const quota = (calls: number, kb: number) => ({
      product: 'basic' as const,
      periodSeconds: 43_200,
      calls: { used: 10_000 - calls, limit: 10_000, remaining: calls },
      kilobytes: { used: 102_400 - kb, limit: 102_400, remaining: kb },
      renewsAt: '2026-04-01T12:00:00Z',
    });
    const withQuota = (calls: number, kb: number) =>
      planText(plan(), environment, 'basic', tools, quota(calls, kb));
    expect(withQuota(100, 512)).toMatch(
      / The last quota check left 100 calls and 512 KB: less than this run needs\.$/,
    );
    expect(withQuota(0, 50_000)).toContain('The last quota check left no call and 48.8 MB');
    expect(withQuota(100, 50_000)).not.toContain('quota check');
  });
});
