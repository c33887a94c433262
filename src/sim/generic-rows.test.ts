import { describe, expect, it } from 'vitest';
import { CATALOG } from '../core/catalog/catalog';
import { harness, MARCH, SESSIONS_ID } from '../testing/sim-harness';

const isNested = (v: unknown) => typeof v === 'object' && v !== null;

describe('rows of the other reports', () => {
  it('every report has its own plausible columns, some nulls and some nested values', async () => {
    const h = harness();
    const bearer = await h.token();
    const columns = new Map<string, string>();
    for (const report of CATALOG.filter((r) => r.key !== 'dialogs')) {
      const body = { ...MARCH, ...(report.family === 'legacy' ? { size: 600 } : {}), campaingId: 'CMP-9' };
      const rows = (await h.page(report.id, body, bearer)).result;
      expect(rows.length, report.name).toBeGreaterThan(20);
      const values = rows.flatMap((r) => Object.values(r));
      expect(
        values.some((v) => v === null),
        `${report.name} nulls`,
      ).toBe(true);
      expect(values.some(isNested), `${report.name} nested`).toBe(true);
      columns.set(report.key, Object.keys(rows[0] ?? {}).join());
    }
    // Subjects differ: calls are not sessions, agents are not menus.
    expect(columns.get('outbound-calls')).not.toBe(columns.get('sessions'));
    expect(columns.get('agents-status')).not.toBe(columns.get('menu'));
    expect(columns.get('menu')).toBe(columns.get('menu-detail'));
  });

  it('a column first appears on a later page: the rows dated after the schema grew carry it', async () => {
    const h = harness();
    const pages = await h.pageAll(SESSIONS_ID, MARCH, await h.token());
    const first = pages[0]?.result ?? [];
    expect(first.length).toBe(500);
    expect(first.some((r) => 'tags' in r)).toBe(false);
    expect(pages.slice(1).some((p) => p.result.some((r) => 'tags' in r))).toBe(true);
    for (const row of pages.flatMap((p) => p.result))
      expect('tags' in row).toBe(String(row.startedAt) >= '2026-03-10');
  });

  it('with extraFieldsAndNulls: undocumented fields on every row', async () => {
    const h = harness({ extraFieldsAndNulls: true });
    const rows = (await h.page(SESSIONS_ID, MARCH, await h.token())).result;
    expect(rows.every((r) => '_rid' in r && '_etag' in r)).toBe(true);
  });

  it('times inside the range, day after day, in the service’s order within a day', async () => {
    const h = harness();
    const rows = (await h.page(SESSIONS_ID, MARCH, await h.token())).result;
    const starts = rows.map((r) => String(r.startedAt).slice(0, 19).replace('T', ' '));
    expect(starts.every((s) => s >= MARCH.startDate && s <= MARCH.endDate)).toBe(true);
    const days = starts.map((s) => s.slice(0, 10));
    expect(days).toEqual([...days].sort());
    expect(starts).not.toEqual([...starts].sort());
  });
});
