import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ID,
  DIALOGS_ID,
  harness,
  MENU_DETAIL_ID,
  SESSIONS_ID,
  type Envelope,
} from '../testing/sim-harness';
import { serviceDate, TENANT_OFFSET_MS } from './rows/kit';

type Row = Envelope['result'][number];
type Harness = ReturnType<typeof harness>;

const HOUR = 3_600_000;
/** The tenant's wall clock, as the service writes dates, of an epoch instant. */
const wallOf = (epochMs: number) => serviceDate(epochMs + TENANT_OFFSET_MS);
/** The wall-clock second of a DIALOGS row, as a range's dates are written. */
const secondOf = (row: Row) => String(row.date).slice(0, 19).replace('T', ' ');
/** A row's identity across ranges: all of its values (every report's rows hold a random id of some kind). */
const identity = (row: Row) => JSON.stringify(row);

/** One report's query bodies: its own fields beside the range. */
const REPORTS = [
  { name: 'DIALOGS', id: DIALOGS_ID, extra: {} },
  { name: 'SESSIONS', id: SESSIONS_ID, extra: {} },
  { name: 'Menu Detail (legacy)', id: MENU_DETAIL_ID, extra: { size: 700 } },
  { name: 'OUTBOUND GET CAMPAIGN RESULT', id: CAMPAIGN_ID, extra: { campaingId: 'CMP-7' } },
] as const;

/** Tokens of each harness, one per hour of its clock (the token's lifetime; CreateToken allows 3 a minute). */
const tokens = new WeakMap<Harness, { at: number; token: string }>();
async function bearer(h: Harness): Promise<string> {
  const held = tokens.get(h);
  if (held && h.sim.now() - held.at < HOUR / 2) return held.token;
  const token = await h.token();
  tokens.set(h, { at: h.sim.now(), token });
  return token;
}

async function rowsOf(h: Harness, id: string, range: { startDate: string; endDate: string }, extra = {}) {
  const pages = await h.pageAll(id, { ...range, ...extra }, await bearer(h));
  for (const p of pages) expect(p.isValid, JSON.stringify(p.errors)).toBe(true);
  return pages.flatMap((p) => p.result);
}

describe('the simulated service holds one history per tenant', () => {
  it.each(REPORTS)('$name: two overlapping ranges agree on the rows they share', async ({ id, extra }) => {
    const h = harness();
    const a = await rowsOf(
      h,
      id,
      { startDate: '2026-03-03 10:17:05', endDate: '2026-03-09 14:00:00' },
      extra,
    );
    const b = await rowsOf(
      h,
      id,
      { startDate: '2026-03-06 08:30:00', endDate: '2026-03-12 19:45:59' },
      extra,
    );
    const overlap = await rowsOf(
      h,
      id,
      { startDate: '2026-03-06 08:30:00', endDate: '2026-03-09 14:00:00' },
      extra,
    );
    expect(overlap.length).toBeGreaterThan(100);
    const inA = new Set(a.map(identity));
    const inB = new Set(b.map(identity));
    // Same rows with the same values and ids: what A and B have in common is exactly their overlap.
    expect(a.filter((r) => inB.has(identity(r))).map(identity)).toEqual(overlap.map(identity));
    expect(b.filter((r) => inA.has(identity(r))).map(identity)).toEqual(overlap.map(identity));
  });

  it('DIALOGS: a range holds exactly the messages dated inside it, ids unique across the history', async () => {
    const h = harness();
    const range = { startDate: '2026-03-03 10:17:05', endDate: '2026-03-04 09:00:00' };
    const rows = await rowsOf(h, DIALOGS_ID, range);
    for (const row of rows)
      expect(secondOf(row) >= range.startDate && secondOf(row) <= range.endDate).toBe(true);
    const ids = [
      ...rows,
      ...(await rowsOf(h, DIALOGS_ID, { startDate: '2026-01-01 00:00:00', endDate: '2026-01-20 00:00:00' })),
    ].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a range is its sub-ranges put together: every row once, in the same order', async () => {
    const h = harness();
    const whole = await rowsOf(h, DIALOGS_ID, {
      startDate: '2026-03-02 00:00:00',
      endDate: '2026-03-05 23:59:59',
    });
    const parts = [
      { startDate: '2026-03-02 00:00:00', endDate: '2026-03-03 13:20:44' },
      { startDate: '2026-03-03 13:20:45', endDate: '2026-03-03 13:59:59' },
      { startDate: '2026-03-03 14:00:00', endDate: '2026-03-05 23:59:59' },
    ];
    const pieces: Row[][] = [];
    for (const part of parts) pieces.push(await rowsOf(h, DIALOGS_ID, part));
    const joined = pieces.flat().map((r) => r.id);
    expect(new Set(joined).size).toBe(joined.length);
    expect([...joined].sort()).toEqual(whole.map((r) => r.id).sort());
    // The service's order is one order of the history: each piece is the whole's rows of its range, in turn.
    for (const piece of pieces) {
      const ids = new Set(piece.map((r) => r.id));
      expect(whole.filter((r) => ids.has(r.id)).map((r) => r.id)).toEqual(piece.map((r) => r.id));
    }
  });

  it('a conversation that crosses a range boundary arrives in part on each side, whole when joined', async () => {
    const h = harness();
    const before = await rowsOf(h, DIALOGS_ID, {
      startDate: '2026-03-05 00:00:00',
      endDate: '2026-03-05 10:59:59',
    });
    const after = await rowsOf(h, DIALOGS_ID, {
      startDate: '2026-03-05 11:00:00',
      endDate: '2026-03-05 23:59:59',
    });
    const early = new Set(before.map((r) => r.conversationId));
    const crossing = [...new Set(after.map((r) => r.conversationId))].filter((c) => early.has(c));
    expect(crossing.length).toBeGreaterThan(0);
    for (const conversation of crossing) {
      const messages = [...before, ...after].filter((r) => r.conversationId === conversation);
      const late = after.filter((r) => r.conversationId === conversation);
      expect(late.every((r) => secondOf(r) >= '2026-03-05 11:00:00')).toBe(true);
      // Joined, its messages are 1..n once each, and dated in that order.
      const byIteration = [...messages].sort((x, y) => Number(x.iterations) - Number(y.iterations));
      expect(byIteration.map((r) => r.iterations)).toEqual(byIteration.map((_, i) => i + 1));
      const dates = byIteration.map((r) => String(r.date));
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('a capped query is the start of the whole one', async () => {
    const range = { startDate: '2026-03-01 00:00:00', endDate: '2026-03-03 23:59:59' };
    const whole = await rowsOf(harness(), SESSIONS_ID, range);
    const capped = await rowsOf(harness({ maxRowsPerQuery: 130 }), SESSIONS_ID, range);
    expect(capped).toEqual(whole.slice(0, 130));
  });
});

describe('rows arrive late: a row dated t is visible only settleMs after t', () => {
  /** 12:00 on the tenant's wall clock, 2026-03-10. */
  const NOON = Date.UTC(2026, 2, 10, 12) - TENANT_OFFSET_MS;
  const TODAY = { startDate: '2026-03-10 00:00:00', endDate: '2026-03-10 23:59:59' };

  it('a range that ends now returns fewer rows than the same range asked later', async () => {
    const h = harness();
    h.clock.t = NOON;
    const early = await rowsOf(h, DIALOGS_ID, TODAY);
    const settled = wallOf(NOON - h.sim.options.settleMs);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((r) => secondOf(r) <= settled)).toBe(true);

    h.clock.t = NOON + 6 * HOUR;
    const later = await rowsOf(h, DIALOGS_ID, TODAY);
    const seen = new Set(early.map(identity));
    const added = later.filter((r) => !seen.has(identity(r)));
    expect(later.length).toBe(early.length + added.length);
    expect(added.length).toBeGreaterThan(0);
    // The rows that arrived are exactly those that settled in the meantime.
    const nowSettled = wallOf(h.clock.t - h.sim.options.settleMs);
    expect(added.every((r) => secondOf(r) >= settled && secondOf(r) <= nowSettled)).toBe(true);
  });

  it('with SIM_SETTLE_MINUTES 0 every row dated before now is there, none after', async () => {
    const h = harness({ settleMs: 0 });
    h.clock.t = NOON;
    const rows = await rowsOf(h, SESSIONS_ID, TODAY);
    const starts = rows.map((r) => String(r.startedAt).slice(0, 19).replace('T', ' '));
    expect(Math.max(...starts.map((s) => Date.parse(`${s}Z`)))).toBeLessThanOrEqual(
      Date.parse('2026-03-10T12:00:00Z'),
    );
    expect(starts.some((s) => s >= '2026-03-10 11:00:00')).toBe(true);
  });

  it('"tomorrow": the service clock moves forward and yesterday is complete', async () => {
    const h = harness();
    h.clock.t = NOON;
    const today = await rowsOf(h, DIALOGS_ID, TODAY);
    h.sim.advanceClock(24 * HOUR);
    expect(h.sim.now()).toBe(h.clock.t + 24 * HOUR);
    const tomorrow = await rowsOf(h, DIALOGS_ID, TODAY);
    expect(tomorrow.length).toBeGreaterThan(today.length);
    // Asked tomorrow, the day is complete: as a range that ended long ago answers it.
    expect(tomorrow).toEqual(await rowsOf(harness(), DIALOGS_ID, TODAY));
    expect(() => h.sim.advanceClock(-1)).toThrow();
    h.sim.reset();
    expect(h.sim.now()).toBe(h.clock.t);
  });

  it('paging while the clock moves neither repeats nor skips: the run reads what its first page saw', async () => {
    const h = harness({ newFamilyPageSize: 20 });
    h.clock.t = NOON;
    const still = harness({ newFamilyPageSize: 20 });
    still.clock.t = NOON;
    const asked = await rowsOf(still, DIALOGS_ID, TODAY);
    const pages: Envelope[] = [];
    let lastDocument = '';
    for (;;) {
      // Hours pass between pages: rows settle meanwhile, and the token expires (a new one each page).
      const p = await h.page(DIALOGS_ID, { ...TODAY, lastDocument }, await h.token());
      pages.push(p);
      h.clock.t += 2 * HOUR;
      if (p.lastDocument === null) break;
      lastDocument = p.lastDocument;
    }
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map((p) => p.pageCount)).toEqual(pages.map((_, i) => pages.length - 1 - i));
    expect(pages.flatMap((p) => p.result).map(identity)).toEqual(asked.map(identity));
    // A new run, asked now, sees the rows that settled since.
    expect((await rowsOf(h, DIALOGS_ID, TODAY)).length).toBeGreaterThan(asked.length);
  });
});
