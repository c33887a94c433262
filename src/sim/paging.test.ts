import { describe, expect, it } from 'vitest';
import { CATALOG } from '../core/catalog/catalog';
import { DIALOGS_ID, harness, MARCH, MENU_DETAIL_ID, SESSIONS_ID } from '../testing/sim-harness';

const WEEK = { startDate: '2026-03-01 00:00:00', endDate: '2026-03-08 00:00:00' };

describe('paging as docs/service.md#paging describes it', () => {
  it('pages a whole query: every row once, pageCount counting down, the last cursor null', async () => {
    const h = harness();
    const pages = await h.pageAll(DIALOGS_ID, WEEK, await h.token());
    const first = pages[0];
    if (!first) throw new Error('no page');
    // Repetitions after the first query = the first pageCount.
    expect(pages.length - 1).toBe(first.pageCount);
    expect(pages.map((p) => p.pageCount)).toEqual(pages.map((_, i) => first.pageCount - i));
    const last = pages[pages.length - 1];
    expect(last?.lastDocument).toBeNull();
    expect(last?.pageCount).toBe(0);
    for (const p of pages.slice(0, -1)) expect(p.totalDocument).toBe(500);
    for (const p of pages) expect(p.totalDocument).toBe(p.result.length);
    const ids = pages.flatMap((p) => p.result.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(2000); // ~400 a day
    const cursors = pages.map((p) => p.lastDocument).filter((c) => c !== null);
    expect(new Set(cursors).size).toBe(cursors.length);
  });

  it('writes long opaque base64 cursors, with + / or = in them', async () => {
    const h = harness();
    const pages = await h.pageAll(DIALOGS_ID, WEEK, await h.token());
    const cursors = pages.flatMap((p) => (p.lastDocument === null ? [] : [p.lastDocument]));
    for (const c of cursors) {
      expect(c).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(c.length).toBeGreaterThanOrEqual(100);
    }
    expect(cursors.join('')).toMatch(/[+/]/);
    expect(cursors.every((c) => c.endsWith('='))).toBe(true);
  });

  it('legacy family: honours size', async () => {
    const h = harness();
    const pages = await h.pageAll(MENU_DETAIL_ID, { ...WEEK, size: 300 }, await h.token());
    expect(pages.slice(0, -1).every((p) => p.result.length === 300)).toBe(true);
    const total = pages.reduce((n, p) => n + p.result.length, 0);
    expect(pages[0]?.pageCount).toBe(Math.ceil(total / 300) - 1);
  });

  it('legacy family: the same rows whatever the size', async () => {
    const h = harness();
    const bearer = await h.token();
    const big = (await h.pageAll(MENU_DETAIL_ID, { ...WEEK, size: 10_000 }, bearer)).flatMap((p) => p.result);
    const small = (await h.pageAll(MENU_DETAIL_ID, { ...WEEK, size: 97 }, bearer)).flatMap((p) => p.result);
    expect(small).toEqual(big);
  });

  it('new family: the page size is fixed internally (newFamilyPageSize)', async () => {
    const h = harness({ newFamilyPageSize: 120 });
    const p = await h.page(SESSIONS_ID, { ...MARCH, size: 10_000 }, await h.token());
    expect(p.totalDocument).toBe(120);
  });

  it('refuses a cursor from another query', async () => {
    const h = harness();
    const bearer = await h.token();
    const dialogs = await h.page(DIALOGS_ID, WEEK, bearer);
    const menu = await h.page(MENU_DETAIL_ID, { ...WEEK, size: 100 }, bearer);
    const cases: [string, Record<string, unknown>][] = [
      [DIALOGS_ID, { ...WEEK, endDate: '2026-03-08 00:00:01', lastDocument: dialogs.lastDocument }],
      [SESSIONS_ID, { ...WEEK, lastDocument: dialogs.lastDocument }],
      [MENU_DETAIL_ID, { ...WEEK, size: 200, lastDocument: menu.lastDocument }],
      [MENU_DETAIL_ID, { ...WEEK, size: 100, lastDocument: dialogs.lastDocument }],
    ];
    for (const [id, body] of cases) {
      const p = await h.page(id, body, bearer);
      expect(p.isValid).toBe(false);
      expect(p.errors.map((e) => e.code)).toEqual(['LastDocumentMismatch']);
    }
  });

  it('is deterministic: the same query gives the same pages byte for byte, even on another instance', async () => {
    const a = harness();
    const b = harness();
    const pa = await a.pageAll(DIALOGS_ID, WEEK, await a.token());
    const pb = await b.pageAll(DIALOGS_ID, WEEK, await b.token());
    expect(JSON.stringify(pb)).toBe(JSON.stringify(pa));
    const other = harness({ seed: 99 });
    const po = await other.page(DIALOGS_ID, WEEK, await other.token());
    expect(po.result).not.toEqual(pa[0]?.result);
  });

  it('resumes from a cursor after a reset (cursors are stateless)', async () => {
    const h = harness();
    const first = await h.page(DIALOGS_ID, WEEK, await h.token());
    const second = await h.page(DIALOGS_ID, { ...WEEK, lastDocument: first.lastDocument }, await h.token());
    h.sim.reset();
    h.clock.t += 60_000;
    const again = await h.page(DIALOGS_ID, { ...WEEK, lastDocument: first.lastDocument }, await h.token());
    expect(again.result).toEqual(second.result);
  });

  it('answers an empty range with no rows and no cursor', async () => {
    const h = harness();
    const p = await h.page(
      DIALOGS_ID,
      { startDate: WEEK.startDate, endDate: WEEK.startDate },
      await h.token(),
    );
    expect(p).toMatchObject({
      isValid: true,
      totalDocument: 0,
      pageCount: 0,
      lastDocument: null,
      result: [],
    });
  });

  it('fills every envelope field plausibly', async () => {
    const h = harness();
    const bearer = await h.token();
    const one = await h.page(DIALOGS_ID, WEEK, bearer);
    expect(one).toMatchObject({
      isValid: true,
      errors: [],
      idReport: DIALOGS_ID,
      nameVisualization: 'Dialogs',
    });
    expect(one.executionTime).toBeGreaterThan(0);
    const small = await h.page(MENU_DETAIL_ID, { ...WEEK, size: 5 }, bearer);
    expect(one.requestCharge).toBeGreaterThan(small.requestCharge);
  });

  it('grows the volume with the range and the volume setting, up to the cap', async () => {
    const count = async (options: Parameters<typeof harness>[0], range = MARCH) => {
      const h = harness(options);
      const p = await h.page(MENU_DETAIL_ID, { ...range, size: 1 }, await h.token());
      return p.pageCount + 1;
    };
    const month = await count({});
    expect(month).toBeGreaterThan(await count({}, WEEK));
    expect(await count({ volume: 4 })).toBeGreaterThan(month * 3);
    expect(await count({ maxRowsPerQuery: 50 })).toBe(50);
    // A realistic demo: a month of DIALOGS is ~10-15k rows.
    const h = harness();
    const dialogs = await h.page(DIALOGS_ID, MARCH, await h.token());
    expect((dialogs.pageCount + 1) * 500).toBeGreaterThan(10_000);
    expect(dialogs.pageCount * 500).toBeLessThan(15_000);
  });

  it('a 1,000,000-row query: the right pageCount without materialising the rows', async () => {
    const h = harness({ volume: 40, maxRowsPerQuery: 1_000_000 });
    const ninety = { startDate: '2026-01-01 00:00:00', endDate: '2026-04-01 00:00:00' };
    const p = await h.page(DIALOGS_ID, ninety, await h.token());
    expect(p.pageCount).toBe(1_999);
    expect(p.result).toHaveLength(500);
    expect(h.sim.calls().at(-1)?.bytes).toBeLessThan(1_000_000);
  });

  it('serves every report of the catalog', async () => {
    const h = harness();
    const bearer = await h.token();
    for (const report of CATALOG) {
      const body = { ...WEEK, ...(report.family === 'legacy' ? { size: 50 } : {}), campaingId: 'CMP-1' };
      const p = await h.page(report.id, body, bearer);
      expect(p.isValid, report.name).toBe(true);
      expect(p.result.length, report.name).toBeGreaterThan(0);
      expect(p.nameVisualization, report.name).not.toBe('');
    }
  });
});
