import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/core/contract';
import { at, keepSpan, readAll, spanOf, tempStore } from '../testing/team-fixture';
import type { HistoryKey } from './team-layout';

const AGENTS: HistoryKey = {
  environment: 'demo',
  tenant: '1234',
  reportKey: 'agents-status',
  campaignId: null,
};
const MONTH = spanOf('2026-03-01 00:00:00', '2026-03-31 23:59:59');
const ASKED = at('2026-04-01 02:00:00');

/** Rows as an undocumented report may send them: fields missing or in another order, arrays, mixed types. */
const ODD_ROWS: Row[] = [
  { agent: 'Ana', skills: ['ventas', 'soporte'], calls: 12, rate: 0.5, active: true, note: null },
  { calls: 3, agent: 'Luis', skills: [], rate: 1, active: false },
  { agent: 'Eva', skills: null, calls: '7', rate: 2.25, active: null, note: { by: 'x', n: [1, 2] } },
  { agent: 'Bea \ud800 alone', calls: -4, extra: 'only here', note: '[1]' },
  JSON.parse('{"__proto__": "kept as a field", "agent": "Proto"}') as Row,
];

describe('a report without dated rows', () => {
  it('keeps each span whole and gives back every row exactly as sent, in the order sent', async () => {
    const { store } = await tempStore({ pageRows: 2 });
    await keepSpan(store, AGENTS, MONTH, ASKED, ODD_ROWS, 2);
    expect((await store.held(AGENTS, MONTH)).segments).toMatchObject([
      { start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59', rows: 5 },
    ]);
    const back = await readAll(store, AGENTS, MONTH, ASKED);
    expect(JSON.stringify(back)).toBe(JSON.stringify(ODD_ROWS));
    expect(back?.map((row) => Object.keys(row))).toEqual(ODD_ROWS.map((row) => Object.keys(row)));
    expect(await store.readPage(AGENTS, MONTH, ASKED, 0)).toMatchObject({ nextPage: 1, pages: 3 });
  });

  it('drops an older segment whole when a later span overlaps it', async () => {
    const { store } = await tempStore();
    await keepSpan(store, AGENTS, MONTH, ASKED, ODD_ROWS);
    const later = spanOf('2026-03-20 00:00:00', '2026-04-10 23:59:59');
    await keepSpan(store, AGENTS, later, at('2026-04-11 01:00:00'), ODD_ROWS.slice(0, 2));
    const held = await store.held(AGENTS, spanOf('2026-01-01 00:00:00', '2026-12-31 23:59:59'));
    expect(held.segments.map((s) => [s.start, s.end])).toEqual([
      ['2026-03-20 00:00:00', '2026-04-10 23:59:59'],
    ]);
    expect(await readAll(store, AGENTS, MONTH, ASKED)).toBeNull();
  });

  it('keeps a span the service answered without a row', async () => {
    const { store } = await tempStore();
    await keepSpan(store, AGENTS, MONTH, ASKED, []);
    expect((await store.held(AGENTS, MONTH)).segments).toMatchObject([{ rows: 0 }]);
    expect(await readAll(store, AGENTS, MONTH, ASKED)).toEqual([]);
  });
});
