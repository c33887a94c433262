import { describe, expect, it } from 'vitest';
import { reportByKey } from '../../core/catalog/catalog';
import type { ListedRun, RunFacts } from '../../store/types';
import { runFacts } from '../../testing/store-fixture';
import { planView } from './plan-view';

const march = {
  reportKey: 'dialogs' as const,
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-03-31 23:59:59',
};
const NOW = Date.UTC(2026, 10, 26, 12);

/** A complete run as the list gives it, stored the way runs were before histories: no segment facts. */
const listed = (id: string, facts: Partial<RunFacts> = {}): ListedRun => ({
  header: {
    id,
    formatVersion: 2,
    tenantTag: 't',
    createdAt: 0,
    updatedAt: 0,
    storedBytes: 100,
    storedPages: 3,
  },
  locked: false,
  facts: runFacts({
    state: 'complete',
    rows: 60,
    pagesDone: 3,
    totalPages: 3,
    startedAt: NOW - 86_400_000,
    ...facts,
  }),
});

const plan = (runs: ListedRun[], environment = 'demo') =>
  planView({
    runs,
    environment,
    query: march,
    report: reportByKey('dialogs'),
    settleMs: 3_600_000,
    now: NOW,
  });

describe('the plan of a view', () => {
  it('reads a complete run stored before histories as a segment over its query’s range', () => {
    const planned = plan([listed('old')]);
    expect(planned?.legs).toEqual([
      expect.objectContaining({ kind: 'device', runId: 'old', pages: 3, within: null }),
    ]);
    expect(planned?.identical).toBe('old');
    expect(planned?.deviceMs).toBe(planned?.rangeMs);
  });

  it('never mixes in another environment’s run, a locked run, or one not complete or not kept whole', () => {
    const others: ListedRun[] = [
      listed('staging', { environment: 'staging' }),
      { header: listed('locked').header, locked: true, reason: 'other-key' },
      listed('running', { state: 'running' }),
      listed('full', { keeping: false }),
    ];
    const planned = plan(others);
    expect(planned?.legs.map((l) => l.kind)).toEqual(['fetch']);
    expect(planned?.estimate).toBeNull();
  });

  it('takes another campaign’s runs as another history', () => {
    const campaign = reportByKey('outbound-get-campaign-result');
    const query = {
      reportKey: campaign.key,
      startDate: march.startDate,
      endDate: march.endDate,
      campaignId: 'A',
    };
    const runs = [listed('b', { query: { ...query, campaignId: 'B' } })];
    const planned = planView({ runs, environment: 'demo', query, report: campaign, settleMs: 0, now: NOW });
    expect(planned?.legs.map((l) => l.kind)).toEqual(['fetch']);
  });
});
